import { afterAll, beforeAll, expect, it } from "vitest";
import { insertParticipantType } from "#seed/index";
import { startTestApp, type TestApp, type TestClient } from "../helpers/app";
import { signedUpAttendee } from "../helpers/attendees";
import { describeEachDialect } from "../helpers/database";
import { conferenceFixture, type Fixture } from "../helpers/fixtures";
import { openApiDocument, tracedSpecOperations } from "../helpers/spec-operations";

type Answer = { suggestion: Record<string, unknown> | null };

/** Spec 000 §3 "member info suggestion": filled from the members list only on a full match, never browsed. */
describeEachDialect("member suggestion", ({ db, dialect }) => {
  let app: TestApp;
  let fx: Fixture;
  let attendee: TestClient;
  let committee: { id: number };
  let path: string;

  const listed = (kind: string, name: string, contact: Record<string, unknown>, valid = 1) => ({
    kind,
    name,
    memberNo: `${kind === "committee" ? "WY" : "E"}${Math.floor(Math.random() * 1e8)}`,
    unit: "中国科学院自动化研究所",
    job: "研究员",
    gender: 0 as const,
    valid,
    createTime: app.clock.now.toISOString(),
    updateTime: app.clock.now.toISOString(),
    ...contact,
  });

  const ask = (body: Record<string, unknown>, client = attendee) => client.post<Answer>(path, body);

  beforeAll(async () => {
    app = await startTestApp(db(), dialect);
    fx = await conferenceFixture(db(), app.clock.now);
    path = `/api/conferences/${fx.conference.id}/member-suggestion`;
    committee = await insertParticipantType(db(), { conferenceId: fx.conference.id, isCommittee: 1 });
    await db()
      .insertInto("members")
      .values([
        listed("caa", "韩梅梅", { memberNo: "E20270001M", email: "hmm@example.org", phone: "13900001111" }),
        listed("caa", "王五", { email: "wangwu@example.org", phone: "13900002222" }, 0),
        // Two listed under one name and contact: ambiguous, so neither is offered.
        listed("caa", "张伟", { email: "zhangwei@example.org", phone: "" }),
        listed("caa", "张伟", { email: "zhangwei@example.org", phone: "" }),
        listed("committee", "韩梅梅", { memberNo: "WY0042", email: "hmm@example.org", phone: "" }),
      ])
      .execute();
    attendee = await signedUpAttendee(app);
  });
  afterAll(() => app.close());

  it("a name with the listed e-mail, or with the listed phone, is offered unit, title, e-mail, phone and number", async () => {
    const expected = {
      gender: 0,
      unit: "中国科学院自动化研究所",
      job: "研究员",
      email: "hmm@example.org",
      phone: "13900001111",
      memberNo: "E20270001M",
    };
    const byEmail = await ask({ name: "韩 梅梅", email: " HMM@example.org " });
    expect(byEmail).toMatchObject({ status: 200, body: { suggestion: expected } });
    const byPhone = await ask({ name: "韩梅梅", phone: "139 0000 1111" });
    expect(byPhone.body).toEqual({ suggestion: expected });
  });

  it("a name alone, a contact under another name, a lapsed member or two matches offer nothing", async () => {
    for (const body of [
      { name: "韩梅梅" },
      { name: "韩梅梅", email: "other@example.org", phone: "13900009999" },
      { name: "李雷", email: "hmm@example.org" },
      { name: "", email: "hmm@example.org", phone: "13900001111" },
      { name: "王五", email: "wangwu@example.org" },
      { name: "张伟", email: "zhangwei@example.org" },
    ]) {
      const res = await ask(body);
      expect(res).toMatchObject({ status: 200, body: { suggestion: null } });
    }
  });

  it("a committee type is offered the committee's number", async () => {
    const res = await ask({ participantTypeId: committee.id, name: "韩梅梅", email: "hmm@example.org" });
    expect(res.body.suggestion).toMatchObject({ memberNo: "WY0042" });
  });

  it("needs a signed-in attendee and is limited per account (30 in 10 minutes)", async () => {
    expect((await ask({ name: "韩梅梅", email: "hmm@example.org" }, app.client())).status).toBe(401);
    const guesser = await signedUpAttendee(app);
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push(
        (await ask({ name: "韩梅梅", phone: `1390000${String(i).padStart(4, "0")}` }, guesser)).status,
      );
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
    // Another account is not held back by this one's guesses.
    expect(
      (await ask({ name: "韩梅梅", email: "hmm@example.org" }, await signedUpAttendee(app))).status,
    ).toBe(200);
  });

  it("the saved-people and member-info calls of spec §7 are in the API description", async () => {
    const traced = tracedSpecOperations(await openApiDocument(app));
    for (const name of [
      "getCommonRegisterList",
      "addCommonRegister",
      "editCommonRegister",
      "deleteCommonRegister",
      "getMemberInfo",
    ])
      expect(traced.has(name)).toBe(true);
  });
});
