import { randomUUID } from "node:crypto";
import type { KioskEventResult } from "@confreg/shared";
import { afterAll, beforeAll, expect, it } from "vitest";
import { insertGroupScheme, insertPayLine } from "#seed/index";
import { startTestApp, type TestApp } from "../helpers/app";
import { describeEachDialect } from "../helpers/database";
import {
  type CheckinConference,
  checkinConference,
  checkinEvent,
  enrolKiosk,
  officeAccount,
  registrant,
  sendTogetherAndApart,
} from "./harness";

const minute = 60_000;
const day = 24 * 60 * minute;

describeEachDialect("onsite payments in a kiosk's batch", ({ db, dialect }) => {
  let app: TestApp;
  let onsite: CheckinConference;
  let other: CheckinConference;
  let gate: { token: string; deviceId: number };

  beforeAll(async () => {
    app = await startTestApp(db(), dialect);
    onsite = await checkinConference(db(), app.clock.now, { isOnsite: true });
    other = await checkinConference(db(), app.clock.now, { isOnsite: true });
    const admin = await officeAccount(app, db(), 1, null);
    gate = await enrolKiosk(app, admin, onsite.conference.id, "Cash desk");
  });
  afterAll(() => app.close());

  const ago = (minutes: number) => new Date(app.clock.now.getTime() - minutes * minute);
  const payment = (registrationId: number, receivedFee: number, at = ago(1)) => ({
    kind: "onsitePayment",
    clientId: randomUUID(),
    registrationId,
    receivedFee,
    at: at.toISOString(),
    operator: "小王",
  });

  /**
   * A cash desk's queue for new people: one refused at the gate, paying, then let in, then paying again;
   * one owing two lines (the fee and a difference) paying both at once; one paying the wrong amount; one
   * payment sent twice; one paid already; one with nothing to pay; one of another conference; one dated
   * before the registration was made.
   */
  async function queue() {
    const owing = await registrant(db(), onsite, 0, "现场甲");
    const twoLines = await registrant(db(), onsite, 0, "现场乙");
    await insertPayLine(db(), { registrationId: twoLines.id, payType: 1, payStatus: 0, totalFee: 20_000 });
    const short = await registrant(db(), onsite, 0, "现场丙");
    const twice = await registrant(db(), onsite, 0, "现场丁");
    const paid = await registrant(db(), onsite, 2, "现场戊");
    const free = await registrant(db(), onsite, 0, "现场己", 0);
    const elsewhere = await registrant(db(), other, 0, "现场庚");
    const early = await registrant(db(), onsite, 0, "现场辛");
    const sentTwice = payment(twice.id, 100_000);
    const events = [
      checkinEvent(owing.id, ago(5)),
      payment(owing.id, 100_000),
      checkinEvent(owing.id, ago(1)),
      payment(twoLines.id, 120_000),
      payment(short.id, 1),
      checkinEvent(short.id, ago(1)),
      sentTwice,
      payment(owing.id, 100_000),
      sentTwice,
      checkinEvent(twoLines.id, ago(1)),
      payment(paid.id, 100_000),
      payment(free.id, 100_000),
      payment(elsewhere.id, 100_000),
      payment(early.id, 100_000, new Date(app.clock.now.getTime() - 2 * day)),
    ];
    return { people: [owing, twoLines, short, twice, paid, free, elsewhere, early], events };
  }

  /** What the queue left for its people, named by their place in the queue instead of their ids. */
  async function rowsOf(people: { id: number }[]) {
    const ids = people.map((p) => p.id);
    const person = (id: number | null) => ids.indexOf(id ?? 0);
    const lines = await db()
      .selectFrom("payLines")
      .select([
        "id",
        "registrationId",
        "seq",
        "payStatus",
        "payType",
        "totalFee",
        "receivedFee",
        "payTime",
        "outTradeNo",
      ])
      .where("registrationId", "in", ids)
      .orderBy("registrationId")
      .orderBy("seq")
      .execute();
    const line = (id: number | null) => {
      const found = lines.find((l) => l.id === id);
      return found ? `${person(found.registrationId)}.${found.seq}` : "none";
    };
    const events = await db()
      .selectFrom("checkinEvents")
      .select(["registrationId", "kind", "isRepeat", "scannedAt", "receivedFee", "operator", "deviceId"])
      .where("registrationId", "in", ids)
      // By what they say, not by id: a batch writes its payments' events before its scans.
      .orderBy("registrationId")
      .orderBy("kind")
      .orderBy("scannedAt")
      .execute();
    const audits = await db()
      .selectFrom("auditLog")
      .select(["entityId", "action", "fromState", "toState", "actorKind", "actorId", "reason", "data"])
      .where("action", "=", "payment.confirmPayment")
      .where(
        "entityId",
        "in",
        lines.map((l) => l.id),
      )
      .orderBy("id")
      .execute();
    const outbox = await db()
      .selectFrom("outbox")
      .select(["registrationId", "template", "subject", "body"])
      .where("registrationId", "in", ids)
      .orderBy("id")
      .execute();
    const registrations = await db()
      .selectFrom("registrations")
      .select(["id", "payStatus", "receivedFee", "checkinEligible", "isSignIn"])
      .where("id", "in", ids)
      .execute();
    // A notice names its line's trade number, random per line: named by the line instead.
    const named = (text: string) => lines.reduce((t, l) => t.replaceAll(l.outTradeNo, line(l.id)), text);
    return {
      lines: lines.map(({ id, registrationId, outTradeNo, ...l }) => ({ ...l, line: line(id) })),
      events: events.map((e) => ({ ...e, registrationId: person(e.registrationId) })),
      audits: audits.map(({ entityId, ...a }) => ({ ...a, line: line(entityId) })),
      outbox: outbox.map((o) => ({ ...o, body: named(o.body), registrationId: person(o.registrationId) })),
      registrations: registrations.map((r) => ({ ...r, id: person(r.id) })).sort((a, b) => a.id - b.id),
    };
  }

  it("a queue of onsite payments sent as one batch answers and records exactly as the same events sent one by one", async () => {
    const { together, batch, apart, single } = await sendTogetherAndApart(app, gate.token, queue);

    const said = (r: KioskEventResult) => ({ status: r.status, reason: r.reason, details: r.details });
    expect(batch.map(said)).toEqual(single.map(said));
    // The answers themselves, as DOMAIN.md §8 and §9 have them.
    expect(batch.map((r) => r.reason ?? r.status)).toEqual([
      "CHECKIN_NOT_ELIGIBLE",
      "applied",
      "applied",
      "applied",
      "ONSITE_PAYMENT_AMOUNT",
      "CHECKIN_NOT_ELIGIBLE",
      "applied",
      "PAYMENT_ALREADY_RECEIVED",
      "duplicate",
      "applied",
      "PAYMENT_ALREADY_RECEIVED",
      "NOTHING_TO_PAY",
      "REGISTRATION_NOT_FOUND",
      "EVENT_BEFORE_REGISTRATION",
    ]);
    expect(batch[4]?.details).toMatchObject({ owed: 100_000 });

    const rows = await rowsOf(together.people);
    expect(rows).toEqual(await rowsOf(apart.people));
    // Each open line paid on site with its own fee; the others untouched.
    expect(rows.lines.map((l) => [l.line, l.payStatus, l.payType, l.receivedFee])).toEqual([
      ["0.1", 2, 5, 100_000],
      ["1.1", 2, 5, 100_000],
      ["1.2", 2, 5, 20_000],
      ["2.1", 0, 1, 0],
      ["3.1", 2, 5, 100_000],
      ["4.1", 2, 1, 100_000],
      ["5.1", 0, 1, 0],
      ["6.1", 0, 1, 0],
      ["7.1", 0, 1, 0],
    ]);
    expect(rows.audits.map((a) => [a.line, a.fromState, a.toState, a.actorKind, a.actorId])).toEqual([
      ["0.1", "0", "2", "device", gate.deviceId],
      ["1.1", "0", "2", "device", gate.deviceId],
      ["1.2", "0", "2", "device", gate.deviceId],
      ["3.1", "0", "2", "device", gate.deviceId],
    ]);
    expect(rows.outbox.map((o) => [o.registrationId, o.template])).toEqual([
      [0, "paymentReceived"],
      [1, "paymentReceived"],
      [1, "paymentReceived"],
      [3, "paymentReceived"],
    ]);
    expect(
      rows.events
        .map((e) => [e.registrationId, e.kind, e.receivedFee])
        .filter(([, kind]) => kind !== "checkin"),
    ).toEqual([
      [0, "onsitePayment", 100_000],
      [1, "onsitePayment", 120_000],
      [3, "onsitePayment", 100_000],
    ]);
    expect(rows.registrations.map((r) => [r.id, r.payStatus, r.checkinEligible, r.isSignIn])).toEqual([
      [0, 2, 1, 1],
      [1, 2, 1, 1],
      [2, 0, 0, 0],
      [3, 2, 1, 0],
      [4, 2, 1, 0],
      [5, 0, 1, 0],
      [6, 0, 0, 0],
      [7, 0, 0, 0],
    ]);
  });

  /**
   * Three members of a group that succeeds at 2 paid members (DOMAIN.md §6) pay at the desk: the first
   * waits at 3, the second completes the group, which moves the first to 2; the third pays into a complete
   * group. All in one batch or one by one, the same lines and the same group.
   */
  async function groupQueue() {
    const scheme = await insertGroupScheme(db(), { conferenceId: onsite.conference.id, minNumber: 2 });
    const at = app.clock.now.toISOString();
    const group = await db()
      .insertInto("groups")
      .values({
        conferenceId: onsite.conference.id,
        schemeId: scheme.id,
        groupCode: `G${Math.floor(Math.random() * 1e6)}`,
        createTime: at,
        updateTime: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const people = [
      await registrant(db(), onsite, 0, "组员甲"),
      await registrant(db(), onsite, 0, "组员乙"),
      await registrant(db(), onsite, 0, "组员丙"),
    ];
    await db()
      .updateTable("registrations")
      .set({ groupId: group.id })
      .where(
        "id",
        "in",
        people.map((p) => p.id),
      )
      .execute();
    return { groupId: group.id, people, events: people.map((p) => payment(p.id, 100_000)) };
  }

  it("members of one group paying in one batch complete the group as they would one by one", async () => {
    const { together, batch, apart, single } = await sendTogetherAndApart(app, gate.token, groupQueue);
    expect(batch.map((r) => r.status)).toEqual(["applied", "applied", "applied"]);
    expect(single.map((r) => r.status)).toEqual(["applied", "applied", "applied"]);
    const groupOf = (id: number) =>
      db()
        .selectFrom("groups")
        .select(["groupStatus", "payNumber"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
    const linesOf = (people: { id: number }[]) =>
      db()
        .selectFrom("payLines")
        .select("payStatus")
        .where(
          "registrationId",
          "in",
          people.map((p) => p.id),
        )
        .orderBy("registrationId")
        .execute();
    for (const run of [together, apart]) {
      expect(await groupOf(run.groupId)).toEqual({ groupStatus: 2, payNumber: 3 });
      expect((await linesOf(run.people)).map((l) => l.payStatus)).toEqual([2, 2, 2]);
    }
  });
});
