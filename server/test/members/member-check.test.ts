import { afterAll, beforeAll, expect, it } from "vitest";
import { insertParticipantType } from "#seed/index";
import { startTestApp, type TestApp, type TestClient } from "../helpers/app";
import { signedUpAttendee } from "../helpers/attendees";
import { describeEachDialect } from "../helpers/database";
import { conferenceFixture, type Fixture, registrationBody } from "../helpers/fixtures";

type Failure = { code: string; details: { fields?: { path: string; code: string }[] } };

/** Spec 000 §5: the member check (name plus member number) and the committee check, at submit and live. */
describeEachDialect("member checks", ({ db, dialect }) => {
  let app: TestApp;
  let fx: Fixture;
  let attendee: TestClient;
  let member: { id: number };
  let committee: { id: number };

  const fieldsOf = (res: { body: unknown }) =>
    ((res.body as Failure).details?.fields ?? []).map((f) => `${f.path}:${f.code}`);

  const signedIn = () => signedUpAttendee(app);

  const listed = (kind: string, name: string, memberNo: string, valid = 1) => ({
    kind,
    name,
    memberNo,
    valid,
    createTime: app.clock.now.toISOString(),
    updateTime: app.clock.now.toISOString(),
  });

  /** Member types: 1,800 yuan early-bird; committee 1,500; no workshop (the fixture's open one, 300, is added). */
  const asMember = (overrides: Record<string, unknown>) =>
    registrationBody(fx, { participantTypeId: member.id, clientTotal: 180_000 + 30_000, ...overrides });

  beforeAll(async () => {
    app = await startTestApp(db(), dialect);
    fx = await conferenceFixture(db(), app.clock.now);
    const conferenceId = fx.conference.id;
    member = await insertParticipantType(db(), {
      conferenceId,
      fee: 200_000,
      discountFee: 180_000,
      isMember: 1,
    });
    committee = await insertParticipantType(db(), {
      conferenceId,
      fee: 200_000,
      discountFee: 150_000,
      isCommittee: 1,
    });
    await db()
      .insertInto("members")
      .values([
        listed("caa", "韩梅梅", "E123456789M"),
        listed("caa", "Li Ming", "E000000001M"),
        listed("caa", "王五", "E999999999M", 0),
        listed("committee", "韩梅梅", "TC0042"),
      ])
      .execute();
    attendee = await signedIn();
  });
  afterAll(() => app.close());

  const register = (body: Record<string, unknown>) =>
    attendee.post(`/api/conferences/${fx.conference.id}/registrations`, body);

  it("a listed member registers; the number is compared without spaces or case, the name without spaces or case", async () => {
    const res = await register(asMember({ name: "韩梅梅", memberNo: "e123 456 789m" }));
    expect(res.status).toBe(201);
    const english = await register(asMember({ name: "li  ming", memberNo: "E000000001M" }));
    expect(english.status).toBe(201);
  });

  it("a number under another name, an unknown number and a lapsed member are each refused with the member message", async () => {
    for (const [name, memberNo] of [
      ["李雷", "E123456789M"],
      ["韩梅梅", "E123456780M"],
      ["王五", "E999999999M"],
    ]) {
      const res = await register(asMember({ name, memberNo }));
      expect(res.status).toBe(400);
      expect(fieldsOf(res)).toEqual(["memberNo:validation.memberMismatch"]);
    }
    const count = await db()
      .selectFrom("registrations")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("conferenceId", "=", fx.conference.id)
      .where("name", "=", "王五")
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it("a committee type is checked against the committee's list, not the society's", async () => {
    const asCommittee = (memberNo: string) =>
      registrationBody(fx, {
        participantTypeId: committee.id,
        name: "韩梅梅",
        memberNo,
        clientTotal: 150_000 + 30_000,
      });
    const wrongList = await register(asCommittee("E123456789M"));
    expect(fieldsOf(wrongList)).toEqual(["memberNo:validation.committeeMismatch"]);
    const empty = await register(asCommittee(""));
    expect(fieldsOf(empty)).toEqual(["memberNo:validation.required"]);
    const ok = await register(asCommittee("TC0042"));
    expect(ok.status).toBe(201);
  });

  it("with memberCheck off the number is neither required nor checked", async () => {
    const conferenceId = fx.other.id;
    await db()
      .updateTable("conferences")
      .set({ settings: JSON.stringify({ memberCheck: false }) })
      .where("id", "=", conferenceId)
      .execute();
    const free = await insertParticipantType(db(), { conferenceId, fee: 0, discountFee: 0, isMember: 1 });
    const live = await attendee.post(`/api/conferences/${conferenceId}/member-check`, {
      participantTypeId: free.id,
      name: "李雷",
      memberNo: "NOT-LISTED",
    });
    expect(live).toMatchObject({ status: 200, body: { ok: true } });
  });

  it("the form's live check answers the same, needs a signed-in attendee, and is limited", async () => {
    const path = `/api/conferences/${fx.conference.id}/member-check`;
    const good = await attendee.post(path, {
      participantTypeId: member.id,
      name: "韩梅梅",
      memberNo: "E123456789M",
    });
    expect(good).toMatchObject({ status: 200, body: { ok: true } });
    const bad = await attendee.post(path, {
      participantTypeId: member.id,
      name: "李雷",
      memberNo: "E123456789M",
    });
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad)).toEqual(["memberNo:validation.memberMismatch"]);
    const anonymous = await app
      .client()
      .post(path, { participantTypeId: member.id, name: "韩梅梅", memberNo: "E1" });
    expect(anonymous.status).toBe(401);
    const guesser = await signedIn();
    const answers: number[] = [];
    for (let i = 0; i < 31; i++)
      answers.push(
        (await guesser.post(path, { participantTypeId: member.id, name: "韩梅梅", memberNo: `E${i}` }))
          .status,
      );
    expect(answers.slice(0, 30).every((status) => status === 400)).toBe(true);
    expect(answers[30]).toBe(429);
  });
});
