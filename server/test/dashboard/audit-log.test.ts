import type { Kysely } from "kysely";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Database } from "#db/schema";
import { insertAdmin, insertPayLine, insertRegistration } from "#seed/index";
import { startTestApp, type TestApp, type TestClient } from "../helpers/app";
import { describeEachDialect } from "../helpers/database";
import { conferenceFixture, type Fixture } from "../helpers/fixtures";
import { officeClients } from "../helpers/office-clients";

type Entry = {
  id: number;
  action: string;
  entity: string;
  entityId: number | null;
  fromState: string | null;
  toState: string | null;
  actor: { kind: string; name: string };
  reason: string;
  conferenceId: number | null;
  registrationId: number | null;
  time: string;
};
type Page = { items: Entry[]; next: number | null };

/** An audit row as a feature would have written it, at a known time. */
async function row(
  db: Kysely<Database>,
  values: {
    action: string;
    entity?: string;
    entityId?: number | null;
    conferenceId?: number | null;
    actorKind?: string;
    actorId?: number | null;
    createTime?: string;
    reason?: string | null;
  },
) {
  const inserted = await db
    .insertInto("auditLog")
    .values({
      actorKind: (values.actorKind ?? "system") as "system",
      actorId: values.actorId ?? null,
      action: values.action as "conference.update",
      event: null,
      entity: values.entity ?? "conference",
      entityId: values.entityId ?? null,
      conferenceId: values.conferenceId ?? null,
      fromState: null,
      toState: null,
      reason: values.reason ?? null,
      data: "{}",
      createTime: values.createTime ?? "2026-03-01T00:00:00.000Z",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return inserted.id;
}

describeEachDialect("back-office audit log", ({ db, dialect }) => {
  let app: TestApp;
  let fx: Fixture;
  let staff: TestClient;
  let admin: TestClient;
  let conferenceAdmin: TestClient;
  const ids = { early: 0, late: 0, other: 0, none: 0, confirm: 0, lineId: 0, registrationId: 0 };
  const list = async (client: TestClient, query = "") =>
    (await client.get<Page>(`/api/admin/audit${query}`)).body;
  const idsOf = (page: Page) => page.items.map((entry) => entry.id);

  beforeAll(async () => {
    app = await startTestApp(db(), dialect);
    fx = await conferenceFixture(db(), app.clock.now);
    const conferenceId = fx.conference.id;
    // 23:30 on 1 March and 08:30 on 2 March in Shanghai (UTC+8).
    ids.early = await row(db(), {
      action: "conference.update",
      entityId: conferenceId,
      conferenceId,
      createTime: "2026-03-01T15:30:00.000Z",
      reason: "early",
    });
    ids.late = await row(db(), {
      action: "conference.feeTable",
      entityId: conferenceId,
      conferenceId,
      createTime: "2026-03-02T00:30:00.000Z",
    });
    ids.other = await row(db(), {
      action: "conference.update",
      entityId: fx.other.id,
      conferenceId: fx.other.id,
      createTime: "2026-03-02T01:00:00.000Z",
    });
    ids.none = await row(db(), {
      action: "admin.login",
      entity: "adminAccount",
      actorKind: "admin",
      actorId: fx.admin.account.id,
      entityId: fx.admin.account.id,
      createTime: "2026-03-03T01:00:00.000Z",
    });
    ({ staff, admin } = await officeClients(db(), app, fx, "checker-audit"));
    // A change made through the product: the administrator confirms a transfer.
    const registration = await insertRegistration(db(), {
      conferenceId,
      participantTypeId: fx.types.delegate.id,
    });
    const line = await insertPayLine(db(), {
      registrationId: registration.id,
      payType: 1,
      totalFee: 200_000,
    });
    ids.lineId = line.id;
    ids.registrationId = registration.id;
    const confirmed = await admin.post(`/api/admin/pay-lines/${line.id}/confirm`, { receivedFee: 200_000 });
    expect(confirmed.status).toBe(200);
    const own = await insertAdmin(db(), { username: "conference-admin-audit", role: 1, conferenceId });
    conferenceAdmin = app.client();
    await conferenceAdmin.post("/api/admin/login", {
      username: own.account.username,
      password: own.password,
    });
  });
  afterAll(() => app.close());

  it("finds a change made in the back office: who, what, from and to, and the registration it concerns", async () => {
    const page = await list(admin, `?action=payment.confirmPayment`);
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      action: "payment.confirmPayment",
      entity: "payLine",
      entityId: ids.lineId,
      fromState: "0",
      toState: "2",
      actor: { kind: "admin", name: fx.admin.account.username },
      conferenceId: fx.conference.id,
      registrationId: ids.registrationId,
    });
    const byActor = await list(admin, `?actor=${fx.admin.account.username}&entity=payLine`);
    expect(byActor.items.map((entry) => entry.entityId)).toEqual([ids.lineId]);
  });

  it("filters by conference, record, action, actor kind and days of the conference's zone", async () => {
    const conferenceId = fx.conference.id;
    expect(idsOf(await list(admin, `?conferenceId=${conferenceId}&entity=conference`))).toEqual([
      ids.late,
      ids.early,
    ]);
    expect(idsOf(await list(admin, `?entity=conference&entityId=${fx.other.id}`))).toEqual([ids.other]);
    expect(idsOf(await list(admin, "?action=conference.update"))).toEqual([ids.other, ids.early]);
    expect(idsOf(await list(admin, "?actorKind=system&entity=conference"))).toEqual([
      ids.other,
      ids.late,
      ids.early,
    ]);
    const day = (from: string, to: string) =>
      list(admin, `?conferenceId=${conferenceId}&entity=conference&from=${from}&to=${to}`);
    expect(idsOf(await day("2026-03-01", "2026-03-01"))).toEqual([ids.early]);
    expect(idsOf(await day("2026-03-02", "2026-03-02"))).toEqual([ids.late]);
    expect(idsOf(await day("2026-03-03", "2026-03-09"))).toEqual([]);
  });

  it("pages newest first after a row id, and says where the next page starts", async () => {
    const all = idsOf(await list(admin, "?size=100"));
    expect(all.length).toBeGreaterThanOrEqual(5);
    expect(all).toEqual([...all].sort((a, b) => b - a));
    const first = await list(admin, "?size=20&entity=conference");
    expect([idsOf(first), first.next]).toEqual([[ids.other, ids.late, ids.early], null]);
    const rows = Array.from({ length: 21 }, (_, i) => i);
    const made: number[] = [];
    for (const i of rows)
      made.push(await row(db(), { action: "groupScheme.create", entity: "groupScheme", entityId: i + 1 }));
    const one = await list(admin, "?entity=groupScheme&size=20");
    expect(one.items).toHaveLength(20);
    expect(one.next).toBe(made[1]);
    const two = await list(admin, `?entity=groupScheme&size=20&after=${one.next}`);
    expect([idsOf(two), two.next]).toEqual([[made[0]], null]);
  });

  it("an administrator of one conference reads only its rows; staff and bad filters are refused", async () => {
    const own = await list(conferenceAdmin, "?entity=conference");
    expect(idsOf(own)).toEqual([ids.late, ids.early]);
    expect((await conferenceAdmin.get(`/api/admin/audit?conferenceId=${fx.other.id}`)).status).toBe(403);
    expect((await staff.get("/api/admin/audit")).status).toBe(403);
    expect((await app.client().get("/api/admin/audit")).status).toBe(401);
    const backwards = await admin.get<{ code: string; details: { fields: { path: string }[] } }>(
      "/api/admin/audit?from=2026-03-05&to=2026-03-01",
    );
    expect(backwards.status).toBe(400);
    expect(backwards.body.details.fields.map((f) => f.path)).toEqual(["to"]);
    expect((await admin.get("/api/admin/audit?action=nothing.real")).status).toBe(400);
  });
});
