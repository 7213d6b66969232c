import { randomUUID } from "node:crypto";
import type { AuditAction } from "@confreg/shared";
import { afterAll, beforeAll, expect, it } from "vitest";
import { insertPayLine } from "#seed/index";
import { startTestApp, type TestApp, type TestClient } from "../helpers/app";
import { describeEachDialect } from "../helpers/database";
import {
  type CheckinConference,
  checkinConference,
  checkinEvent,
  countWhere,
  enrolKiosk,
  officeAccount,
  postEvents,
  registrant,
} from "./harness";

const minute = 60_000;
const hour = 60 * minute;

const printEvent = (registrationId: number, printedAt: Date) => ({
  kind: "print",
  clientId: randomUUID(),
  registrationId,
  printedAt: printedAt.toISOString(),
  reprint: false,
  reason: "",
});
const paymentEvent = (registrationId: number, receivedFee: number, at: Date, currency?: string) => ({
  kind: "onsitePayment",
  clientId: randomUUID(),
  registrationId,
  receivedFee,
  ...(currency ? { currency } : {}),
  at: at.toISOString(),
  operator: "小李",
});

/**
 * The trust issue's kiosk part (DOMAIN.md §9): a revoked kiosk hands in only what it recorded before its
 * revocation and no money; a live kiosk's onsite payment is what is owed; an event's time lies between the
 * registration's creation and the server's clock plus five minutes. Every refusal records nothing.
 */
describeEachDialect("kiosk events a stolen or wrong kiosk cannot slip in", ({ db, dialect }) => {
  let app: TestApp;
  let onsite: CheckinConference;
  let admin: TestClient;
  let gate: { token: string; deviceId: number };

  beforeAll(async () => {
    app = await startTestApp(db(), dialect);
    onsite = await checkinConference(db(), app.clock.now, { isOnsite: true });
    admin = await officeAccount(app, db(), 1, null);
    gate = await enrolKiosk(app, admin, onsite.conference.id, "Gate");
  });
  afterAll(() => app.close());

  /** Audit rows of these actions about the entity. */
  const audited = async (entityId: number, actions: AuditAction[]) =>
    (
      await db()
        .selectFrom("auditLog")
        .select("id")
        .where("entityId", "=", entityId)
        .where("action", "in", actions)
        .execute()
    ).length;
  const deskActions: AuditAction[] = ["checkin.record", "checkin.repeat", "badge.print", "badge.reprint"];

  /** The fee lines of a registration as stored, in order. */
  const linesOf = (registrationId: number) =>
    db()
      .selectFrom("payLines")
      .select(["payStatus", "payType", "totalFee", "receivedFee"])
      .where("registrationId", "=", registrationId)
      .orderBy("seq")
      .execute();

  it("a revoked kiosk's events dated after its revocation are refused and record nothing; those before still apply", async () => {
    const person = await registrant(db(), onsite, 2);
    const other = await registrant(db(), onsite, 2, "李雷");
    const stolen = await enrolKiosk(app, admin, onsite.conference.id, "Stolen");
    const revokedAt = new Date(app.clock.now);
    expect((await admin.post(`/api/admin/kiosks/${stolen.deviceId}/revoke`)).status).toBe(200);
    const saved = app.clock.now;
    // Three hours later the thief posts a check-in dated two hours after the revocation.
    app.clock.now = new Date(revokedAt.getTime() + 3 * hour);
    try {
      const before = checkinEvent(person.id, new Date(revokedAt.getTime() - minute));
      const after = checkinEvent(other.id, new Date(revokedAt.getTime() + 2 * hour));
      const printAfter = printEvent(other.id, new Date(revokedAt.getTime() + 2 * hour));
      const res = await postEvents(app, stolen.token, [before, after, printAfter]);
      expect(res.status).toBe(200);
      expect(res.body.results).toEqual([
        expect.objectContaining({ clientId: before.clientId, status: "applied" }),
        {
          clientId: after.clientId,
          status: "refused",
          reason: "KIOSK_REVOKED_EVENT",
          details: { revokedAt: revokedAt.toISOString() },
        },
        {
          clientId: printAfter.clientId,
          status: "refused",
          reason: "KIOSK_REVOKED_EVENT",
          details: { revokedAt: revokedAt.toISOString() },
        },
      ]);
      expect(await countWhere(db(), "checkinEvents", "registrationId", other.id)).toBe(0);
      expect(await countWhere(db(), "badgePrints", "registrationId", other.id)).toBe(0);
      expect(await audited(other.id, deskActions)).toBe(0);
      const signedIn = await db()
        .selectFrom("registrations")
        .select("isSignIn")
        .where("id", "=", other.id)
        .executeTakeFirstOrThrow();
      expect(signedIn.isSignIn).toBe(0);
    } finally {
      app.clock.now = saved;
    }
  });

  it("a revoked kiosk never posts a payment, however early it is dated: the fee stays unpaid", async () => {
    const person = await registrant(db(), onsite, 0, "韩梅梅", 280_000);
    const stolen = await enrolKiosk(app, admin, onsite.conference.id, "Stolen payments");
    expect((await admin.post(`/api/admin/kiosks/${stolen.deviceId}/revoke`)).status).toBe(200);
    const backdated = paymentEvent(person.id, 280_000, new Date(app.clock.now.getTime() - hour));
    const res = await postEvents(app, stolen.token, [backdated]);
    expect(res.body.results[0]).toMatchObject({ status: "refused", reason: "KIOSK_REVOKED_EVENT" });
    expect(await linesOf(person.id)).toEqual([
      { payStatus: 0, payType: 1, totalFee: 280_000, receivedFee: 0 },
    ]);
    expect(await countWhere(db(), "checkinEvents", "clientId", backdated.clientId)).toBe(0);
  });

  it("a live kiosk's onsite payment of 0.01 for a 2,800.00 fee is refused with what is owed, and changes nothing", async () => {
    const person = await registrant(db(), onsite, 0, "张伟", 280_000);
    for (const [fee, currency] of [
      [1, undefined],
      [279_999, "CNY"],
      [280_001, "CNY"],
      [280_000, "USD"],
    ] as const) {
      const event = paymentEvent(person.id, fee, app.clock.now, currency);
      const res = await postEvents(app, gate.token, [event]);
      expect(res.body.results).toEqual([
        {
          clientId: event.clientId,
          status: "refused",
          reason: "ONSITE_PAYMENT_AMOUNT",
          details: { owed: 280_000, currency: "CNY" },
        },
      ]);
      expect(await countWhere(db(), "checkinEvents", "clientId", event.clientId)).toBe(0);
    }
    expect(await linesOf(person.id)).toEqual([
      { payStatus: 0, payType: 1, totalFee: 280_000, receivedFee: 0 },
    ]);
    expect(await audited(person.lineId, ["payment.confirmPayment"])).toBe(0);
  });

  it("the exact amount owed, over every open line, settles each line with its own fee", async () => {
    const person = await registrant(db(), onsite, 0, "刘洋", 280_000);
    await insertPayLine(db(), { registrationId: person.id, payType: 1, payStatus: 0, totalFee: 20_000 });
    const firstLineOnly = paymentEvent(person.id, 280_000, app.clock.now, "CNY");
    expect((await postEvents(app, gate.token, [firstLineOnly])).body.results[0]).toMatchObject({
      status: "refused",
      reason: "ONSITE_PAYMENT_AMOUNT",
      details: { owed: 300_000, currency: "CNY" },
    });
    const exact = paymentEvent(person.id, 300_000, app.clock.now, "CNY");
    expect((await postEvents(app, gate.token, [exact])).body.results[0]?.status).toBe("applied");
    expect(await linesOf(person.id)).toEqual([
      { payStatus: 2, payType: 5, totalFee: 280_000, receivedFee: 280_000 },
      { payStatus: 2, payType: 5, totalFee: 20_000, receivedFee: 20_000 },
    ]);
    const recorded = await db()
      .selectFrom("checkinEvents")
      .select(["kind", "receivedFee"])
      .where("clientId", "=", exact.clientId)
      .executeTakeFirstOrThrow();
    expect(recorded).toEqual({ kind: "onsitePayment", receivedFee: 300_000 });
  });

  it("a check-in dated before the registration existed (a 1970 clock) is refused and records nothing", async () => {
    const person = await registrant(db(), onsite, 2, "赵敏");
    const registeredAt = new Date(person.createTime);
    for (const at of [new Date(0), new Date(registeredAt.getTime() - 1)]) {
      const event = checkinEvent(person.id, at);
      expect((await postEvents(app, gate.token, [event])).body.results).toEqual([
        {
          clientId: event.clientId,
          status: "refused",
          reason: "EVENT_BEFORE_REGISTRATION",
          details: { registeredAt: registeredAt.toISOString() },
        },
      ]);
    }
    expect(await countWhere(db(), "checkinEvents", "registrationId", person.id)).toBe(0);
    expect(await audited(person.id, deskActions)).toBe(0);
    // The moment it was made is a time it may be checked in at.
    const atCreation = checkinEvent(person.id, registeredAt);
    expect((await postEvents(app, gate.token, [atCreation])).body.results[0]).toMatchObject({
      status: "applied",
      checkin: { at: registeredAt.toISOString() },
    });
  });

  it("a check-in dated more than five minutes beyond the server's clock is refused; four minutes ahead is taken as dated", async () => {
    const person = await registrant(db(), onsite, 2, "周杰");
    const ahead = checkinEvent(person.id, new Date(app.clock.now.getTime() + 5 * minute + 1_000));
    expect((await postEvents(app, gate.token, [ahead])).body.results).toEqual([
      {
        clientId: ahead.clientId,
        status: "refused",
        reason: "EVENT_AFTER_SERVER_TIME",
        details: { serverTime: app.clock.now.toISOString() },
      },
    ]);
    expect(await countWhere(db(), "checkinEvents", "registrationId", person.id)).toBe(0);
    const slightlyFast = new Date(app.clock.now.getTime() + 4 * minute);
    const taken = await postEvents(app, gate.token, [checkinEvent(person.id, slightlyFast)]);
    expect(taken.body.results[0]).toMatchObject({
      status: "applied",
      checkin: { at: slightlyFast.toISOString() },
    });
  });

  it("badge prints and onsite payments follow the same time rules", async () => {
    const paid = await registrant(db(), onsite, 2, "孙丽");
    const unpaid = await registrant(db(), onsite, 0, "吴刚", 280_000);
    const later = new Date(app.clock.now.getTime() + 6 * minute);
    const events = [
      printEvent(paid.id, new Date(0)),
      printEvent(paid.id, later),
      paymentEvent(unpaid.id, 280_000, new Date(0)),
      paymentEvent(unpaid.id, 280_000, later),
    ];
    const res = await postEvents(app, gate.token, events);
    expect(res.body.results.map((r) => [r.status, r.reason])).toEqual([
      ["refused", "EVENT_BEFORE_REGISTRATION"],
      ["refused", "EVENT_AFTER_SERVER_TIME"],
      ["refused", "EVENT_BEFORE_REGISTRATION"],
      ["refused", "EVENT_AFTER_SERVER_TIME"],
    ]);
    expect(await countWhere(db(), "badgePrints", "registrationId", paid.id)).toBe(0);
    expect(await countWhere(db(), "checkinEvents", "registrationId", unpaid.id)).toBe(0);
    expect(await linesOf(unpaid.id)).toEqual([
      { payStatus: 0, payType: 1, totalFee: 280_000, receivedFee: 0 },
    ]);
  });
});
