import type { Kysely } from "kysely";
import type { Database } from "#db/schema";

type Db = Kysely<Database>;

export function findAttendeeByLogin(db: Db, login: { email?: string; phone?: string }) {
  let query = db.selectFrom("attendeeAccounts").selectAll();
  query = login.email ? query.where("email", "=", login.email) : query.where("phone", "=", login.phone ?? "");
  return query.executeTakeFirst();
}

export function findAttendeeById(db: Db, id: number) {
  return db.selectFrom("attendeeAccounts").selectAll().where("id", "=", id).executeTakeFirst();
}

export function findAdminByUsername(db: Db, username: string) {
  return db.selectFrom("adminAccounts").selectAll().where("username", "=", username).executeTakeFirst();
}

export function findAdminById(db: Db, id: number) {
  return db.selectFrom("adminAccounts").selectAll().where("id", "=", id).executeTakeFirst();
}

/** The conferences an admin may see: its own, or every conference for an all-conferences account. */
export function adminConferences(db: Db, conferenceId: number | null) {
  let query = db
    .selectFrom("conferences")
    .select(["id", "titleZh", "titleEn", "hostUnit", "timezone", "beginTime"])
    .where("isDeleted", "=", 0)
    .orderBy("beginTime", "desc");
  if (conferenceId !== null) query = query.where("id", "=", conferenceId);
  return query.execute();
}
