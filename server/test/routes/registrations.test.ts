import { afterAll, beforeAll, expect, it } from "vitest";
import { startTestApp, type TestApp, type TestClient } from "../helpers/app";
import { signedUpAttendee } from "../helpers/attendees";
import { describeEachDialect } from "../helpers/database";
import { conferenceFixture, type Fixture, registrationBody } from "../helpers/fixtures";
import { workshopTaken } from "../helpers/places";

type Detail = {
  id: number;
  totalFee: number;
  payStatus: number;
  workshopCount: number;
  idNumberMasked: string;
  canDelete: boolean;
};
type Page = { items: Detail[]; total: number; totalPages: number };

describeEachDialect("attendee registrations", ({ db, dialect }) => {
  let app: TestApp;
  let fx: Fixture;
  let attendee: TestClient;
  const path = () => `/api/conferences/${fx.conference.id}/registrations`;
  const registrationCount = async () =>
    Number(
      (
        await db()
          .selectFrom("registrations")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  const signedIn = (login: string) => signedUpAttendee(app, { login });

  beforeAll(async () => {
    app = await startTestApp(db(), dialect);
    fx = await conferenceFixture(db(), app.clock.now);
    attendee = await signedIn("reg@example.com");
  });
  afterAll(() => app.close());

  it("the conference view hides the invitation-only type unless its code is given", async () => {
    const plain = await attendee.get<{ participantTypes: { id: number }[] }>(
      `/api/conferences/${fx.conference.id}`,
    );
    expect(plain.body.participantTypes.map((t) => t.id)).not.toContain(fx.types.hidden.id);
    const invited = await attendee.get<{ participantTypes: { id: number }[]; invitation: { code: string } }>(
      `/api/conferences/${fx.conference.id}?invcode=vip2027`,
    );
    expect(invited.body.participantTypes.map((t) => t.id)).toContain(fx.types.hidden.id);
    expect(invited.body.invitation.code).toBe("VIP2027");
  });

  it("registering needs a signed-in attendee", async () => {
    const res = await app.client().post(path(), registrationBody(fx));
    expect(res.status).toBe(401);
  });

  it("the server prices the registration: a total the attendee did not see answers 409 with the new one and saves nothing", async () => {
    const before = await registrationCount();
    const res = await attendee.post(path(), registrationBody(fx, { clientTotal: 1 }));
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: "FEE_CHANGED", details: { total: 110_000, currency: "CNY" } });
    expect(await registrationCount()).toBe(before);
  });

  it("a registration at the early-bird price is saved with an unpaid line, a masked ID number and an audit row", async () => {
    const res = await attendee.post<Detail>(path(), registrationBody(fx, { idNumber: "11010519491231002X" }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ totalFee: 110_000, payStatus: 0, workshopCount: 1, canDelete: true });
    expect(res.body.idNumberMasked).toBe("110105********002X");
    const stored = await db()
      .selectFrom("registrations")
      .selectAll()
      .where("id", "=", res.body.id)
      .executeTakeFirstOrThrow();
    expect(stored.idNumberEnc).not.toContain("11010519491231002X");
    expect(app.pii.decrypt(stored.idNumberEnc ?? "")).toBe("11010519491231002X");
    const audit = await db()
      .selectFrom("auditLog")
      .selectAll()
      .where("entityId", "=", res.body.id)
      .where("action", "=", "registration.create")
      .execute();
    expect(audit).toHaveLength(1);
  });

  it("after the early-bird deadline the regular fee applies", async () => {
    app.clock.now = new Date(Date.parse(fx.conference.discountTime) + 1000);
    try {
      const res = await attendee.post(path(), registrationBody(fx));
      expect(res.body).toMatchObject({ code: "FEE_CHANGED", details: { total: 100_000 + 30_000 } });
    } finally {
      app.clock.now = new Date();
    }
  });

  it("missing name, bad e-mail and bad phone answer localized field errors and save nothing", async () => {
    const before = await registrationCount();
    const res = await attendee.post(
      path(),
      registrationBody(fx, { name: " ", email: "someone@", phone: "138-abc" }),
    );
    expect(res.status).toBe(400);
    const fields = (res.body as { details: { fields: { path: string; message: string }[] } }).details.fields;
    expect(fields.map((f) => f.path).sort()).toEqual(["email", "name", "phone"]);
    expect(fields.find((f) => f.path === "email")?.message).toBe("请输入正确的邮箱地址。");
    expect(await registrationCount()).toBe(before);
  });

  it("conference rules apply on the server: ID number required, workshop count within 1 to 2", async () => {
    const res = await attendee.post(path(), registrationBody(fx, { idNumber: "", workshopIds: [] }));
    expect(res.status).toBe(400);
    const fields = (res.body as { details: { fields: { path: string; code: string }[] } }).details.fields;
    expect(fields.map((f) => f.path)).toEqual(expect.arrayContaining(["idNumber", "workshopIds"]));
  });

  it("an invalid ID number checksum is refused", async () => {
    const res = await attendee.post(path(), registrationBody(fx, { idNumber: "110105194912310021" }));
    expect(res.body).toMatchObject({
      details: { fields: [{ path: "idNumber", code: "validation.idNumber" }] },
    });
  });

  it("the hidden type is refused without its invitation code and accepted with it", async () => {
    const hidden = { participantTypeId: fx.types.hidden.id, clientTotal: 30_000 };
    expect((await attendee.post(path(), registrationBody(fx, hidden))).status).toBe(400);
    expect(
      (await attendee.post(path(), registrationBody(fx, { ...hidden, invcode: "VIP2027" }))).status,
    ).toBe(201);
  });

  it("outside the registration window attendees cannot register", async () => {
    app.clock.now = new Date(Date.parse(fx.conference.endTime) + 1000);
    try {
      expect((await attendee.post(path(), registrationBody(fx))).body).toMatchObject({
        code: "REGISTRATION_CLOSED",
      });
    } finally {
      app.clock.now = new Date();
    }
  });

  it("a price changed straight in the database is charged at once: the kept conference rules are read again", async () => {
    const buyer = await signedIn("repriced@example.com");
    const student = () =>
      db().selectFrom("participantTypes").select("discountFee").where("id", "=", fx.types.reduced.id);
    const { discountFee } = await student().executeTakeFirstOrThrow();
    expect((await buyer.post(path(), registrationBody(fx))).status).toBe(201);
    const setFee = (fee: number) =>
      db()
        .updateTable("participantTypes")
        .set({ discountFee: fee })
        .where("id", "=", fx.types.reduced.id)
        .execute();
    await setFee(discountFee + 5_000);
    try {
      const res = await buyer.post(path(), registrationBody(fx));
      expect(res.body).toMatchObject({
        code: "FEE_CHANGED",
        details: { total: discountFee + 5_000 + 30_000 },
      });
    } finally {
      await setFee(discountFee);
    }
  });

  it("concurrent registrations never oversell a workshop", async () => {
    const racers = await Promise.all(Array.from({ length: 8 }, (_, i) => signedIn(`racer${i}@example.com`)));
    const body = () =>
      registrationBody(fx, { workshopIds: [fx.workshops.small.id], clientTotal: 80_000 + 50_000 });
    const results = await Promise.all(racers.map((r) => r.post(path(), body())));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(
      results
        .filter((r) => r.status === 409)
        .every((r) => (r.body as { code: string }).code === "WORKSHOP_FULL"),
    ).toBe(true);
    expect(await workshopTaken(db(), fx.workshops.small.id)).toBe(3);
  });

  it("an attendee lists only their own registrations, 10 per page; someone else's is not found", async () => {
    const list = await attendee.get<Page>(`${path()}?page=1`);
    expect(list.body.total).toBe(2);
    const stranger = await signedIn("stranger@example.com");
    expect((await stranger.get<Page>(path())).body.total).toBe(0);
    const theirs = list.body.items[0]?.id;
    expect((await stranger.get(`/api/registrations/${theirs}`)).status).toBe(404);
    expect((await stranger.delete(`/api/registrations/${theirs}`)).status).toBe(404);
  });

  it("deleting an unpaid registration hides it, frees its workshop place and leaves a newer change sequence", async () => {
    const created = await attendee.post<Detail>(
      path(),
      registrationBody(fx, { workshopIds: [fx.workshops.open.id] }),
    );
    const before = await db()
      .selectFrom("registrations")
      .select("changeSeq")
      .where("id", "=", created.body.id)
      .executeTakeFirstOrThrow();
    const taken = () => workshopTaken(db(), fx.workshops.open.id);
    const placesBefore = await taken();
    expect((await attendee.delete(`/api/registrations/${created.body.id}`)).status).toBe(200);
    expect(await taken()).toBe(placesBefore - 1);
    const row = await db()
      .selectFrom("registrations")
      .select(["isDeleted", "changeSeq"])
      .where("id", "=", created.body.id)
      .executeTakeFirstOrThrow();
    expect(row.isDeleted).toBe(1);
    expect(row.changeSeq).toBeGreaterThan(before.changeSeq);
    expect((await attendee.get(`/api/registrations/${created.body.id}`)).status).toBe(404);
  });

  it("a paid registration cannot be deleted", async () => {
    const created = await attendee.post<Detail>(path(), registrationBody(fx));
    await db()
      .updateTable("payLines")
      .set({ payStatus: 2, receivedFee: 110_000 })
      .where("registrationId", "=", created.body.id)
      .execute();
    const res = await attendee.delete(`/api/registrations/${created.body.id}`);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: "REGISTRATION_NOT_DELETABLE" });
    expect((await attendee.get<Detail>(`/api/registrations/${created.body.id}`)).body.canDelete).toBe(false);
  });
});
