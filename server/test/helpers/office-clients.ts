import type { Kysely } from "kysely";
import { afterAll, beforeAll, expect } from "vitest";
import type { Database } from "#db/schema";
import { insertAdmin } from "#seed/builders/accounts";
import { startTestApp, type TestApp, type TestClient } from "./app";
import type { DialectContext } from "./database";
import { conferenceFixture, type Fixture } from "./fixtures";

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

export type OfficeClients = Awaited<ReturnType<typeof officeClients>>;

/**
 * A test file's app, conference fixture and signed-in back office (`officeClients`), made once for the
 * file on its database; the file's own `beforeAll` hooks run after and may use them.
 */
export function officeSuite({ db, dialect }: DialectContext, checkinName: string) {
  const suite = {} as { app: TestApp; fx: Fixture; clients: OfficeClients };
  beforeAll(async () => {
    suite.app = await startTestApp(db(), dialect);
    suite.fx = await conferenceFixture(db(), suite.app.clock.now);
    suite.clients = await officeClients(db(), suite.app, suite.fx, `${checkinName}-${dialect}`);
  });
  afterAll(() => suite.app.close());
  return suite;
}
