import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startTestApp, type TestApp, type TestClient } from "../helpers/app";
import { describeEachDialect } from "../helpers/database";
import { kioskApi } from "../helpers/kiosk";
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

describeEachDialect("kiosk events: check-ins, prints, onsite payments", ({ db, dialect }) => {
  let app: TestApp;
  let onsite: CheckinConference;
  let noOnsite: CheckinConference;
  let admin: TestClient;
  let gateA: { token: string; deviceId: number };
  let gateB: { token: string; deviceId: number };
  let plainKiosk: { token: string };

  beforeAll(async () => {
    app = await startTestApp(db(), dialect);
    onsite = await checkinConference(db(), app.clock.now, { isOnsite: true });
    noOnsite = await checkinConference(db(), app.clock.now, { isOnsite: false });
    admin = await officeAccount(app, db(), 1, null);
    gateA = await enrolKiosk(app, admin, onsite.conference.id, "Gate A");
    gateB = await enrolKiosk(app, admin, onsite.conference.id, "Gate B");
    plainKiosk = await enrolKiosk(app, admin, noOnsite.conference.id, "Desk");
  });
  afterAll(() => app.close());

  it("the same check-in sent twice is recorded once; the second answer is a duplicate of the first", async () => {
    const person = await registrant(db(), onsite, 2);
    const event = checkinEvent(person.id, app.clock.now);
    const first = await postEvents(app, gateA.token, [event]);
    expect(first.status).toBe(200);
    expect(first.body.results).toEqual([
      {
        clientId: event.clientId,
        status: "applied",
        checkin: {
          pointId: onsite.mainPointId,
          pointName: { zh: "报到处", en: "Registration desk" },
          at: app.clock.now.toISOString(),
          deviceName: "Gate A",
          method: "idNumber",
          repeat: false,
        },
      },
    ]);
    const again = await postEvents(app, gateA.token, [event, event]);
    expect(again.body.results.map((r) => r.status)).toEqual(["duplicate", "duplicate"]);
    expect(again.body.results[0]?.checkin).toEqual(first.body.results[0]?.checkin);
    expect(await countWhere(db(), "checkinEvents", "clientId", event.clientId)).toBe(1);
    expect(await countWhere(db(), "auditLog", "entityId", person.id)).toBeGreaterThan(0);
    const audit = await db()
      .selectFrom("auditLog")
      .select(["actorKind", "actorId", "conferenceId"])
      .where("action", "=", "checkin.record")
      .where("entityId", "=", person.id)
      .execute();
    expect(audit).toEqual([
      { actorKind: "device", actorId: gateA.deviceId, conferenceId: onsite.conference.id },
    ]);
    const row = await db()
      .selectFrom("registrations")
      .select(["isSignIn", "signInTime"])
      .where("id", "=", person.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ isSignIn: 1, signInTime: app.clock.now.toISOString() });
  });

  it("the same events delivered by several requests at once are recorded once each", async () => {
    const people = [await registrant(db(), onsite, 2), await registrant(db(), onsite, 2)];
    const events = people.map((p, i) => checkinEvent(p.id, new Date(app.clock.now.getTime() - i * minute)));
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => postEvents(app, i % 2 ? gateA.token : gateB.token, events)),
    );
    for (const answer of answers) expect(answer.status).toBe(200);
    for (const [index, event] of events.entries()) {
      const statuses = answers.map((a) => a.body.results[index]?.status).sort();
      expect(statuses).toEqual(["applied", "duplicate", "duplicate", "duplicate", "duplicate", "duplicate"]);
      expect(await countWhere(db(), "checkinEvents", "clientId", event.clientId)).toBe(1);
    }
  });

  it("two kiosks offline: the earlier scan, arriving later, becomes the check-in and the other a repeat", async () => {
    const person = await registrant(db(), onsite, 2);
    const early = new Date(app.clock.now.getTime() - 10 * minute);
    const late = new Date(app.clock.now.getTime() - 5 * minute);
    const fromB = checkinEvent(person.id, late);
    const fromA = checkinEvent(person.id, early);
    expect((await postEvents(app, gateB.token, [fromB])).body.results[0]?.status).toBe("applied");
    const answer = (await postEvents(app, gateA.token, [fromA])).body.results[0];
    expect(answer).toMatchObject({
      status: "applied",
      checkin: { at: early.toISOString(), deviceName: "Gate A", repeat: false },
    });
    const events = await db()
      .selectFrom("checkinEvents")
      .select(["id", "clientId", "isRepeat", "deviceId"])
      .where("registrationId", "=", person.id)
      .orderBy("id")
      .execute();
    expect(events.map((e) => [e.clientId, e.isRepeat, e.deviceId])).toEqual([
      [fromB.clientId, 1, gateB.deviceId],
      [fromA.clientId, 0, gateA.deviceId],
    ]);
    const canonical = await db()
      .selectFrom("checkins")
      .selectAll()
      .where("registrationId", "=", person.id)
      .executeTakeFirstOrThrow();
    expect(canonical).toMatchObject({
      firstEventId: events[1]?.id,
      checkedInAt: early.toISOString(),
      deviceId: gateA.deviceId,
    });
    const signIn = await db()
      .selectFrom("registrations")
      .select("signInTime")
      .where("id", "=", person.id)
      .executeTakeFirstOrThrow();
    expect(signIn.signInTime).toBe(early.toISOString());
    // A third scan, later than both, is a repeat that names the canonical check-in.
    const third = (await postEvents(app, gateB.token, [checkinEvent(person.id, app.clock.now)])).body
      .results[0];
    expect(third).toMatchObject({
      status: "repeat",
      checkin: { at: early.toISOString(), deviceName: "Gate A", repeat: true },
    });
  });

  it("refuses a check-in of someone who may not check in yet, with the reason, and records nothing", async () => {
    const unpaid = await registrant(db(), onsite, 0);
    const event = checkinEvent(unpaid.id, app.clock.now);
    const res = await postEvents(app, gateA.token, [event]);
    expect(res.body.results).toEqual([
      {
        clientId: event.clientId,
        status: "refused",
        reason: "CHECKIN_NOT_ELIGIBLE",
        details: { reason: "unpaid" },
      },
    ]);
    expect(await countWhere(db(), "checkinEvents", "registrationId", unpaid.id)).toBe(0);
  });

  it("one unreadable or refused event does not hold back the rest of the queue", async () => {
    const person = await registrant(db(), onsite, 2);
    const other = await registrant(db(), noOnsite, 2);
    const good = checkinEvent(person.id, app.clock.now);
    const foreign = checkinEvent(other.id, app.clock.now);
    const res = await postEvents(app, gateA.token, [
      { kind: "checkin", clientId: "not-a-uuid", registrationId: person.id },
      foreign,
      good,
    ]);
    expect(res.status).toBe(200);
    expect(res.body.results.map((r) => [r.status, r.reason])).toEqual([
      ["refused", "VALIDATION_FAILED"],
      ["refused", "REGISTRATION_NOT_FOUND"],
      ["applied", undefined],
    ]);
  });

  it("an event whose typed text holds a NUL is refused on its own; the rest of the queue is recorded", async () => {
    const person = await registrant(db(), onsite, 2);
    const good = checkinEvent(person.id, app.clock.now);
    const nul = { ...checkinEvent(person.id, app.clock.now), operator: "王\u0000五" };
    const res = await postEvents(app, gateA.token, [nul, good]);
    expect(res.status).toBe(200);
    expect(res.body.results.map((r) => [r.clientId, r.status, r.reason])).toEqual([
      [nul.clientId, "refused", "VALIDATION_FAILED"],
      [good.clientId, "applied", undefined],
    ]);
    expect(await countWhere(db(), "checkinEvents", "clientId", nul.clientId)).toBe(0);
  });

  it("a revoked kiosk may still hand in its queued events, but may no longer sync or listen", async () => {
    const person = await registrant(db(), onsite, 2);
    const leaving = await enrolKiosk(app, admin, onsite.conference.id, "Leaving");
    expect((await admin.post(`/api/admin/kiosks/${leaving.deviceId}/revoke`)).status).toBe(200);
    const event = checkinEvent(person.id, new Date(app.clock.now.getTime() - minute));
    const res = await postEvents(app, leaving.token, [event]);
    expect(res.body.results[0]).toMatchObject({ status: "applied", checkin: { deviceName: "Leaving" } });
    const recorded = await db()
      .selectFrom("checkinEvents")
      .select("deviceId")
      .where("clientId", "=", event.clientId)
      .executeTakeFirstOrThrow();
    expect(recorded.deviceId).toBe(leaving.deviceId);
    const sync = await kioskApi(app).sync(leaving.token, 0, { version: 3 });
    expect(sync.status).toBe(401);
    expect(sync.body.code).toBe("DEVICE_REVOKED");
    const stream = await fetch(`${app.url}/api/kiosk/stream`, {
      headers: { authorization: `Bearer ${leaving.token}` },
    });
    expect(stream.status).toBe(401);
    expect(((await stream.json()) as { code: string }).code).toBe("DEVICE_REVOKED");
    const bogus = await postEvents(app, "made-up-token", [checkinEvent(person.id, app.clock.now)]);
    expect(bogus.status).toBe(401);
  });

  it("an onsite payment confirms the unpaid line once, through the payment transition, as paid on site", async () => {
    const person = await registrant(db(), onsite, 0);
    const payment = {
      kind: "onsitePayment",
      clientId: randomUUID(),
      registrationId: person.id,
      receivedFee: 100_000,
      at: app.clock.now.toISOString(),
      operator: "小李",
    };
    const first = await postEvents(app, gateA.token, [payment, payment]);
    expect(first.body.results.map((r) => r.status)).toEqual(["applied", "duplicate"]);
    const line = await db()
      .selectFrom("payLines")
      .select(["payStatus", "payType", "receivedFee"])
      .where("id", "=", person.lineId)
      .executeTakeFirstOrThrow();
    expect(line).toEqual({ payStatus: 2, payType: 5, receivedFee: 100_000 });
    const transitions = await db()
      .selectFrom("auditLog")
      .select(["actorKind", "actorId"])
      .where("action", "=", "payment.confirmPayment")
      .where("entityId", "=", person.lineId)
      .execute();
    expect(transitions).toEqual([{ actorKind: "device", actorId: gateA.deviceId }]);
    const again = await postEvents(app, gateB.token, [{ ...payment, clientId: randomUUID() }]);
    expect(again.body.results[0]).toMatchObject({ status: "refused", reason: "PAYMENT_ALREADY_RECEIVED" });
    // Now paid: the same person may check in.
    const checkin = await postEvents(app, gateA.token, [checkinEvent(person.id, app.clock.now)]);
    expect(checkin.body.results[0]?.status).toBe("applied");
  });

  it("a conference without onsite payment refuses one; a voucher under review is not the kiosk's to confirm", async () => {
    const person = await registrant(db(), noOnsite, 0);
    const payment = (registrationId: number) => ({
      kind: "onsitePayment",
      clientId: randomUUID(),
      registrationId,
      receivedFee: 100_000,
      at: app.clock.now.toISOString(),
      operator: "",
    });
    const refused = await postEvents(app, plainKiosk.token, [payment(person.id)]);
    expect(refused.body.results[0]).toMatchObject({
      status: "refused",
      reason: "ONSITE_PAYMENT_NOT_OFFERED",
    });
    const reviewing = await registrant(db(), onsite, 1);
    const review = await postEvents(app, gateA.token, [payment(reviewing.id)]);
    expect(review.body.results[0]).toMatchObject({ status: "refused", reason: "NOTHING_TO_PAY" });
    const lines = await db()
      .selectFrom("payLines")
      .select("payStatus")
      .where("id", "in", [person.lineId, reviewing.lineId])
      .orderBy("id")
      .execute();
    expect(lines.map((l) => l.payStatus)).toEqual([0, 1]);
  });

  it("badge prints: the server decides first print or reprint; a reprint needs its reason; each is logged once", async () => {
    const person = await registrant(db(), onsite, 2);
    const print = (reprint: boolean, reason: string) => ({
      kind: "print",
      clientId: randomUUID(),
      registrationId: person.id,
      printedAt: app.clock.now.toISOString(),
      reprint,
      reason,
    });
    const noReason = print(true, "");
    expect((await postEvents(app, gateA.token, [noReason])).body.results[0]).toMatchObject({
      status: "refused",
      reason: "VALIDATION_FAILED",
    });
    // Both kiosks printed offline, each believing it was the first.
    const a = print(false, "");
    const b = print(false, "");
    const res = await postEvents(app, gateA.token, [a, b, a]);
    expect(res.body.results.map((r) => [r.status, r.print?.reprint])).toEqual([
      ["applied", false],
      ["applied", true],
      ["duplicate", false],
    ]);
    const lost = print(true, "纸张卡住");
    expect((await postEvents(app, gateB.token, [lost])).body.results[0]?.print).toEqual({ reprint: true });
    const rows = await db()
      .selectFrom("badgePrints")
      .select(["clientId", "method", "reason", "deviceId", "pointId"])
      .where("registrationId", "=", person.id)
      .orderBy("id")
      .execute();
    expect(rows).toEqual([
      {
        clientId: a.clientId,
        method: "first",
        reason: "",
        deviceId: gateA.deviceId,
        pointId: onsite.mainPointId,
      },
      {
        clientId: b.clientId,
        method: "reprint",
        reason: "",
        deviceId: gateA.deviceId,
        pointId: onsite.mainPointId,
      },
      {
        clientId: lost.clientId,
        method: "reprint",
        reason: "纸张卡住",
        deviceId: gateB.deviceId,
        pointId: onsite.mainPointId,
      },
    ]);
    const audit = await db()
      .selectFrom("auditLog")
      .select(["action", "reason"])
      .where("entityId", "=", person.id)
      .where("action", "in", ["badge.print", "badge.reprint"])
      .orderBy("id")
      .execute();
    expect(audit).toEqual([
      { action: "badge.print", reason: null },
      { action: "badge.reprint", reason: null },
      { action: "badge.reprint", reason: "纸张卡住" },
    ]);
  });

  it("a batch holds at most 500 events, and at least one", async () => {
    const person = await registrant(db(), onsite, 2);
    const many = Array.from({ length: 501 }, () => checkinEvent(person.id, app.clock.now));
    expect((await postEvents(app, gateA.token, many)).status).toBe(400);
    expect((await postEvents(app, gateA.token, [])).status).toBe(400);
    expect(await countWhere(db(), "checkinEvents", "registrationId", person.id)).toBe(0);
  });
});
