import { Actor } from "@confreg/shared";
import type { Insertable } from "kysely";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { PaymentAlertsTable } from "#db/tables/payment-orders";
import { transact } from "#db/transact";
import { type AuditEntry, writeAudit } from "#lib/audit/write-audit";
import { insertParticipantType, insertPayLine, insertRegistration } from "#seed/index";
import { startTestApp, type TestApp, type TestClient } from "../helpers/app";
import { describeEachDialect } from "../helpers/database";
import { conferenceFixture, type Fixture } from "../helpers/fixtures";
import { officeClients } from "../helpers/office-clients";

type Page<T> = { items: T[]; total: number };
type Row = { id: number; conference: { id: number }; actions: string[] };
type History = { action: string; actor: { kind: string; name: string }; reason: string };
type Alert = { id: number; resolved: boolean; registrationId: number | null };

describeEachDialect("back-office payment list, detail and alerts", ({ db, dialect }) => {
  let app: TestApp;
  let fx: Fixture;
  const line: Record<"a1" | "b1" | "c1" | "c2" | "o1", number> = { a1: 0, b1: 0, c1: 0, c2: 0, o1: 0 };
  const alert: Record<"mismatch" | "unknown" | "stuck" | "done", number> = {
    mismatch: 0,
    unknown: 0,
    stuck: 0,
    done: 0,
  };
  let registrationA = 0;
  let voucher = 0;
  let staff: TestClient;
  let otherStaff: TestClient;
  let admin: TestClient;
  let checkin: TestClient;
  const ids = (res: { body: Page<{ id: number }> }) => res.body.items.map((r) => r.id);

  const audit = (entry: AuditEntry, at: string) =>
    transact(db(), (tx) => writeAudit(tx, entry), { at: new Date(at) });
  const insertAlert = async (values: Omit<Insertable<PaymentAlertsTable>, "createTime">) =>
    (
      await db()
        .insertInto("paymentAlerts")
        .values({ createTime: "2026-03-01T00:00:00.000Z", ...values })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;

  beforeAll(async () => {
    app = await startTestApp(db(), dialect);
    fx = await conferenceFixture(db(), app.clock.now);
    const base = { conferenceId: fx.conference.id, participantTypeId: fx.types.delegate.id };
    const a = await insertRegistration(db(), {
      ...base,
      name: "王小明",
      unit: "清华大学",
      phone: "13911112222",
    });
    const b = await insertRegistration(db(), { ...base, name: "Emily Chen", email: "emily@example.org" });
    const c = await insertRegistration(db(), { ...base, name: "刘洋" });
    const gone = await insertRegistration(db(), { ...base, name: "王小明", isDeleted: 1 });
    const otherType = await insertParticipantType(db(), { conferenceId: fx.other.id });
    const o = await insertRegistration(db(), { conferenceId: fx.other.id, participantTypeId: otherType.id });
    registrationA = a.id;
    voucher = (
      await db()
        .insertInto("uploads")
        .values({
          kind: "transferVoucher",
          storageKey: "voucher-a1",
          mime: "image/png",
          size: 1,
          sha256: "0".repeat(64),
          ownerKind: Actor.attendee,
          ownerId: null,
          registrationId: a.id,
          conferenceId: fx.conference.id,
          createTime: "2026-03-01T00:00:00.000Z",
        })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
    const fee = { totalFee: 200_000 };
    line.a1 = (
      await insertPayLine(db(), {
        registrationId: a.id,
        payType: 1,
        payStatus: 1,
        ...fee,
        transferVoucher: voucher,
      })
    ).id;
    line.b1 = (
      await insertPayLine(db(), {
        registrationId: b.id,
        payType: 2,
        payStatus: 2,
        ...fee,
        receivedFee: 200_000,
        outTradeNo: "TAM0000000201",
        transactionId: "2026030122001400000001",
      })
    ).id;
    line.c1 = (
      await insertPayLine(db(), {
        registrationId: c.id,
        payType: 1,
        payStatus: -1,
        ...fee,
        receivedFee: 200_000,
      })
    ).id;
    line.c2 = (
      await insertPayLine(db(), { registrationId: c.id, payType: 3, payStatus: 0, totalFee: 30_000 })
    ).id;
    await insertPayLine(db(), { registrationId: gone.id, payType: 1, payStatus: 1, ...fee });
    line.o1 = (await insertPayLine(db(), { registrationId: o.id, payType: 3, payStatus: 2, ...fee })).id;
    await db()
      .insertInto("refundRequests")
      .values({
        payLineId: line.c1,
        payType: 1,
        name: "刘洋",
        idNumberEnc: app.pii.encrypt("11010519491231002X"),
        bankNumber: "6222021234567890123",
        bank: "工商银行",
        reason: "不能参会",
        createTime: "2026-03-03T00:00:00.000Z",
      })
      .execute();
    const order = {
      payLineId: line.b1,
      provider: "alipay",
      payType: 2 as const,
      amount: 200_000,
      currency: "CNY" as const,
    };
    const at = { expiresAt: "2026-03-01T00:30:00.000Z", updateTime: "2026-03-01T00:00:00.000Z" };
    await db()
      .insertInto("paymentOrders")
      .values([
        {
          ...order,
          ...at,
          outTradeNo: "TAM0000000201",
          channel: "pc",
          status: "closed",
          createTime: "2026-03-01T00:00:00.000Z",
        },
        {
          ...order,
          ...at,
          outTradeNo: "TAM0000000201R1",
          channel: "mobile",
          status: "paid",
          createTime: "2026-03-01T00:05:00.000Z",
        },
      ])
      .execute();
    const onC1 = { entityId: line.c1, conferenceId: fx.conference.id };
    await audit(
      { ...onC1, action: "payment.uploadVoucher", actor: { kind: Actor.attendee, id: null }, from: 0, to: 1 },
      "2026-03-01T00:00:00Z",
    );
    const staffActor = { kind: Actor.admin, id: fx.staff.account.id };
    const received = { amounts: { currency: "CNY", receivedFee: 200_000 } };
    await audit(
      { ...onC1, action: "payment.confirmPayment", actor: staffActor, from: 1, to: 2, ...received },
      "2026-03-02T00:00:00Z",
    );
    await audit(
      { ...onC1, action: "registration.create", actor: { kind: Actor.system, id: null } },
      "2026-03-02T01:00:00Z",
    );
    await audit(
      {
        ...onC1,
        action: "payment.requestRefund",
        actor: { kind: Actor.attendee, id: null },
        from: 2,
        to: -1,
        reason: "不能参会",
      },
      "2026-03-03T00:00:00Z",
    );
    const onB1 = { entityId: line.b1, conferenceId: fx.conference.id, data: { provider: "alipay" } };
    await audit(
      { ...onB1, action: "payment.providerPaid", actor: { kind: Actor.provider, id: null }, from: 1, to: 2 },
      "2026-03-01T00:06:00Z",
    );
    alert.mismatch = await insertAlert({
      kind: "amountMismatch",
      conferenceId: fx.conference.id,
      payLineId: line.a1,
      provider: "alipay",
      detail: "paid 1.00 CNY, owed 2000.00 CNY",
    });
    alert.unknown = await insertAlert({
      kind: "unknownOrder",
      conferenceId: null,
      payLineId: null,
      provider: "wechat",
      outTradeNo: "ZZZ404",
    });
    alert.stuck = await insertAlert({ kind: "stuck", conferenceId: fx.other.id, payLineId: line.o1 });
    alert.done = await insertAlert({
      kind: "refundFailed",
      conferenceId: fx.conference.id,
      payLineId: line.c1,
      resolvedBy: fx.admin.account.id,
      resolvedTime: "2026-03-02T00:00:00.000Z",
    });
    ({ staff, otherStaff, admin, checkin } = await officeClients(db(), app, fx, "checker-payments"));
  });
  afterAll(() => app.close());

  it("lists the scope's live lines newest first; each filter narrows to lines with that value", async () => {
    const all = await staff.get<Page<Row>>("/api/admin/payments");
    expect([ids(all), all.body.total]).toEqual([[line.c2, line.c1, line.b1, line.a1], 4]);
    expect(ids(await staff.get("/api/admin/payments?payType=1"))).toEqual([line.c1, line.a1]);
    expect(ids(await staff.get("/api/admin/payments?payStatus=2"))).toEqual([line.b1]);
    expect(ids(await staff.get("/api/admin/payments?payType=3&payStatus=0"))).toEqual([line.c2]);
    const paged = await staff.get<Page<Row>>("/api/admin/payments?size=5&page=1&payStatus=-1");
    expect([ids(paged), paged.body.total]).toEqual([[line.c1], 1]);
  });

  it("a keyword finds a name, a unit, a whole phone, a trade number or a transaction id; part of a phone finds nothing", async () => {
    const find = async (keyword: string) =>
      ids(await staff.get(`/api/admin/payments?keyword=${encodeURIComponent(keyword)}`));
    expect(await find("Emily")).toEqual([line.b1]);
    expect(await find("王小明")).toEqual([line.a1]);
    expect(await find("清华大学")).toEqual([line.a1]);
    expect(await find("13911112222")).toEqual([line.a1]);
    expect(await find("1391111")).toEqual([]);
    expect(await find("TAM0000000201")).toEqual([line.b1]);
    expect(await find("2026030122001400000001")).toEqual([line.b1]);
  });

  it("rows carry what an administrator may do next and masked phones", async () => {
    const rows = (
      await staff.get<Page<Row & { phoneMasked: string; hasVoucher: boolean }>>("/api/admin/payments")
    ).body.items;
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(line.a1)).toMatchObject({
      actions: ["confirmPayment", "returnToReview"],
      phoneMasked: "139****2222",
      hasVoucher: true,
    });
    expect(byId.get(line.c1)?.actions).toEqual(["approveRefund", "rejectRefund", "confirmRefund"]);
    expect(byId.get(line.b1)?.actions).toEqual(["confirmRefund"]);
  });

  it("a staff account of another conference sees none of it: 404 for a line, 403 for the conference", async () => {
    expect(ids(await otherStaff.get("/api/admin/payments"))).toEqual([line.o1]);
    expect((await otherStaff.get(`/api/admin/pay-lines/${line.a1}`)).status).toBe(404);
    expect((await otherStaff.get(`/api/admin/payments?conferenceId=${fx.conference.id}`)).status).toBe(403);
  });

  it("the all-conferences admin sees every conference, and one when it asks", async () => {
    const all = await admin.get<Page<Row>>("/api/admin/payments");
    expect(ids(all)).toEqual([line.o1, line.c2, line.c1, line.b1, line.a1]);
    expect(all.body.items[0]?.conference.id).toBe(fx.other.id);
    expect(ids(await admin.get(`/api/admin/payments?conferenceId=${fx.other.id}`))).toEqual([line.o1]);
  });

  it("a check-in account is refused the list, the detail and the alerts", async () => {
    for (const path of [
      "/api/admin/payments",
      `/api/admin/pay-lines/${line.a1}`,
      "/api/admin/payment-alerts",
    ]) {
      expect((await checkin.get(path)).status, path).toBe(403);
    }
  });

  it("the detail masks the refund's ID and bank numbers and lists the voucher and the orders", async () => {
    const res = await staff.get<Record<string, unknown>>(`/api/admin/pay-lines/${line.c1}`);
    expect(res.body.refund).toEqual({
      reason: "不能参会",
      name: "刘洋",
      bankNumberMasked: "***************0123",
      bank: "工商银行",
      refundType: null,
      rejectReason: "",
      createTime: "2026-03-03T00:00:00.000Z",
      idNumberMasked: "110105********002X",
      // The whole line's money (an attendee's request), not part of it.
      amount: null,
    });
    expect(JSON.stringify(res.body)).not.toMatch(/11010519491231002X|6222021234567890123/);
    const a1 = (await staff.get<Record<string, unknown>>(`/api/admin/pay-lines/${line.a1}`)).body;
    expect(a1.voucher).toEqual({ id: voucher, url: `/api/uploads/${voucher}` });
    const b1 = (
      await staff.get<{ orders: { outTradeNo: string; channel: string; status: string }[] }>(
        `/api/admin/pay-lines/${line.b1}`,
      )
    ).body;
    expect(b1.orders.map((o) => [o.outTradeNo, o.channel, o.status])).toEqual([
      ["TAM0000000201", "pc", "closed"],
      ["TAM0000000201R1", "mobile", "paid"],
    ]);
  });

  it("the history lists the line's audit rows in order, with who did each", async () => {
    const c1 = (await staff.get<{ history: History[] }>(`/api/admin/pay-lines/${line.c1}`)).body.history;
    expect(c1.map((h) => [h.action, h.actor.kind, h.actor.name, h.reason])).toEqual([
      ["payment.uploadVoucher", "attendee", "attendee", ""],
      ["payment.confirmPayment", "admin", fx.staff.account.username, ""],
      ["payment.requestRefund", "attendee", "attendee", "不能参会"],
    ]);
    expect(c1[1]).toMatchObject({ fromState: "1", toState: "2", receivedFee: 200_000 });
    const b1 = (await staff.get<{ history: History[] }>(`/api/admin/pay-lines/${line.b1}`)).body.history;
    expect(b1.map((h) => h.actor)).toEqual([{ kind: "provider", name: "alipay" }]);
  });

  it("an alert about an unknown order is seen only by an all-conferences account", async () => {
    expect(ids(await staff.get("/api/admin/payment-alerts"))).toEqual([alert.mismatch]);
    expect(ids(await otherStaff.get("/api/admin/payment-alerts"))).toEqual([alert.stuck]);
    expect(ids(await admin.get("/api/admin/payment-alerts"))).toEqual([
      alert.stuck,
      alert.unknown,
      alert.mismatch,
    ]);
    expect(ids(await admin.get(`/api/admin/payment-alerts?conferenceId=${fx.conference.id}`))).toEqual([
      alert.mismatch,
    ]);
    expect(ids(await staff.get("/api/admin/payment-alerts?resolved=true"))).toEqual([alert.done]);
    expect((await staff.post(`/api/admin/payment-alerts/${alert.unknown}/resolve`, {})).status).toBe(404);
    const first = (await staff.get<Page<Alert>>("/api/admin/payment-alerts")).body.items[0];
    expect(first?.registrationId).toBe(registrationA);
  });

  it("resolving an alert takes it off the unresolved list and writes one audit row", async () => {
    const res = await staff.post<Alert>(`/api/admin/payment-alerts/${alert.mismatch}/resolve`, {});
    expect([res.status, res.body.resolved]).toEqual([200, true]);
    expect(ids(await staff.get("/api/admin/payment-alerts"))).toEqual([]);
    expect(ids(await staff.get("/api/admin/payment-alerts?resolved=true"))).toEqual([
      alert.done,
      alert.mismatch,
    ]);
    expect((await staff.post(`/api/admin/payment-alerts/${alert.mismatch}/resolve`, {})).status).toBe(200);
    const rows = await db()
      .selectFrom("auditLog")
      .select(["action", "entity", "actorKind", "actorId"])
      .where("action", "=", "paymentAlert.resolve")
      .where("entityId", "=", alert.mismatch)
      .execute();
    expect(rows).toEqual([
      {
        action: "paymentAlert.resolve",
        entity: "paymentAlert",
        actorKind: "admin",
        actorId: fx.staff.account.id,
      },
    ]);
    const stored = await db()
      .selectFrom("paymentAlerts")
      .select("resolvedBy")
      .where("id", "=", alert.mismatch)
      .executeTakeFirstOrThrow();
    expect(stored.resolvedBy).toBe(fx.staff.account.id);
  });
});
