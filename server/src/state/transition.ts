import {
  AppError,
  type AuditAmounts,
  assertTransition,
  type ContextArg,
  type ErrorCode,
  type EventContexts,
  type Machine,
  type TransitionAction,
} from "@confreg/shared";
import type { Tx } from "#db/transact";
import { type ActorRef, writeAudit } from "#lib/audit/write-audit";

/** Where a machine's state lives: how to read a row's state and write a new one only if it is unchanged. */
export type StateBinding<S extends number, E extends string, C extends EventContexts<E>, Set> = {
  machine: Machine<S, E, C>;
  notFound: ErrorCode;
  /**
   * Locks the registration that shows the row (if any), then reads the row's state and conference;
   * undefined when there is no such row (or its registration is deleted and must not be).
   */
  load(
    tx: Tx,
    id: number,
  ): Promise<{ state: S; registrationId: number | null; conferenceId: number } | undefined>;
  /** Writes `to` (and `set`) where the state is still `from`; the number of rows written (0 or 1). */
  write(tx: Tx, id: number, from: S, to: S, set: Set): Promise<number>;
};

export type TransitionRequest<E extends string, K extends E, C extends EventContexts<E>, Set> = {
  id: number;
  event: K;
  actor: ActorRef;
  /** Columns written together with the new state (received fee, pay time, trade number...). */
  set?: Set;
  reason?: string | null;
  amounts?: AuditAmounts;
  data?: Record<string, string | number | boolean | null>;
} & (undefined extends C[K] ? { context?: ContextSource<C[K]> } : { context: ContextSource<C[K]> });

/**
 * What the event needs to know: a value, or a read made after the row's registration is locked (facts
 * such as its other lines or its invoice, which a concurrent change must not slip under).
 */
export type ContextSource<T> = T | ((tx: Tx) => Promise<T>);

/**
 * The one way a state changes (DOMAIN.md §4): read the row's state, let the shared machine decide
 * (`assertTransition`: the table, its guard and, for a context-dependent target, the context), write the
 * new state only where the state is still the one read, and record an audit row, all in the caller's unit
 * of work, which then gives the registration a new change sequence and standing. A lost race (the row
 * changed in between) is STATE_CONFLICT, never a second transition.
 */
export async function transition<
  S extends number,
  E extends string,
  C extends EventContexts<E>,
  Set,
  K extends E,
>(tx: Tx, binding: StateBinding<S, E, C, Set>, request: TransitionRequest<E, K, C, Set>): Promise<S> {
  const { machine } = binding;
  const row = await binding.load(tx, request.id);
  if (!row) throw new AppError(binding.notFound, { id: request.id });
  const source = request.context as ContextSource<C[K]> | undefined;
  const context = [
    typeof source === "function" ? await (source as (tx: Tx) => Promise<C[K]>)(tx) : source,
  ] as ContextArg<C, E, K>;
  const to = assertTransition(machine, row.state, request.event, request.actor.kind, ...context);
  const written = await binding.write(tx, request.id, row.state, to, (request.set ?? {}) as Set);
  if (written !== 1) {
    throw new AppError("STATE_CONFLICT", {
      machine: machine.name,
      id: request.id,
      from: row.state,
      event: request.event,
    });
  }
  if (row.registrationId !== null) tx.touch(row.registrationId);
  await writeAudit(tx, {
    action: `${machine.name}.${request.event}` as TransitionAction,
    actor: request.actor,
    entityId: request.id,
    conferenceId: row.conferenceId,
    event: request.event,
    from: row.state,
    to,
    reason: request.reason ?? null,
    ...(request.amounts ? { amounts: request.amounts } : {}),
    ...(request.data ? { data: request.data } : {}),
  });
  return to;
}

/**
 * `transition` for callers that fire whichever event they were asked to (a service taking the event as a
 * parameter): the event is any of the machine's, and its context is read by `context` after the lock.
 */
export function transitionTo<S extends number, E extends string, C extends EventContexts<E>, Set>(
  tx: Tx,
  binding: StateBinding<S, E, C, Set>,
  request: Omit<TransitionRequest<E, E, C, Set>, "context"> & { context: (tx: Tx) => Promise<C[E]> },
): Promise<S> {
  return transition(tx, binding, request as TransitionRequest<E, E, C, Set>);
}
