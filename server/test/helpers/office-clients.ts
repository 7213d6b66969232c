import type { Kysely } from "kysely";
import { expect } from "vitest";
import type { Database } from "#db/schema";
import { insertAdmin } from "#db/seed/builders/accounts";
import type { TestApp, TestClient } from "./app";
import type { Fixture } from "./fixtures";

/** A back-office account signed in on its own client. */
export async function signInAdmin(
  app: TestApp,
  username: string,
  password: string | null,
): Promise<TestClient> {
  const client = app.client();
  expect((await client.post("/api/admin/login", { username, password })).status).toBe(200);
  return client;
}

/**
 * The fixture's back office, signed in: its conference's staff, the other conference's staff, the
 * administrator of every conference, and a check-in account of its conference (named `checkinName`).
 */
export async function officeClients(db: Kysely<Database>, app: TestApp, fx: Fixture, checkinName: string) {
  const checker = await insertAdmin(db, { username: checkinName, role: 3, conferenceId: fx.conference.id });
  return {
    staff: await signInAdmin(app, fx.staff.account.username, fx.staff.password),
    otherStaff: await signInAdmin(app, fx.otherStaff.account.username, fx.otherStaff.password),
    admin: await signInAdmin(app, fx.admin.account.username, fx.admin.password),
    checkin: await signInAdmin(app, checker.account.username, checker.password),
  };
}

/** The fixture's administrator of every conference and its conference's staff, each signed in. */
export async function adminAndStaff(app: TestApp, fx: Fixture) {
  return {
    admin: await signInAdmin(app, fx.admin.account.username, fx.admin.password),
    staff: await signInAdmin(app, fx.staff.account.username, fx.staff.password),
  };
}
