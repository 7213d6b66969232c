import {
  AuditEntity,
  type AuditLogPage,
  type AuditLogQuery,
  auditLogList,
  defaultTimeZone,
} from "@confreg/shared";
import { type Kysely, type SqlBool, sql } from "kysely";
import type { Database } from "#db/schema";
import { requireConference } from "#features/conferences";
import { type FilterTargets, whereFilters } from "#lib/list/filters";
import { keysetPage } from "#lib/list/query";
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

/** Where the log's filters apply: the actor by an account's username or a kiosk's name. */
const targets: FilterTargets<typeof auditLogList> = {
  actorKind: "auditLog.actorKind",
  actor: (actor) =>
    sql<SqlBool>`(${sql.ref("adminAccounts.username")} = ${actor} or ${sql.ref("kioskDevices.name")} = ${actor})`,
  action: "auditLog.action",
  entity: "auditLog.entity",
  entityId: "auditLog.entityId",
  from: "auditLog.createTime",
  to: "auditLog.createTime",
};

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
  const scoped =
    scope === null
      ? rowsWithRegistration(db)
      : rowsWithRegistration(db).where("auditLog.conferenceId", "=", scope);
  const filtered = whereFilters(scoped, auditLogList, query, targets, timeZone);
  const { rows, next } = await keysetPage(filtered, "auditLog.id", query);
  return {
    items: rows.map((row) => ({
      ...toHistoryEntry(row),
      conferenceId: row.conferenceId,
      registrationId: row.registrationId === null ? null : Number(row.registrationId),
      fields: fieldsOf(row.data),
    })),
    next,
  };
}
