import { randomUUID } from "node:crypto";
import type { KioskEventResult } from "@confreg/shared";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../helpers/app";
import { describeEachDialect } from "../helpers/database";
import {
  type CheckinConference,
  checkinConference,
  checkinEvent,
  enrolKiosk,
  officeAccount,
  postEvents,
  registrant,
  sendTogetherAndApart,
} from "./harness";

const minute = 60_000;

describeEachDialect("kiosk events applied as one batch", ({ db, dialect }) => {
  let app: TestApp;
  let onsite: CheckinConference;
  let other: CheckinConference;
  let gateA: { token: string; deviceId: number };
  let gateB: { token: string; deviceId: number };

  beforeAll(async () => {
    app = await startTestApp(db(), dialect);
    onsite = await checkinConference(db(), app.clock.now, { isOnsite: true });
    other = await checkinConference(db(), app.clock.now, { isOnsite: true });
    const admin = await officeAccount(app, db(), 1, null);
    gateA = await enrolKiosk(app, admin, onsite.conference.id, "Gate A");
    gateB = await enrolKiosk(app, admin, onsite.conference.id, "Gate B");
  });
  afterAll(() => app.close());

  const ago = (minutes: number) => new Date(app.clock.now.getTime() - minutes * minute);
  const print = (registrationId: number, reason = "") => ({
    kind: "print",
    clientId: randomUUID(),
    registrationId,
    printedAt: app.clock.now.toISOString(),
    reprint: reason !== "",
    reason,
  });
  const payment = (registrationId: number, receivedFee: number) => ({
    kind: "onsitePayment",
    clientId: randomUUID(),
    registrationId,
    receivedFee,
    at: ago(1).toISOString(),
    operator: "小李",
  });

  /**
   * A desk's queue after an outage, for five new people: a paid one scanned three times (the third scan
   * the earliest) and printed twice, and the first scan sent again; an unpaid one refused, paid on site,
   * then checked in; an unpaid one whose payment is the wrong amount; one of another conference; an event
   * the server cannot read.
   */
  async function queue() {
    const paid = await registrant(db(), onsite, 2, "批量甲");
    const owing = await registrant(db(), onsite, 0, "批量乙");
    const short = await registrant(db(), onsite, 0, "批量丙");
    const elsewhere = await registrant(db(), other, 2, "批量丁");
    const first = checkinEvent(paid.id, ago(10));
    const events = [
      first,
      checkinEvent(paid.id, ago(5)),
      checkinEvent(paid.id, ago(20)),
      print(paid.id),
      print(paid.id, "卡纸"),
      first,
      checkinEvent(owing.id, ago(4)),
      payment(owing.id, 100_000),
      checkinEvent(owing.id, ago(1)),
      payment(short.id, 1),
      checkinEvent(short.id, ago(1)),
      checkinEvent(elsewhere.id, ago(1)),
      { kind: "checkin", clientId: randomUUID(), registrationId: "not a number" },
    ];
    return { people: [paid, owing, short, elsewhere], events };
  }

  /** What an answer says, without the ids that differ between two runs of the same queue. */
  const said = (r: KioskEventResult) => ({
    status: r.status,
    reason: r.reason,
    checkin: r.checkin && { at: r.checkin.at, repeat: r.checkin.repeat, deviceName: r.checkin.deviceName },
    print: r.print,
  });

  /** The rows the queue left for its people, in the order of the people and their events. */
  async function rowsOf(people: { id: number }[]) {
    const ids = people.map((p) => p.id);
    const index = (id: number) => ids.indexOf(id);
    const events = await db()
      .selectFrom("checkinEvents")
      .select(["id", "registrationId", "kind", "isRepeat", "scannedAt", "receivedFee"])
      .where("registrationId", "in", ids)
      .orderBy("id")
      .execute();
    // Compared by what they say, not by the order of their ids (a batch writes money first).
    const scanOf = (id: number | null) => events.find((e) => e.id === id)?.scannedAt;
    const checkins = await db()
      .selectFrom("checkins")
      .select(["registrationId", "checkedInAt", "firstEventId", "deviceId"])
      .where("registrationId", "in", ids)
      .execute();
    const prints = await db()
      .selectFrom("badgePrints")
      .select(["registrationId", "method", "reason"])
      .where("registrationId", "in", ids)
      .orderBy("id")
      .execute();
    const registrations = await db()
      .selectFrom("registrations")
      .select(["id", "isSignIn", "signInTime"])
      .where("id", "in", ids)
      .execute();
    const lines = await db()
      .selectFrom("payLines")
      .select(["registrationId", "payStatus", "payType", "receivedFee"])
      .where("registrationId", "in", ids)
      .execute();
    const audits = await db()
      .selectFrom("auditLog")
      .select(["entityId", "action"])
      .where("entityId", "in", ids)
      .execute();
    return {
      events: events
        .map((e) => ({ ...e, id: undefined, registrationId: index(e.registrationId) }))
        .sort((a, b) => a.registrationId - b.registrationId || a.scannedAt.localeCompare(b.scannedAt)),
      checkins: checkins
        .map((c) => ({
          ...c,
          registrationId: index(c.registrationId),
          firstEventId: scanOf(c.firstEventId),
        }))
        .sort((a, b) => a.registrationId - b.registrationId),
      prints: prints.map((p) => ({ ...p, registrationId: index(p.registrationId) })),
      registrations: registrations.map((r) => ({ ...r, id: index(r.id) })).sort((a, b) => a.id - b.id),
      lines: lines
        .map((l) => ({ ...l, registrationId: index(l.registrationId) }))
        .sort((a, b) => a.registrationId - b.registrationId),
      audits: audits
        .filter((a) => a.action.startsWith("checkin.") || a.action.startsWith("badge."))
        .map((a) => `${index(a.entityId ?? 0)}:${a.action}`)
        .sort(),
    };
  }

  it("a mixed queue sent as one batch answers and records exactly as the same events sent one by one", async () => {
    const { together, batch, apart, single } = await sendTogetherAndApart(app, gateA.token, queue);

    expect(batch.map(said)).toEqual(single.map(said));
    // The outcomes themselves, as DOMAIN.md §8 and §9 have them.
    expect(batch.map((r) => r.reason ?? r.status)).toEqual([
      "applied",
      "repeat",
      "applied",
      "applied",
      "applied",
      "duplicate",
      "CHECKIN_NOT_ELIGIBLE",
      "applied",
      "applied",
      "ONSITE_PAYMENT_AMOUNT",
      "CHECKIN_NOT_ELIGIBLE",
      "REGISTRATION_NOT_FOUND",
      "VALIDATION_FAILED",
    ]);
    expect(batch[5]?.checkin).toMatchObject({ at: ago(20).toISOString(), repeat: true });
    expect(batch.map((r) => r.print?.reprint)).toContain(true);

    const batchRows = await rowsOf(together.people);
    expect(batchRows).toEqual(await rowsOf(apart.people));
    // The earliest scan is the check-in; the two others are repeats; the person is signed in at its time.
    expect(batchRows.checkins[0]).toMatchObject({
      checkedInAt: ago(20).toISOString(),
      deviceId: gateA.deviceId,
    });
    expect(batchRows.checkins[0]?.firstEventId).toBe(ago(20).toISOString());
    expect(batchRows.events.filter((e) => e.registrationId === 0).map((e) => e.isRepeat)).toEqual([0, 1, 1]);
    expect(batchRows.registrations[0]).toMatchObject({ isSignIn: 1, signInTime: ago(20).toISOString() });
    expect(batchRows.lines.map((l) => l.payStatus)).toEqual([2, 2, 0, 2]);
    expect(batchRows.prints.map((p) => p.method)).toEqual(["first", "reprint"]);
  });

  it("two kiosks post overlapping queues for the same people at once: one canonical check-in each, the earliest", async () => {
    const people = await Promise.all(
      Array.from({ length: 24 }, (_, i) => registrant(db(), onsite, 2, `并发${i}`)),
    );
    for (let round = 0; round < 3; round++) {
      const fromA = people.map((p, i) => checkinEvent(p.id, ago(30 + round * 100 + i)));
      const fromB = people.map((p, i) =>
        checkinEvent(p.id, ago(30 + round * 100 + i + (i % 2 ? 1 : -1) * 0.5)),
      );
      const [a, b] = await Promise.all([
        postEvents(app, gateA.token, fromA),
        postEvents(app, gateB.token, [...fromB].reverse()),
      ]);
      expect([a.status, b.status]).toEqual([200, 200]);
      const checkins = await db()
        .selectFrom("checkins")
        .innerJoin("checkinEvents", "checkinEvents.id", "checkins.firstEventId")
        .select(["checkins.registrationId", "checkins.checkedInAt", "checkinEvents.clientId"])
        .where("checkins.pointId", "=", onsite.mainPointId)
        .where(
          "checkins.registrationId",
          "in",
          people.map((p) => p.id),
        )
        .execute();
      expect(checkins).toHaveLength(people.length);
      for (const [i, person] of people.entries()) {
        const earliest = [fromA[i], fromB[i]].sort((x, y) =>
          (x?.scannedAt ?? "").localeCompare(y?.scannedAt ?? ""),
        )[0];
        const row = checkins.find((c) => c.registrationId === person.id);
        expect(row?.clientId, `round ${round}, person ${i}`).toBe(earliest?.clientId);
        expect(row?.checkedInAt).toBe(earliest?.scannedAt);
      }
      const canonicalEvents = await db()
        .selectFrom("checkinEvents")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where(
          "registrationId",
          "in",
          people.map((p) => p.id),
        )
        .where("isRepeat", "=", 0)
        .executeTakeFirstOrThrow();
      expect(Number(canonicalEvents.n)).toBe(people.length);
    }
  });
});
