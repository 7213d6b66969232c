import type { Kysely, Transaction } from "kysely";
import type { Database } from "#db/schema";

export type ActorKind = "attendee" | "admin" | "device" | "system" | "provider";

export type AuditEntry = {
  actorKind: ActorKind;
  actorId: number | null;
  action: string;
  entity: string;
  entityId: number | null;
  conferenceId?: number | null;
  fromState?: string | null;
  toState?: string | null;
  reason?: string | null;
  /** Never personal data: ids, states, amounts. */
  data?: Record<string, unknown>;
};

/** Writes one audit row, inside the caller's transaction so the change and its record commit together. */
export async function writeAudit(db: Kysely<Database> | Transaction<Database>, entry: AuditEntry, at: Date) {
  await db
    .insertInto("auditLog")
    .values({
      actorKind: entry.actorKind,
      actorId: entry.actorId,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId,
      conferenceId: entry.conferenceId ?? null,
      fromState: entry.fromState ?? null,
      toState: entry.toState ?? null,
      reason: entry.reason ?? null,
      data: JSON.stringify(entry.data ?? {}),
      createTime: at.toISOString(),
    })
    .execute();
}
