import type { Kysely, Transaction } from "kysely";
import type { Database } from "#db/schema";
import type { NewSavedRegistrant, SavedRegistrantUpdate } from "#db/tables/saved-registrants";

type Db = Kysely<Database> | Transaction<Database>;

/** The account's saved people, the last changed first. */
export function listSaved(db: Db, accountId: number) {
  return db
    .selectFrom("savedRegistrants")
    .selectAll()
    .where("accountId", "=", accountId)
    .orderBy("updateTime", "desc")
    .orderBy("id", "desc")
    .execute();
}

/** One saved person of the account's; another account's is not found. */
export function findSaved(db: Db, accountId: number, id: number) {
  return db
    .selectFrom("savedRegistrants")
    .selectAll()
    .where("id", "=", id)
    .where("accountId", "=", accountId)
    .executeTakeFirst();
}

/** The account's saved person with this name and this e-mail or phone (the one "save this person" updates). */
export function findSamePerson(
  db: Db,
  accountId: number,
  person: { name: string; email: string; phone: string },
) {
  return db
    .selectFrom("savedRegistrants")
    .select(["id", "studentCard", "otherMemberCard"])
    .where("accountId", "=", accountId)
    .where("name", "=", person.name)
    .where((eb) => eb.or([eb("email", "=", person.email), eb("phone", "=", person.phone)]))
    .orderBy("id")
    .executeTakeFirst();
}

export function insertSaved(db: Db, values: NewSavedRegistrant) {
  return db.insertInto("savedRegistrants").values(values).returning("id").executeTakeFirstOrThrow();
}

export function updateSaved(db: Db, accountId: number, id: number, values: SavedRegistrantUpdate) {
  return db
    .updateTable("savedRegistrants")
    .set(values)
    .where("id", "=", id)
    .where("accountId", "=", accountId)
    .executeTakeFirst();
}

export function deleteSaved(db: Db, accountId: number, id: number) {
  return db
    .deleteFrom("savedRegistrants")
    .where("id", "=", id)
    .where("accountId", "=", accountId)
    .executeTakeFirst();
}
