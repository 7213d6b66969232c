import {
  AuditEntity,
  type AuditLogPage,
  type AuditLogQuery,
  defaultTimeZone,
  zonedDayRange,
} from "@confreg/shared";
import type { Kysely } from "kysely";
import type { Database } from "#db/schema";
import { requireConference } from "#features/conferences";
import { auditRowsWithActors, toHistoryEntry } from "./registration-history";

type Db = Kysely<Database>;

/** The field names a row's data records (`fields`), if any. */
function fieldsOf(data: string | null): string[] {
  try {
    const fields = (JSON.parse(data ?? "{}") as { fields?: unknown }).fields;
    return Array.isArray(fields) ? fields.filter((field): field is string => typeof field === "string") : [];
  } catch {
    return [];
  }
}

/** The log's rows with the registration each is about: itself, or its payment line's, invoice's or message's. */
function rowsWithRegistration(db: Db) {
  return auditRowsWithActors(db)
    .leftJoin("payLines", (join) =>
      join.onRef("payLines.id", "=", "auditLog.entityId").on("auditLog.entity", "=", AuditEntity.payLine),
    )
    .leftJoin("invoices", (join) =>
      join.onRef("invoices.id", "=", "auditLog.entityId").on("auditLog.entity", "=", AuditEntity.invoice),
    )
    .leftJoin("outbox", (join) =>
      join.onRef("outbox.id", "=", "auditLog.entityId").on("auditLog.entity", "=", AuditEntity.message),
    )
    .select((eb) =>
      eb.fn
        .coalesce(
          eb
            .case()
            .when("auditLog.entity", "=", AuditEntity.registration)
            .then(eb.ref("auditLog.entityId"))
            .end(),
          "payLines.registrationId",
          "invoices.registrationId",
          "outbox.registrationId",
        )
        .as("registrationId"),
    );
}

/**
 * A page of the audit log of a scope (null: every conference, and the rows of none), newest first, with
 * the query's filters; days in the conference's zone, or the default one across conferences.
 */
export async function auditLogPage(
  db: Db,
  scope: number | null,
  query: AuditLogQuery,
): Promise<AuditLogPage> {
  const timeZone = scope === null ? defaultTimeZone : (await requireConference(db, scope)).timezone;
  let rows = rowsWithRegistration(db);
  if (scope !== null) rows = rows.where("auditLog.conferenceId", "=", scope);
  if (query.actorKind) rows = rows.where("auditLog.actorKind", "=", query.actorKind);
  const actor = query.actor;
  if (actor)
    rows = rows.where((eb) =>
      eb.or([eb("adminAccounts.username", "=", actor), eb("kioskDevices.name", "=", actor)]),
    );
  if (query.action) rows = rows.where("auditLog.action", "=", query.action);
  if (query.entity) rows = rows.where("auditLog.entity", "=", query.entity);
  if (query.entityId !== undefined) rows = rows.where("auditLog.entityId", "=", query.entityId);
  if (query.from) rows = rows.where("auditLog.createTime", ">=", zonedDayRange(query.from, timeZone)[0]);
  if (query.to) rows = rows.where("auditLog.createTime", "<", zonedDayRange(query.to, timeZone)[1]);
  if (query.after !== undefined) rows = rows.where("auditLog.id", "<", query.after);
  const found = await rows
    .orderBy("auditLog.id", "desc")
    .limit(query.size + 1)
    .execute();
  const page = found.slice(0, query.size);
  return {
    items: page.map((row) => ({
      ...toHistoryEntry(row),
      conferenceId: row.conferenceId,
      registrationId: row.registrationId === null ? null : Number(row.registrationId),
      fields: fieldsOf(row.data),
    })),
    next: found.length > query.size ? (page.at(-1)?.id ?? null) : null,
  };
}
