import { type Kysely, type SqlBool, sql, type Transaction } from "kysely";
import type { Database } from "#db/schema";
import type { NewUpload } from "#db/tables/uploads";

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Every column that holds an upload id (each has a foreign key to uploads.id). An upload none of them
 * names is an orphan once it is old enough; the uploads test checks this list against the database's
 * foreign keys, so a new column cannot be forgotten here.
 */
export const uploadReferences = {
  registrations: ["studentCard", "otherMemberCard"],
  savedRegistrants: ["studentCard", "otherMemberCard"],
  payLines: ["transferVoucher"],
  badgeTemplates: ["logoUploadId"],
  declarations: [
    "checkinCard",
    "huizhanma",
    "xingchengma",
    "jiankangma",
    "shengneihesuan",
    "shengwaihesuan",
    "shineihesuan",
    "qianming",
  ],
} as const satisfies { [T in keyof Database]?: readonly (keyof Database[T] & string)[] };

/** A live registration: who registered it and in which conference. */
export function findLiveRegistration(db: Db, id: number) {
  return db
    .selectFrom("registrations")
    .select(["id", "accountId", "conferenceId"])
    .where("id", "=", id)
    .where("isDeleted", "=", 0)
    .executeTakeFirst();
}

export function insertUpload(db: Db, values: NewUpload) {
  return db.insertInto("uploads").values(values).returningAll().executeTakeFirstOrThrow();
}

/** An upload with the account and conference of the registration it belongs to, if any. */
export function findUploadForReading(db: Db, id: number) {
  return db
    .selectFrom("uploads")
    .leftJoin("registrations", "registrations.id", "uploads.registrationId")
    .select([
      "uploads.id",
      "uploads.storageKey",
      "uploads.mime",
      "uploads.ownerKind",
      "uploads.ownerId",
      "uploads.conferenceId",
      "registrations.accountId as registrationAccountId",
      "registrations.conferenceId as registrationConferenceId",
    ])
    .where("uploads.id", "=", id)
    .executeTakeFirst();
}

export function findUpload(db: Db, id: number) {
  return db.selectFrom("uploads").selectAll().where("id", "=", id).executeTakeFirst();
}

export function setUploadRegistration(db: Db, id: number, registrationId: number, conferenceId: number) {
  return db.updateTable("uploads").set({ registrationId, conferenceId }).where("id", "=", id).execute();
}

const referencedIn = (table: string, columns: readonly string[]) =>
  sql<SqlBool>`exists (select 1 from ${sql.table(table)} where ${sql.join(
    columns.map((column) => sql`${sql.ref(`${table}.${column}`)} = ${sql.ref("uploads.id")}`),
    sql` or `,
  )})`;

/**
 * Deletes up to `limit` uploads made before `before` that no column names, and returns them. The check
 * is part of the delete itself, so a reference made since the candidates were chosen still saves a file.
 */
export function deleteOrphans(db: Db, before: string, limit: number) {
  const orphans = db
    .selectFrom("uploads")
    .select("id")
    .where("createTime", "<", before)
    .where(({ and, not }) =>
      and(Object.entries(uploadReferences).map(([table, columns]) => not(referencedIn(table, columns)))),
    )
    .orderBy("id")
    .limit(limit);
  return db
    .deleteFrom("uploads")
    .where("id", "in", orphans)
    .returning(["id", "kind", "storageKey", "registrationId", "conferenceId"])
    .execute();
}

/** Whether another upload row still points at these bytes (the demo data shares one file between many). */
export async function storageKeyInUse(db: Db, storageKey: string): Promise<boolean> {
  const row = await db
    .selectFrom("uploads")
    .select("id")
    .where("storageKey", "=", storageKey)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
