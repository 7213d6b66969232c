import type { ValueOf } from "../enums";
import { AppError } from "../errors";

/** Who fires a transition: audit rows record it, and each transition lists who may. */
export const Actor = {
  attendee: "attendee",
  admin: "admin",
  provider: "provider",
  system: "system",
  timer: "timer",
} as const;
export type Actor = ValueOf<typeof Actor>;
export const actorValues = Object.values(Actor) as [Actor, ...Actor[]];

/** A target that depends on facts the caller supplies (never guessed): one of `oneOf`, chosen by `pick`. */
export type ContextTarget<S, C> = { readonly oneOf: readonly S[]; readonly pick: (context: C) => S };

export type Transition<S extends number, E extends string, C = never> = {
  readonly from: readonly S[];
  readonly event: E;
  readonly to: S | ContextTarget<S, C>;
  readonly by: readonly Actor[];
};

/** A state machine as data: its states, its events and the table of allowed transitions. */
export type Machine<S extends number, E extends string, C = never> = {
  readonly name: string;
  readonly states: readonly S[];
  readonly events: readonly E[];
  readonly transitions: readonly Transition<S, E, C>[];
};

function findTransition<S extends number, E extends string, C>(
  machine: Machine<S, E, C>,
  from: S,
  event: E,
  actor: Actor,
): Transition<S, E, C> | undefined {
  return machine.transitions.find((t) => t.event === event && t.from.includes(from) && t.by.includes(actor));
}

/** Whether `actor` may fire `event` while the machine is in `from`. */
export function canFire<S extends number, E extends string, C>(
  machine: Machine<S, E, C>,
  from: S,
  event: E,
  actor: Actor,
): boolean {
  return findTransition(machine, from, event, actor) !== undefined;
}

/** The events `actor` may fire from `from`, in table order: the UI shows a button for each. */
export function allowedEvents<S extends number, E extends string, C>(
  machine: Machine<S, E, C>,
  from: S,
  actor: Actor,
): E[] {
  const events = machine.transitions
    .filter((t) => t.from.includes(from) && t.by.includes(actor))
    .map((t) => t.event);
  return [...new Set(events)];
}

/** Every state a transition may lead to (both targets of a context-dependent one). */
export function targetsOf<S extends number, E extends string, C>(transition: Transition<S, E, C>): S[] {
  return typeof transition.to === "number" ? [transition.to] : [...transition.to.oneOf];
}

/**
 * The state `event` leads to, or AppError TRANSITION_NOT_ALLOWED. The server calls it inside the
 * transaction that writes the new state. A context-dependent target needs `context`.
 */
export function assertTransition<S extends number, E extends string, C>(
  machine: Machine<S, E, C>,
  from: S,
  event: E,
  actor: Actor,
  context?: C,
): S {
  const transition = findTransition(machine, from, event, actor);
  if (!transition) throw new AppError("TRANSITION_NOT_ALLOWED", { from, event });
  const to = transition.to;
  if (typeof to === "number") return to;
  if (context === undefined)
    throw new TypeError(`${machine.name}.${event} needs its context to pick a target`);
  const target = to.pick(context);
  if (!to.oneOf.includes(target)) throw new TypeError(`${machine.name}.${event} picked ${target}`);
  return target;
}
