import { Actor, type AuditAmounts, AuditEntity, type RegistrationHistoryEntry } from "@confreg/shared";
import type { Kysely } from "kysely";
import type { Database } from "#db/schema";

type Db = Kysely<Database>;

const ids = (rows: { id: number }[]) => rows.map((row) => row.id);

/** The rows that make up a registration in the audit log: itself, its payment lines, invoice and messages. */
async function subjectsOf(db: Db, registrationId: number) {
  const [lines, invoices, messages] = await Promise.all([
    db.selectFrom("payLines").select("id").where("registrationId", "=", registrationId).execute(),
    db.selectFrom("invoices").select("id").where("registrationId", "=", registrationId).execute(),
    db.selectFrom("outbox").select("id").where("registrationId", "=", registrationId).execute(),
  ]);
  return [
    { entity: AuditEntity.registration, ids: [registrationId] },
    { entity: AuditEntity.payLine, ids: ids(lines) },
    { entity: AuditEntity.invoice, ids: ids(invoices) },
    { entity: AuditEntity.message, ids: ids(messages) },
  ].filter((subject) => subject.ids.length > 0);
}

function amountsOf(data: string | null): AuditAmounts | null {
  if (!data) return null;
  try {
    return (JSON.parse(data) as { amounts?: AuditAmounts }).amounts ?? null;
  } catch {
    return null;
  }
}

/** The audit log with each row's actor named: accounts by their username, kiosks by their name. */
export function auditRowsWithActors(db: Db) {
  return db
    .selectFrom("auditLog")
    .leftJoin("adminAccounts", (join) =>
      join.onRef("adminAccounts.id", "=", "auditLog.actorId").on("auditLog.actorKind", "=", Actor.admin),
    )
    .leftJoin("kioskDevices", (join) =>
      join.onRef("kioskDevices.id", "=", "auditLog.actorId").on("auditLog.actorKind", "=", Actor.device),
    )
    .selectAll("auditLog")
    .select(["adminAccounts.username", "kioskDevices.name as deviceName"]);
}

type ActorRow = Awaited<ReturnType<ReturnType<typeof auditRowsWithActors>["execute"]>>[number];

/** An audit row as the back office reads it; attendees, providers and the system named by their kind. */
export function toHistoryEntry(row: ActorRow): RegistrationHistoryEntry {
  return {
    id: row.id,
    action: row.action,
    entity: row.entity,
    entityId: row.entityId,
    fromState: row.fromState,
    toState: row.toState,
    actor: { kind: row.actorKind, name: row.username ?? row.deviceName ?? row.actorKind },
    reason: row.reason ?? "",
    amounts: amountsOf(row.data),
    time: row.createTime,
  };
}

/**
 * A registration's audit history, oldest first (the detail panel's history section): who did what to it,
 * its payment lines, its invoice and its messages, when, from which state to which, and why.
 */
export async function registrationHistory(
  db: Db,
  registrationId: number,
): Promise<RegistrationHistoryEntry[]> {
  const subjects = await subjectsOf(db, registrationId);
  const rows = await auditRowsWithActors(db)
    .where((eb) =>
      eb.or(
        subjects.map((subject) =>
          eb.and([eb("auditLog.entity", "=", subject.entity), eb("auditLog.entityId", "in", subject.ids)]),
        ),
      ),
    )
    .orderBy("auditLog.id", "asc")
    .execute();
  return rows.map(toHistoryEntry);
}
