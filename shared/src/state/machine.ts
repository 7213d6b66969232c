import type { ValueOf } from "../enums";
import { AppError, type ErrorCode } from "../errors";

/**
 * Who does something: transitions list who may fire them, audit rows record who did, uploads record who
 * owns them. The one list of actors for the whole product.
 */
export const Actor = {
  attendee: "attendee",
  admin: "admin",
  /** A check-in kiosk, with its device token. */
  device: "device",
  provider: "provider",
  system: "system",
  timer: "timer",
} as const;
export type Actor = ValueOf<typeof Actor>;
export const actorValues = Object.values(Actor) as [Actor, ...Actor[]];

/** What each event needs to know beyond the state (undefined: nothing). */
export type EventContexts<E extends string> = { [K in E]: unknown };
export type NoContext<E extends string> = { [K in E]: undefined };

/** A target that depends on facts the caller supplies (never guessed): one of `oneOf`, chosen by `pick`. */
export type ContextTarget<S, C> = { readonly oneOf: readonly S[]; readonly pick: (context: C) => S };

/** One row of a machine's table. `guard` states a rule beyond the state: an error code, or null to allow. */
export type Transition<S extends number, E extends string, C extends EventContexts<E>> = {
  [K in E]: {
    readonly from: readonly S[];
    readonly event: K;
    readonly to: S | ContextTarget<S, C[K]>;
    readonly by: readonly Actor[];
    readonly guard?: (context: C[K]) => ErrorCode | null;
  };
}[E];

/** A state machine as data: its states, its events and the table of allowed transitions. */
export type Machine<S extends number, E extends string, C extends EventContexts<E> = NoContext<E>> = {
  readonly name: string;
  readonly states: readonly S[];
  readonly events: readonly E[];
  readonly transitions: readonly Transition<S, E, C>[];
  /**
   * Why an event its actor may fire elsewhere has no row from this state, where the machine can say it
   * better than "not allowed" (an invoice issued already, one the issuer is working on): an error code,
   * or null for TRANSITION_NOT_ALLOWED.
   */
  readonly refusal?: (from: S, event: E) => ErrorCode | null;
};

/** The context argument of an event: optional when the event needs none. */
export type ContextArg<C extends EventContexts<E>, E extends string, K extends E> = undefined extends C[K]
  ? [context?: C[K]]
  : [context: C[K]];

type AnyTransition<S, C> = {
  from: readonly S[];
  event: string;
  to: S | ContextTarget<S, C>;
  by: readonly Actor[];
  guard?: (context: C) => ErrorCode | null;
};

function findTransition<S extends number, E extends string, C extends EventContexts<E>, K extends E>(
  machine: Machine<S, E, C>,
  from: S,
  event: K,
  actor: Actor,
): AnyTransition<S, C[K]> | undefined {
  return machine.transitions.find(
    (t) => t.event === event && t.from.includes(from) && t.by.includes(actor),
  ) as AnyTransition<S, C[K]> | undefined;
}

/**
 * Whether `actor` may fire `event` while the machine is in `from`. With a context, the row's guard is
 * asked too; without one, only the table.
 */
export function canFire<S extends number, E extends string, C extends EventContexts<E>, K extends E>(
  machine: Machine<S, E, C>,
  from: S,
  event: K,
  actor: Actor,
  context?: C[K],
): boolean {
  const transition = findTransition(machine, from, event, actor);
  if (!transition) return false;
  return context === undefined || !transition.guard || transition.guard(context) === null;
}

/**
 * The events `actor` may fire from `from`, in table order: the UI shows a button for each. Guards are asked
 * for the events whose context is given.
 */
export function allowedEvents<S extends number, E extends string, C extends EventContexts<E>>(
  machine: Machine<S, E, C>,
  from: S,
  actor: Actor,
  contexts: Partial<C> = {},
): E[] {
  const events = machine.events.filter((event) => canFire(machine, from, event, actor, contexts[event]));
  const order = machine.transitions.map((t) => t.event as E);
  return events.sort((a, b) => order.indexOf(a) - order.indexOf(b));
}

/**
 * The states from which `actor` may fire `event`, in the machine's state order (its table alone, no guard):
 * where a query needs the subset a machine decides, it asks the machine rather than writing the states out.
 */
export function statesFiring<S extends number, E extends string, C extends EventContexts<E>>(
  machine: Machine<S, E, C>,
  event: E,
  actor: Actor,
): S[] {
  return machine.states.filter((state) => canFire(machine, state, event, actor));
}

/** Every state a transition may lead to (both targets of a context-dependent one). */
export function targetsOf<S extends number, E extends string, C extends EventContexts<E>>(
  transition: Transition<S, E, C>,
): S[] {
  return typeof transition.to === "number" ? [transition.to] : [...transition.to.oneOf];
}

/**
 * The state `event` leads to, or AppError: TRANSITION_NOT_ALLOWED when the table has no such row (or the
 * machine's `refusal` code for it), the guard's code when a rule forbids it. The server calls it inside the transaction that writes the new
 * state (server/src/state/transition.ts); the UI asks `canFire` with the same context.
 */
export function assertTransition<S extends number, E extends string, C extends EventContexts<E>, K extends E>(
  machine: Machine<S, E, C>,
  from: S,
  event: K,
  actor: Actor,
  ...[context]: ContextArg<C, E, K>
): S {
  const transition = findTransition(machine, from, event, actor);
  if (!transition) {
    const firedByActor = machine.transitions.some((t) => t.event === event && t.by.includes(actor));
    const code = (firedByActor && machine.refusal?.(from, event)) || "TRANSITION_NOT_ALLOWED";
    throw new AppError(code, { machine: machine.name, from, event });
  }
  if (transition.guard) {
    if (context === undefined) throw new TypeError(`${machine.name}.${event} needs its context`);
    const refused = transition.guard(context as C[K]);
    if (refused) throw new AppError(refused, { machine: machine.name, from, event });
  }
  const to = transition.to;
  if (typeof to === "number") return to;
  if (context === undefined)
    throw new TypeError(`${machine.name}.${event} needs its context to pick a target`);
  const target = to.pick(context as C[K]);
  if (!to.oneOf.includes(target)) throw new TypeError(`${machine.name}.${event} picked ${target}`);
  return target;
}
