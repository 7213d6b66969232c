import { type Actor, type AuditAction, type AuditAmounts, auditActions } from "@confreg/shared";
import type { Kysely } from "kysely";
import type { Database } from "#db/schema";
import { type Tx, transact } from "#db/transact";

// The audit trail's one way in: every feature records its changes through writeAudit, in its own transaction.

/** Who did it: the actor kind and, for people and devices, their id. */
export type ActorRef = { kind: Actor; id: number | null };

export type AuditEntry = {
  action: AuditAction;
  actor: ActorRef;
  /** The entity the action names (shared auditActions); the id of the row. */
  entityId: number | null;
  conferenceId: number | null;
  /** A state change's machine event and states (as text, so every machine fits). */
  event?: string;
  from?: number | string | null;
  to?: number | string | null;
  reason?: string | null;
  amounts?: AuditAmounts;
  /** Ids and facts that explain the row; never personal data. */
  data?: Record<string, string | number | boolean | null | readonly (string | number)[]>;
};

const asText = (state: number | string | null | undefined) =>
  state === undefined || state === null ? null : String(state);

/**
 * Adds one audit row to the unit of work: written with its other audit rows when it finishes, in the same
 * transaction, so the change and its record commit together (and a large unit, such as an import, writes
 * them in a few statements).
 */
export async function writeAudit(tx: Tx, entry: AuditEntry): Promise<void> {
  tx.audit({
    actorKind: entry.actor.kind,
    actorId: entry.actor.id,
    action: entry.action,
    event: entry.event ?? null,
    entity: auditActions[entry.action].entity,
    entityId: entry.entityId,
    conferenceId: entry.conferenceId,
    fromState: asText(entry.from),
    toState: asText(entry.to),
    reason: entry.reason ?? null,
    data: JSON.stringify({ ...entry.data, ...(entry.amounts ? { amounts: entry.amounts } : {}) }),
    createTime: tx.now,
  });
}

/**
 * An audit row that is the whole change (a sign-in, a search, a view of personal data): written in a unit
 * of work of its own, at the request's time.
 */
export function recordAudit(
  deps: { db: Kysely<Database>; now: () => Date },
  entry: AuditEntry,
): Promise<void> {
  return transact(deps.db, (tx) => writeAudit(tx, entry), { at: deps.now() });
}
