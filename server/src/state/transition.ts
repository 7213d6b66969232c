import {
  AppError,
  type AuditAmounts,
  assertTransition,
  type ContextArg,
  type ErrorCode,
  type EventContexts,
  isAppError,
  type Machine,
  type TransitionAction,
} from "@confreg/shared";
import type { Tx } from "#db/transact";
import { type ActorRef, writeAudit } from "#lib/audit/write-audit";

/** A row as a binding loads it: its state, the registration that shows it (if any) and its conference. */
export type LoadedRow<S extends number> = { state: S; registrationId: number | null; conferenceId: number };

/** Where a machine's state lives: how to read rows' states and write a new one only where it is unchanged. */
export type StateBinding<S extends number, E extends string, C extends EventContexts<E>, Set> = {
  machine: Machine<S, E, C>;
  notFound: ErrorCode;
  /**
   * Locks the registrations that show the rows (if any), in id order, then reads the rows' states and
   * conferences in one statement; a row is missing from the answer when there is no such row (or its
   * registration is deleted and must not be).
   */
  loadMany(tx: Tx, ids: readonly number[]): Promise<Map<number, LoadedRow<S>>>;
  /** Writes `to` (and `set`) on those of `ids` whose state is still `from`; the ids written. */
  write(tx: Tx, ids: readonly number[], from: S, to: S, set: Set): Promise<number[]>;
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
 * changed in between) is STATE_CONFLICT, never a second transition. It is `transitionMany` of one request,
 * whose refusal it throws.
 */
export async function transition<
  S extends number,
  E extends string,
  C extends EventContexts<E>,
  Set,
  K extends E,
>(tx: Tx, binding: StateBinding<S, E, C, Set>, request: TransitionRequest<E, K, C, Set>): Promise<S> {
  const [outcome] = await transitionMany(tx, binding, [request]);
  if (outcome === undefined) throw new Error("transitionMany answered nothing");
  if (isAppError(outcome)) throw outcome;
  return outcome;
}

/** A request the machine accepted, waiting for its write. */
type Accepted<S> = { index: number; from: S; to: S; set: unknown; round: number };

/**
 * `transition` for many requests of one binding, in one unit of work: the rows are loaded together
 * (their registrations locked in id order), each request is decided by the shared machine in the order
 * given, with the same contexts (a context read is made once every row is locked), the accepted ones are
 * written where the state is still the one read, several in one statement where they go from and to the
 * same states with the same columns, and each gets its audit row and touches its registration once.
 * Answers per request the new state or the AppError that refused it (not found, not allowed, its guard,
 * STATE_CONFLICT for a lost race); a refusal never stops the others. A row named twice is decided the
 * second time on the state the first left, and written after it (so if the first loses a race, the
 * second does too).
 */
export async function transitionMany<
  S extends number,
  E extends string,
  C extends EventContexts<E>,
  Set,
  K extends E,
>(
  tx: Tx,
  binding: StateBinding<S, E, C, Set>,
  requests: readonly TransitionRequest<E, K, C, Set>[],
): Promise<(S | AppError)[]> {
  const { machine } = binding;
  const rows = await binding.loadMany(
    tx,
    requests.map((request) => request.id),
  );
  const { outcomes, accepted } = await decideEach(tx, binding, rows, requests);
  const written = await writeAccepted(tx, binding, requests, accepted);
  for (const { index, from, to } of accepted) {
    const request = requests[index] as TransitionRequest<E, K, C, Set>;
    const row = rows.get(request.id) as LoadedRow<S>;
    if (written.has(index)) await recordWritten(tx, machine.name, request, row, from, to);
    else
      outcomes[index] = new AppError("STATE_CONFLICT", {
        machine: machine.name,
        id: request.id,
        from,
        event: request.event,
      });
  }
  return outcomes;
}

/**
 * The machine's decision on each request, in order, on the state as read or, for a row named again, as
 * the request before left it; the accepted ones numbered by how many times their row came before.
 */
async function decideEach<S extends number, E extends string, C extends EventContexts<E>, Set, K extends E>(
  tx: Tx,
  binding: StateBinding<S, E, C, Set>,
  rows: Map<number, LoadedRow<S>>,
  requests: readonly TransitionRequest<E, K, C, Set>[],
) {
  const states = new Map([...rows].map(([id, row]) => [id, row.state]));
  const seen = new Map<number, number>();
  const outcomes: (S | AppError)[] = [];
  const accepted: Accepted<S>[] = [];
  for (const [index, request] of requests.entries()) {
    const from = states.get(request.id);
    if (from === undefined) {
      outcomes[index] = new AppError(binding.notFound, { id: request.id });
      continue;
    }
    try {
      const context = [await contextOf(tx, request.context as ContextSource<C[K]> | undefined)];
      const args = context as ContextArg<C, E, K>;
      const to = assertTransition(binding.machine, from, request.event, request.actor.kind, ...args);
      const round = seen.get(request.id) ?? 0;
      seen.set(request.id, round + 1);
      states.set(request.id, to);
      accepted.push({ index, from, to, set: request.set ?? {}, round });
      outcomes[index] = to;
    } catch (error) {
      if (!isAppError(error)) throw error;
      outcomes[index] = error;
    }
  }
  return { outcomes, accepted };
}

/** A written transition's registration touched (a set: once however many rows it shows) and its audit row. */
async function recordWritten<S extends number>(
  tx: Tx,
  machineName: string,
  request: TransitionRequest<string, string, EventContexts<string>, unknown>,
  row: LoadedRow<S>,
  from: S,
  to: S,
) {
  if (row.registrationId !== null) tx.touch(row.registrationId);
  await writeAudit(tx, {
    action: `${machineName}.${request.event}` as TransitionAction,
    actor: request.actor,
    entityId: request.id,
    conferenceId: row.conferenceId,
    event: request.event,
    from,
    to,
    reason: request.reason ?? null,
    ...(request.amounts ? { amounts: request.amounts } : {}),
    ...(request.data ? { data: request.data } : {}),
  });
}

async function contextOf<T>(tx: Tx, source: ContextSource<T> | undefined): Promise<T | undefined> {
  return typeof source === "function" ? (source as (tx: Tx) => Promise<T>)(tx) : source;
}

/**
 * Writes the accepted requests, a statement per run of the same round, states and columns (a row named
 * twice is in a later round, written after its first); answers the indexes of the requests written.
 */
async function writeAccepted<S extends number, Set>(
  tx: Tx,
  binding: { write(tx: Tx, ids: readonly number[], from: S, to: S, set: Set): Promise<number[]> },
  requests: readonly { id: number }[],
  accepted: readonly Accepted<S>[],
): Promise<globalThis.Set<number>> {
  const runs: Accepted<S>[][] = [];
  for (const request of [...accepted].sort((a, b) => a.round - b.round)) {
    const run = runs.find(([first]) => first && sameWrite(first, request));
    if (run) run.push(request);
    else runs.push([request]);
  }
  const written = new globalThis.Set<number>();
  for (const run of runs) {
    const [first] = run as [Accepted<S>];
    const idOf = (a: Accepted<S>) => (requests[a.index] as { id: number }).id;
    const ids = new globalThis.Set(
      await binding.write(tx, run.map(idOf), first.from, first.to, first.set as Set),
    );
    for (const request of run) if (ids.has(idOf(request))) written.add(request.index);
  }
  return written;
}

/** Whether two accepted requests write the same thing: same round, states and columns (compared by value). */
function sameWrite<S>(a: Accepted<S>, b: Accepted<S>): boolean {
  if (a.round !== b.round || a.from !== b.from || a.to !== b.to) return false;
  const x = a.set as Record<string, unknown>;
  const y = b.set as Record<string, unknown>;
  const keys = Object.keys(x);
  return keys.length === Object.keys(y).length && keys.every((key) => key in y && Object.is(x[key], y[key]));
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
