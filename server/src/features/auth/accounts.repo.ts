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
