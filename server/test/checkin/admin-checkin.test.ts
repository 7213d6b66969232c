import { type KioskCheckinRecord, verifyCheckinQr } from "@confreg/shared";
import { afterAll, beforeAll, expect, it } from "vitest";
import { checkinQrOf } from "#crypto/checkin-qr";
import { startTestApp, type TestApp, type TestClient } from "../helpers/app";
import { describeEachDialect } from "../helpers/database";
import { kioskApi } from "../helpers/kiosk";
import {
  type CheckinConference,
  checkinConference,
  checkinEvent,
  enrolKiosk,
  officeAccount,
  postEvents,
  registrant,
} from "./harness";

type Point = {
  id: number;
  name: { zh: string; en: string };
  isMain: boolean;
  checkins: number;
  kiosks: number;
};

describeEachDialect("check-in in the back office", ({ db, dialect }) => {
  let app: TestApp;
  let cards: CheckinConference;
  let plain: CheckinConference;
  let checker: TestClient;
  let cardsAdmin: TestClient;
  let otherAdmin: TestClient;
  let allAdmin: TestClient;

  const put = <T>(client: TestClient, path: string, body: unknown) => client.request<T>("PUT", path, body);
  const signIn = (client: TestClient, id: number, body: object = {}) =>
    client.post<Record<string, unknown>>(`/api/admin/registrations/${id}/sign-in`, body);

  beforeAll(async () => {
    app = await startTestApp(db(), dialect);
    cards = await checkinConference(db(), app.clock.now, { isCard: true });
    plain = await checkinConference(db(), app.clock.now);
    checker = await officeAccount(app, db(), 3, cards.conference.id);
    cardsAdmin = await officeAccount(app, db(), 1, cards.conference.id);
    otherAdmin = await officeAccount(app, db(), 1, plain.conference.id);
    allAdmin = await officeAccount(app, db(), 1, null);
  });
  afterAll(() => app.close());

  it("check-in staff confirm a sign-in at the main point; once only, and only for who may check in", async () => {
    const paid = await registrant(db(), cards, 2);
    const res = await signIn(checker, paid.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      isSignIn: true,
      signInTime: app.clock.now.toISOString(),
      checkin: { pointId: cards.mainPointId, deviceName: null, method: "manual" },
    });
    const again = await signIn(checker, paid.id);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: "ALREADY_SIGNED_IN" });
    const unpaid = await registrant(db(), cards, 0);
    const refused = await signIn(checker, unpaid.id);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: "CHECKIN_NOT_ELIGIBLE", details: { reason: "unpaid" } });
    const row = await db()
      .selectFrom("registrations")
      .select("isSignIn")
      .where("id", "=", unpaid.id)
      .executeTakeFirstOrThrow();
    expect(row.isSignIn).toBe(0);
    const audit = await db()
      .selectFrom("auditLog")
      .select(["action", "actorKind"])
      .where("entityId", "=", paid.id)
      .where("action", "=", "checkin.record")
      .execute();
    expect(audit).toEqual([{ action: "checkin.record", actorKind: "admin" }]);
  });

  it("another conference's administrator finds no such registration; the right one does", async () => {
    const paid = await registrant(db(), cards, 2);
    expect((await signIn(otherAdmin, paid.id)).status).toBe(404);
    expect(
      (await put(otherAdmin, `/api/admin/registrations/${paid.id}/card-number`, { cardNumber: "1234567890" }))
        .status,
    ).toBe(404);
    expect((await signIn(allAdmin, paid.id)).status).toBe(200);
  });

  it("card numbers: ten digits, with cards only, one person per card in the conference, audited", async () => {
    const first = await registrant(db(), cards, 2);
    const second = await registrant(db(), cards, 2);
    const path = (id: number) => `/api/admin/registrations/${id}/card-number`;
    const bad = await put(checker, path(first.id), { cardNumber: "12345" });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      code: "VALIDATION_FAILED",
      details: { fields: [{ code: "validation.cardNumber" }] },
    });
    const saved = await put(checker, path(first.id), { cardNumber: " 0012345678 " });
    expect(saved).toMatchObject({ status: 200, body: { cardNumber: "0012345678" } });
    const taken = await put(checker, path(second.id), { cardNumber: "0012345678" });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: "CARD_NUMBER_TAKEN" });
    const noCards = await registrant(db(), plain, 2);
    const plainAdmin = await put(otherAdmin, path(noCards.id), { cardNumber: "0012345678" });
    expect(plainAdmin.status).toBe(409);
    expect(plainAdmin.body).toMatchObject({ code: "CARDS_NOT_USED" });
    const audit = await db()
      .selectFrom("auditLog")
      .select(["fromState", "toState"])
      .where("action", "=", "registration.cardNumber")
      .where("entityId", "=", first.id)
      .execute();
    expect(audit).toEqual([{ fromState: null, toState: "0012345678" }]);
    // Signing in with a card number saves it first; one that is taken signs nobody in.
    const refused = await signIn(checker, second.id, { cardNumber: "0012345678" });
    expect(refused.body).toMatchObject({ code: "CARD_NUMBER_TAKEN" });
    const signed = await signIn(checker, second.id, { cardNumber: "0099999999" });
    expect(signed).toMatchObject({ status: 200, body: { cardNumber: "0099999999", isSignIn: true } });
  });

  it("check-in points: administrators add, rename and delete; check-in staff only read; main and used ones stay", async () => {
    const base = `/api/admin/conferences/${cards.conference.id}/checkin-points`;
    expect((await checker.post(base, { name: { zh: "晚宴", en: "Dinner" } })).status).toBe(403);
    const created = await cardsAdmin.post<Point>(base, { name: { zh: "晚宴", en: "Dinner" }, sortOrder: 2 });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: { zh: "晚宴", en: "Dinner" }, isMain: false, checkins: 0 });
    const dinner = created.body.id;
    expect((await put(otherAdmin, `${base}/${dinner}`, { name: { zh: "x", en: "x" } })).status).toBe(403);
    const renamed = await put<Point>(cardsAdmin, `${base}/${dinner}`, {
      name: { zh: "欢迎晚宴", en: "Welcome dinner" },
    });
    expect(renamed.body.name).toEqual({ zh: "欢迎晚宴", en: "Welcome dinner" });
    const listed = await checker.get<Point[]>(base);
    expect(listed.body.map((p) => [p.name.en, p.isMain])).toEqual([
      ["Registration desk", true],
      ["Welcome dinner", false],
    ]);
    const main = await cardsAdmin.delete(`${base}/${cards.mainPointId}`);
    expect(main).toMatchObject({ status: 409, body: { code: "CHECKIN_POINT_MAIN" } });
    // A kiosk at the dinner checks someone in there: the point can be renamed, not deleted.
    const kiosk = await enrolKiosk(app, cardsAdmin, cards.conference.id, "Dinner door", dinner);
    expect(kiosk.point).toEqual({ id: dinner, name: { zh: "欢迎晚宴", en: "Welcome dinner" } });
    const guest = await registrant(db(), cards, 2);
    const result = (await postEvents(app, kiosk.token, [checkinEvent(guest.id, app.clock.now)])).body
      .results[0];
    expect(result?.checkin).toMatchObject({ pointId: dinner, pointName: { en: "Welcome dinner" } });
    const notSignedIn = await db()
      .selectFrom("registrations")
      .select("isSignIn")
      .where("id", "=", guest.id)
      .executeTakeFirstOrThrow();
    expect(notSignedIn.isSignIn).toBe(0);
    expect((await cardsAdmin.post(`/api/admin/kiosks/${kiosk.deviceId}/revoke`)).status).toBe(200);
    const used = await cardsAdmin.delete(`${base}/${dinner}`);
    expect(used).toMatchObject({ status: 409, body: { code: "CHECKIN_POINT_IN_USE" } });
    const spare = (await cardsAdmin.post<Point>(base, { name: { zh: "备用", en: "Spare" } })).body.id;
    expect((await cardsAdmin.delete(`${base}/${spare}`)).status).toBe(200);
    expect((await checker.get<Point[]>(base)).body.map((p) => p.id)).not.toContain(spare);
    const audit = await db()
      .selectFrom("auditLog")
      .select("action")
      .where("entity", "=", "checkinPoint")
      .where("conferenceId", "=", cards.conference.id)
      .orderBy("id")
      .execute();
    expect(audit.map((a) => a.action)).toEqual([
      "checkinPoint.create",
      "checkinPoint.update",
      "checkinPoint.create",
      "checkinPoint.delete",
    ]);
  });

  it("the kiosk list shows each kiosk's point and the queue it last reported", async () => {
    const kiosk = await enrolKiosk(app, cardsAdmin, cards.conference.id, "Queue reporter");
    const res = await fetch(`${app.url}/api/kiosk/sync?cursor=0&limit=10&version=3&queued=7`, {
      headers: { authorization: `Bearer ${kiosk.token}` },
    });
    expect(res.status).toBe(200);
    const list = await cardsAdmin.get<{ id: number; point: { id: number }; queued: number | null }[]>(
      `/api/admin/conferences/${cards.conference.id}/kiosks`,
    );
    expect(list.body.find((k) => k.id === kiosk.deviceId)).toMatchObject({
      point: { id: cards.mainPointId },
      queued: 7,
    });
    const pairing = await cardsAdmin.post(`/api/admin/conferences/${cards.conference.id}/kiosk-pairings`, {
      pin: "2468",
      pointId: plain.mainPointId,
    });
    expect(pairing).toMatchObject({ status: 404, body: { code: "CHECKIN_POINT_NOT_FOUND" } });
  });

  it("the kiosk gets the conference's QR key and desk-payment setting at enrolment and on every page", async () => {
    const onsite = await checkinConference(db(), app.clock.now, { isOnsite: true });
    const person = await registrant(db(), onsite, 2);
    const kiosk = await enrolKiosk(app, allAdmin, onsite.conference.id, "Keyed");
    expect(kiosk.conference).toMatchObject({ id: onsite.conference.id, isOnsite: true, isCard: false });
    const key = { conferenceId: onsite.conference.id, publicKey: kiosk.conference.qrPublicKey };
    // The code the attendee's page shows verifies with the key the kiosk was given; another conference's
    // code does not, nor does this one under the other conference's key.
    const code = checkinQrOf(app.pii, onsite.conference.id, person.id);
    expect(verifyCheckinQr(code, key)).toEqual({ ok: true, registrationId: person.id });
    const foreign = checkinQrOf(app.pii, plain.conference.id, person.id);
    expect(verifyCheckinQr(foreign, key)).toEqual({ ok: false, reason: "otherConference" });
    const plainKiosk = await enrolKiosk(app, allAdmin, plain.conference.id, "Plain");
    expect(plainKiosk.conference.isOnsite).toBe(false);
    const plainKey = { conferenceId: onsite.conference.id, publicKey: plainKiosk.conference.qrPublicKey };
    expect(verifyCheckinQr(code, plainKey)).toEqual({ ok: false, reason: "badSignature" });
    const page = await kioskApi(app).sync(kiosk.token, 0, { version: 3 });
    expect(page.body.conference).toEqual(kiosk.conference);
  });

  it("sync version 3 carries each registration's check-ins; version 2 does not", async () => {
    const at = await checkinConference(db(), app.clock.now);
    const person = await registrant(db(), at, 2);
    const kiosk = await enrolKiosk(app, allAdmin, at.conference.id, "Syncer");
    await postEvents(app, kiosk.token, [checkinEvent(person.id, app.clock.now)]);
    const v3 = await kioskApi(app).sync(kiosk.token, 0, { version: 3 });
    expect(v3.body.version).toBe(3);
    // What the kiosk chooses the person's badge template by.
    expect(v3.body.registrations.find((r) => r.id === person.id)).toMatchObject({
      participantTypeId: at.typeId,
      printType: null,
    });
    expect(v3.body.registrations.find((r) => r.id === person.id)?.checkins).toEqual([
      {
        pointId: at.mainPointId,
        pointName: { zh: "报到处", en: "Registration desk" },
        at: app.clock.now.toISOString(),
        deviceName: "Syncer",
        method: "idNumber",
      },
    ]);
    const v2 = await kioskApi(app).sync(kiosk.token, 0, { version: 2 });
    expect(v2.body.version).toBe(2);
    const row = v2.body.registrations.find((r) => r.id === person.id);
    expect(row).toMatchObject({ isSignIn: true });
    expect(row).not.toHaveProperty("checkins");
  });

  it("each sync page carries the check-ins of its own rows, and only theirs", async () => {
    const at = await checkinConference(db(), app.clock.now);
    const people = [
      await registrant(db(), at, 2),
      await registrant(db(), at, 2),
      await registrant(db(), at, 2),
    ];
    const kiosk = await enrolKiosk(app, allAdmin, at.conference.id, "Pager");
    const [first, , third] = people.map((person) => person.id);
    await postEvents(app, kiosk.token, [
      checkinEvent(first ?? 0, app.clock.now),
      checkinEvent(third ?? 0, app.clock.now),
    ]);
    const seen = new Map<number, number[]>();
    let cursor = 0;
    for (let page = 0; page < 10; page++) {
      const answer = await kioskApi(app).sync(kiosk.token, cursor, { version: 3, limit: 1 });
      expect(answer.body.registrations.length).toBeLessThanOrEqual(1);
      for (const row of answer.body.registrations)
        seen.set(
          row.id,
          ((row.checkins ?? []) as KioskCheckinRecord[]).map((record) => record.pointId),
        );
      cursor = answer.body.cursor;
      if (!answer.body.hasMore) break;
    }
    expect(Object.fromEntries(seen)).toEqual({
      [first ?? 0]: [at.mainPointId],
      [people[1]?.id ?? 0]: [],
      [third ?? 0]: [at.mainPointId],
    });
  });

  it("a sync row lists its person's check-ins at every point in the points' order, by kiosk or back office", async () => {
    const at = await checkinConference(db(), app.clock.now);
    const base = `/api/admin/conferences/${at.conference.id}/checkin-points`;
    // Made in the other order than they are listed: the dinner first, the breakfast before it.
    const dinner = (await allAdmin.post<Point>(base, { name: { zh: "晚宴", en: "Dinner" }, sortOrder: 2 }))
      .body.id;
    const breakfast = (
      await allAdmin.post<Point>(base, { name: { zh: "早餐", en: "Breakfast" }, sortOrder: 1 })
    ).body.id;
    const person = await registrant(db(), at, 2);
    const bystander = await registrant(db(), at, 2);
    const door = await enrolKiosk(app, allAdmin, at.conference.id, "Dinner door", dinner);
    const hall = await enrolKiosk(app, allAdmin, at.conference.id, "Breakfast hall", breakfast);
    await postEvents(app, door.token, [checkinEvent(person.id, app.clock.now)]);
    await postEvents(app, hall.token, [checkinEvent(person.id, app.clock.now)]);
    expect((await signIn(allAdmin, person.id)).status).toBe(200);
    const page = await kioskApi(app).sync(door.token, 0, { version: 3 });
    const rows = new Map(page.body.registrations.map((row) => [row.id, row.checkins]));
    const listed = (rows.get(person.id) ?? []) as KioskCheckinRecord[];
    expect(listed.map((record) => [record.pointId, record.pointName.en, record.deviceName])).toEqual([
      [at.mainPointId, "Registration desk", null],
      [breakfast, "Breakfast", "Breakfast hall"],
      [dinner, "Dinner", "Dinner door"],
    ]);
    expect(listed.slice(1).map((record) => record.method)).toEqual(["idNumber", "idNumber"]);
    expect(rows.get(bystander.id)).toEqual([]);
  });

  it("the live board counts eligible people checked in, repeats and today's arrivals per quarter hour", async () => {
    const at = await checkinConference(db(), app.clock.now);
    const kiosk = await enrolKiosk(app, allAdmin, at.conference.id, "Board");
    const people = [
      await registrant(db(), at, 2),
      await registrant(db(), at, 2),
      await registrant(db(), at, 2),
    ];
    await registrant(db(), at, 0);
    const now = app.clock.now.getTime();
    const quarter = Math.floor(now / 900_000) * 900_000;
    await postEvents(app, kiosk.token, [
      checkinEvent(people[0]?.id ?? 0, new Date(quarter + 1_000)),
      checkinEvent(people[1]?.id ?? 0, new Date(quarter + 2_000)),
      checkinEvent(people[1]?.id ?? 0, new Date(quarter + 3_000)),
    ]);
    const board = await checker.get(`/api/admin/conferences/${at.conference.id}/checkin-board`);
    expect(board.status).toBe(403);
    const res = await allAdmin.get<{
      eligible: number;
      points: {
        id: number;
        checkedIn: number;
        repeats: number;
        arrivals: { from: string; count: number }[];
      }[];
    }>(`/api/admin/conferences/${at.conference.id}/checkin-board`);
    expect(res.status).toBe(200);
    expect(res.body.eligible).toBe(3);
    expect(res.body.points).toEqual([
      expect.objectContaining({
        id: at.mainPointId,
        checkedIn: 2,
        repeats: 1,
        arrivals: [{ from: new Date(quarter).toISOString(), count: 2 }],
      }),
    ]);
  });
});
