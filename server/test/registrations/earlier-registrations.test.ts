import { afterAll, beforeAll, expect, it } from "vitest";
import { insertConference, insertParticipantType, insertWorkshop } from "#seed/index";
import { startTestApp, type TestApp, type TestClient } from "../helpers/app";
import { signedUpAttendee } from "../helpers/attendees";
import { describeEachDialect } from "../helpers/database";
import { conferenceFixture, type Fixture, freshIdNumber, registrationBody } from "../helpers/fixtures";

type Quick = {
  registrants: {
    person: Record<string, unknown>;
    conferenceTitle: { zh: string; en: string };
    participantType: { title: { zh: string; en: string } };
    participantTypeId: number | null;
  }[];
};
type Recommended = {
  recommendation: {
    participantTypeId: number | null;
    participantType: { title: { en: string } };
    workshops: { id: number }[];
    invoice: { invoiceType: number; invoiceTitle: string; taxpayerNumber: string } | null;
  } | null;
};

/** Spec 000 §2 and §9: quick registration (up to 5 earlier registrants) and the recommended registration. */
describeEachDialect("quick and recommended registration", ({ db, dialect }) => {
  let app: TestApp;
  let fx: Fixture;
  /** An earlier conference of the society: free, a "Student" type and an "Open workshop" like the fixture's. */
  let earlier: { id: number; student: number; guest: number; open: number; lecture: number };

  const registerEarlier = (client: TestClient, overrides: Record<string, unknown>) =>
    client.post(
      `/api/conferences/${earlier.id}/registrations`,
      registrationBody(fx, {
        participantTypeId: earlier.student,
        workshopIds: [],
        clientTotal: 0,
        ...overrides,
      }),
    );
  const quickOf = (client: TestClient) =>
    client.get<Quick>(`/api/conferences/${fx.conference.id}/quick-registrants`);
  const recommendedFor = (client: TestClient) =>
    client.get<Recommended>(`/api/conferences/${fx.conference.id}/recommended-registration`);

  beforeAll(async () => {
    app = await startTestApp(db(), dialect);
    fx = await conferenceFixture(db(), app.clock.now);
    const conference = await insertConference(db(), {
      titleZh: "往届年会",
      titleEn: "Last Annual Meeting",
      systemCode: "LAM",
      createTime: app.clock.now.toISOString(),
      settings: { isIdcard: true, isWorkshop: true, maxUnpaidPerAccount: 10 },
    });
    const conferenceId = conference.id;
    const type = (titleZh: string, titleEn: string) =>
      insertParticipantType(db(), { conferenceId, titleZh, titleEn, fee: 0, discountFee: 0 });
    const workshop = (titleEn: string) =>
      insertWorkshop(db(), { conferenceId, titleZh: "", titleEn, fee: 0, numberLimit: null });
    earlier = {
      id: conferenceId,
      student: (await type("学生", "Student")).id,
      guest: (await type("往届嘉宾", "Former guest")).id,
      open: (await workshop("Open workshop")).id,
      lecture: (await workshop("Evening lecture")).id,
    };
  });
  afterAll(() => app.close());

  it("quick registration offers the five latest different people of the account, without ID number or phone", async () => {
    const attendee = await signedUpAttendee(app);
    const ids: string[] = [];
    for (const name of ["张一", "张二", "张三", "张四", "张五", "张六", "张一"]) {
      const idNumber = freshIdNumber();
      ids.push(idNumber);
      const res = await registerEarlier(attendee, { name, idNumber, phone: "13800001111" });
      expect(res.status).toBe(201);
    }
    const res = await quickOf(attendee);
    expect(res.status).toBe(200);
    expect(res.body.registrants.map((r) => r.person.name)).toEqual(["张一", "张六", "张五", "张四", "张三"]);
    const first = res.body.registrants[0];
    expect(first?.person).toMatchObject({ unit: "北京大学", email: "lilei@example.com", gender: 1 });
    expect(first?.conferenceTitle.en).toBe("Last Annual Meeting");
    expect(first?.participantType.title.en).toBe("Student");
    // The fixture's "学生 / Student" is the same type here; nothing is offered for a type it does not have.
    expect(first?.participantTypeId).toBe(fx.types.student.id);
    const text = JSON.stringify(res.body);
    for (const idNumber of ids) expect(text).not.toContain(idNumber);
    expect(text).not.toContain("13800001111");
    expect(first?.person).not.toHaveProperty("idNumber");
    expect(first?.person).not.toHaveProperty("phone");
  });

  it("a type the conference does not have by that title is offered without a type", async () => {
    const attendee = await signedUpAttendee(app);
    expect((await registerEarlier(attendee, { participantTypeId: earlier.guest })).status).toBe(201);
    const res = await quickOf(attendee);
    expect(res.body.registrants).toHaveLength(1);
    expect(res.body.registrants[0]?.participantTypeId).toBeNull();
  });

  it("an account sees only its own earlier registrants; signed out, nothing", async () => {
    const owner = await signedUpAttendee(app);
    expect((await registerEarlier(owner, { name: "韩梅梅" })).status).toBe(201);
    const stranger = await signedUpAttendee(app);
    const theirs = await quickOf(stranger);
    expect(theirs.status).toBe(200);
    expect(theirs.body.registrants).toEqual([]);
    expect((await recommendedFor(stranger)).body.recommendation).toBeNull();
    const signedOut = app.client();
    expect((await quickOf(signedOut)).status).toBe(401);
    expect((await recommendedFor(signedOut)).status).toBe(401);
  });

  it("a deleted registration is not offered again", async () => {
    const attendee = await signedUpAttendee(app);
    const made = await registerEarlier(attendee, { name: "王五" });
    expect(made.status).toBe(201);
    const { id } = made.body as { id: number };
    expect((await attendee.delete(`/api/registrations/${id}`)).status).toBe(200);
    expect((await quickOf(attendee)).body.registrants).toEqual([]);
  });

  it("the recommendation proposes the latest registration's type, same-named workshops and invoice details", async () => {
    const attendee = await signedUpAttendee(app);
    const res = await registerEarlier(attendee, {
      workshopIds: [earlier.open, earlier.lecture],
      invoice: { invoiceType: 5, invoiceTitle: "北京大学", taxpayerNumber: "12110000400000000X" },
    });
    expect(res.status).toBe(201);
    const answer = await recommendedFor(attendee);
    expect(answer.status).toBe(200);
    const recommendation = answer.body.recommendation;
    expect(recommendation?.participantType.title.en).toBe("Student");
    expect(recommendation?.participantTypeId).toBe(fx.types.student.id);
    // "Evening lecture" is not held here: only the open workshop is proposed.
    expect(recommendation?.workshops.map((w) => w.id)).toEqual([fx.workshops.open.id]);
    expect(recommendation?.invoice).toMatchObject({
      invoiceType: 5,
      invoiceTitle: "北京大学",
      taxpayerNumber: "12110000400000000X",
    });
  });

  it("an invoice left at the default, with no title given, is not proposed", async () => {
    const attendee = await signedUpAttendee(app);
    expect((await registerEarlier(attendee, {})).status).toBe(201);
    const recommendation = (await recommendedFor(attendee)).body.recommendation;
    expect(recommendation?.participantTypeId).toBe(fx.types.student.id);
    expect(recommendation?.invoice).toBeNull();
  });

  it("the form's isRecommend is stored (2 loaded, 1 declined), and any other value is refused", async () => {
    const attendee = await signedUpAttendee(app);
    const body = (isRecommend: number) => registrationBody(fx, { isRecommend });
    const url = `/api/conferences/${fx.conference.id}/registrations`;
    const loaded = await attendee.post<{ id: number }>(url, body(2));
    expect(loaded.status).toBe(201);
    const declined = await attendee.post<{ id: number }>(url, body(1));
    expect(declined.status).toBe(201);
    const refused = await attendee.post<{ code: string }>(url, body(7));
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe("VALIDATION_FAILED");
    const rows = await db()
      .selectFrom("registrations")
      .select(["id", "isRecommend"])
      .where("id", "in", [loaded.body.id, declined.body.id])
      .orderBy("id")
      .execute();
    expect(rows.map((row) => Number(row.isRecommend))).toEqual([2, 1]);
    const stored = await db()
      .selectFrom("registrations")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("conferenceId", "=", fx.conference.id)
      .where("name", "=", "李雷")
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(2);
  });
});
