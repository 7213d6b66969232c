import type { Kysely } from "kysely";
import type { Database } from "#db/schema";

type Db = Kysely<Database>;

export function findRegistration(db: Db, id: number) {
  return db
    .selectFrom("registrations")
    .selectAll()
    .where("id", "=", id)
    .where("isDeleted", "=", 0)
    .executeTakeFirst();
}

/** An attendee's own registrations of one conference, newest first. */
export async function listOwnRegistrations(
  db: Db,
  accountId: number,
  conferenceId: number,
  page: { page: number; size: number },
) {
  const base = db
    .selectFrom("registrations")
    .where("accountId", "=", accountId)
    .where("conferenceId", "=", conferenceId)
    .where("isDeleted", "=", 0);
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy("id", "desc")
      .limit(page.size)
      .offset((page.page - 1) * page.size)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
