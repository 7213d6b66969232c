import { type AdminRole, adminRoleValues, hasPermission, type Permission } from "@confreg/shared";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  insertAdmin,
  insertGroupScheme,
  insertInvoice,
  insertParticipantType,
  insertPayLine,
  insertRegistration,
} from "#seed/index";
import { startTestApp, type TestApp, type TestClient } from "../helpers/app";
import { describeEachDialect } from "../helpers/database";
import { conferenceFixture, type Fixture } from "../helpers/fixtures";
import { insertMail } from "../mails/mail-fixtures";

type Operation = {
  method: string;
  path: string;
  operationId: string;
  permission: Permission | "signedIn" | undefined;
  scope: "conferenceParam" | "conferenceQuery" | "record" | "global" | undefined;
  record: { table: string; param: string } | undefined;
};

/** Back-office routes that are open before signing in: signing in, out, and resetting a password. */
const publicAdminRoutes = [
  "adminSignIn",
  "adminSignOut",
  "requestAdminPasswordReset",
  "confirmAdminPasswordReset",
];

async function operations(app: TestApp): Promise<Operation[]> {
  const doc = (
    await app
      .client()
      .get<{ paths: Record<string, Record<string, Record<string, unknown>>> }>("/api/openapi.json")
  ).body;
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method,
      path,
      operationId: String(op.operationId),
      permission: op["x-permission"] as Operation["permission"],
      scope: op["x-scope"] as Operation["scope"],
      record: op["x-scope-record"] as Operation["record"],
    })),
  );
}

/**
 * DOMAIN.md §9: every back-office route declares its permission and where its conference comes from, and
 * the guard answers exactly what the shared table says, for every role, bound to one conference or to all,
 * asking about its own conference or another one.
 */
describeEachDialect("permissions: every back-office route, role and scope", ({ db, dialect }) => {
  let app: TestApp;
  let fx: Fixture;
  const records: Record<string, { own: number; other: number }> = {};
  const accounts: { role: AdminRole; all: boolean; client: TestClient }[] = [];

  beforeAll(async () => {
    app = await startTestApp(db(), dialect);
    fx = await conferenceFixture(db(), app.clock.now);
    const registration = async (conferenceId: number, participantTypeId: number) =>
      (await insertRegistration(db(), { conferenceId, participantTypeId })).id;
    const otherType = await insertParticipantType(db(), { conferenceId: fx.other.id });
    records.registrations = {
      own: await registration(fx.conference.id, fx.types.delegate.id),
      other: await registration(fx.other.id, otherType.id),
    };
    const device = (conferenceId: number, name: string) =>
      db()
        .insertInto("kioskDevices")
        .values({
          conferenceId,
          name,
          tokenHash: name.repeat(8).slice(0, 64),
          createTime: "2026-01-01T00:00:00.000Z",
        })
        .returning("id")
        .executeTakeFirstOrThrow();
    records.kioskDevices = {
      own: (await device(fx.conference.id, "deskA")).id,
      other: (await device(fx.other.id, "deskB")).id,
    };
    // Paid, so the walk's delete of a registration is refused and every later route still finds it.
    const line = async (registrationId: number) =>
      (await insertPayLine(db(), { registrationId, payStatus: 2, totalFee: 100_00, receivedFee: 100_00 })).id;
    records.payLines = {
      own: await line(records.registrations.own),
      other: await line(records.registrations.other),
    };
    const alertIn = async (conferenceId: number) =>
      (
        await db()
          .insertInto("paymentAlerts")
          .values({ kind: "stuck", conferenceId, createTime: "2026-01-01T00:00:00.000Z" })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id;
    const invoice = async (registrationId: number) => (await insertInvoice(db(), { registrationId })).id;
    records.invoices = {
      own: await invoice(records.registrations.own),
      other: await invoice(records.registrations.other),
    };
    records.paymentAlerts = { own: await alertIn(fx.conference.id), other: await alertIn(fx.other.id) };
    const message = async (registrationId: number, conferenceId: number) =>
      (await insertMail(db(), { registrationId, conferenceId })).id;
    records.outbox = {
      own: await message(records.registrations.own, fx.conference.id),
      other: await message(records.registrations.other, fx.other.id),
    };
    records.adminAccounts = { own: fx.staff.account.id, other: fx.otherStaff.account.id };
    const acceptedPaper = async (conferenceId: number) =>
      (
        await db()
          .insertInto("acceptedPapers")
          .values({
            conferenceId,
            paperId: `W${conferenceId}`,
            title: "Walk",
            createTime: "2026-01-01T00:00:00.000Z",
          })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id;
    records.acceptedPapers = {
      own: await acceptedPaper(fx.conference.id),
      other: await acceptedPaper(fx.other.id),
    };
    const group = async (conferenceId: number) => {
      const scheme = await insertGroupScheme(db(), { conferenceId });
      const at = "2026-01-01T00:00:00.000Z";
      return (
        await db()
          .insertInto("groups")
          .values({
            conferenceId,
            schemeId: scheme.id,
            groupCode: `WALK${conferenceId}`,
            createTime: at,
            updateTime: at,
          })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id;
    };
    records.groups = { own: await group(fx.conference.id), other: await group(fx.other.id) };
    for (const role of adminRoleValues) {
      for (const all of [false, true]) {
        const { account, password } = await insertAdmin(db(), {
          username: `walker-${role}-${all ? "all" : "one"}`,
          role,
          conferenceId: all ? null : fx.conference.id,
        });
        const client = app.client();
        expect((await client.post("/api/admin/login", { username: account.username, password })).status).toBe(
          200,
        );
        accounts.push({ role, all, client });
      }
    }
  });
  afterAll(() => app.close());

  it("every back-office operation declares a permission and a scope, except signing in, out and resetting", async () => {
    const admin = (await operations(app)).filter((op) => op.path.startsWith("/api/admin/"));
    expect(admin.length).toBeGreaterThan(5);
    for (const op of admin) {
      if (publicAdminRoutes.includes(op.operationId)) continue;
      expect(op.permission, op.operationId).toBeDefined();
      expect(op.scope, op.operationId).toBeDefined();
    }
  });

  it("answers each request as the permission table says, for every role and scope", async () => {
    const guarded = (await operations(app)).filter((op) => op.permission !== undefined);
    let checked = 0;
    for (const op of guarded) {
      for (const target of ["own", "other"] as const) {
        if (op.scope === "global" && target === "other") continue;
        for (const { role, all, client } of accounts) {
          const url = urlFor(op, target);
          const res = await client.request(
            op.method.toUpperCase(),
            url,
            op.method === "get" ? undefined : {},
          );
          const permitted =
            op.permission === "signedIn" ||
            hasPermission({ role, conferenceId: all ? null : fx.conference.id }, op.permission as Permission);
          const inScope = all || target === "own";
          const what = `${op.operationId} ${url} as role ${role} ${all ? "all" : "one"}`;
          const code = (res.body as { code?: string }).code;
          if (!permitted) {
            expect([res.status, code], what).toEqual([403, "FORBIDDEN"]);
          } else if (!inScope) {
            expect(res.status, what).toBe(op.scope === "record" ? 404 : 403);
          } else {
            expect([401, 403], what).not.toContain(res.status);
            expect(code ?? "", what).not.toMatch(/NOT_FOUND$/);
          }
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(40);
    // Every route times every account: several hundred requests, more as the back office grows.
  }, 180_000);

  function urlFor(op: Operation, target: "own" | "other"): string {
    const conferenceId = target === "own" ? fx.conference.id : fx.other.id;
    let url = op.path;
    if (op.scope === "record" && op.record) {
      const ids = records[op.record.table];
      if (!ids) throw new Error(`no ${op.record.table} record for ${op.operationId}`);
      url = url.replace(`{${op.record.param}}`, String(ids[target]));
    }
    url = url.replace("{conferenceId}", String(conferenceId));
    if (op.scope === "conferenceQuery") url += `?conferenceId=${conferenceId}`;
    return url;
  }
});
