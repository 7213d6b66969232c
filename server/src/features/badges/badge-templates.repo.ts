import { type BadgeTemplate, badgeLayout, type PrintType } from "@confreg/shared";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "#db/schema";
import type { BadgeTemplateRow, NewBadgeTemplate } from "#db/tables/badge-templates";

type Db = Kysely<Database> | Transaction<Database>;

/** A conference's templates, oldest first (the order template choice breaks ties in). */
export function listTemplates(db: Db, conferenceIds: readonly number[]) {
  if (conferenceIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("badgeTemplates")
    .selectAll()
    .where("conferenceId", "in", conferenceIds)
    .orderBy("id")
    .execute();
}

/** A template of the conference (another conference's is none of this one's). */
export function findTemplate(db: Db, conferenceId: number, id: number) {
  return db
    .selectFrom("badgeTemplates")
    .selectAll()
    .where("id", "=", id)
    .where("conferenceId", "=", conferenceId)
    .executeTakeFirst();
}

export function insertTemplate(db: Db, values: NewBadgeTemplate) {
  return db.insertInto("badgeTemplates").values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateTemplate(db: Db, id: number, values: Partial<NewBadgeTemplate>) {
  return db
    .updateTable("badgeTemplates")
    .set(values)
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function deleteTemplate(db: Db, id: number) {
  return db.deleteFrom("badgeTemplates").where("id", "=", id).execute();
}

/** Makes every other template of the conference not the default: one default per conference. */
export function clearOtherDefaults(db: Db, conferenceId: number, keep: number) {
  return db
    .updateTable("badgeTemplates")
    .set({ isDefault: 0 })
    .where("conferenceId", "=", conferenceId)
    .where("id", "!=", keep)
    .where("isDefault", "=", 1)
    .execute();
}

/** The stored row as the API shows it; the layout is read back through the shared schema. */
export function toBadgeTemplate(row: BadgeTemplateRow): BadgeTemplate {
  return {
    id: row.id,
    conferenceId: row.conferenceId,
    name: row.name,
    layout: badgeLayout.parse(JSON.parse(row.layout)),
    participantTypeIds: JSON.parse(row.participantTypeIds) as number[],
    printTypes: JSON.parse(row.printTypes) as PrintType[],
    isDefault: row.isDefault === 1,
    logoUploadId: row.logoUploadId,
    logoUrl: row.logoUploadId === null ? null : `/api/uploads/${row.logoUploadId}`,
    updateTime: row.updateTime,
  };
}
