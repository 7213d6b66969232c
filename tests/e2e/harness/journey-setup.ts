import type { Database } from "@confreg/server/testing";
import type { Kysely } from "kysely";

/** A check-in staff account (role 3) of conference 1; it signs in with the password of that conference's staff. */
export const checkinStaff = { username: "checkin-e2e", conferenceId: 1, sharesPasswordOf: "staff-ciac" };

/** What the journeys need beyond the demo data: a check-in staff account (the seed has administrators and staff). */
export async function prepareJourneys(db: Kysely<Database>): Promise<void> {
  const staff = await db
    .selectFrom("adminAccounts")
    .selectAll()
    .where("username", "like", `${checkinStaff.sharesPasswordOf}%`)
    .executeTakeFirstOrThrow();
  const { id: _id, ...copy } = staff;
  await db
    .insertInto("adminAccounts")
    .values({ ...copy, username: checkinStaff.username, role: 3, conferenceId: checkinStaff.conferenceId })
    .execute();
}
