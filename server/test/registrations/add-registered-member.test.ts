import { expect, it } from "vitest";
import { adminEditSuite, fieldsOf, studentBody } from "../helpers/admin-edit-fixture";
import { signedUpAttendee } from "../helpers/attendees";
import { describeEachDialect } from "../helpers/database";

type Failure = { code: string };
type Created = { id: number; name: string; account: { id: number; login: string } | null; channel: string };

const day = 86_400_000;

/** Spec 002 §2 "Add registered member", §7 addNewRegisterMemberInfo, register/add, register/findparticipant. */
describeEachDialect("the back office adds a registered member", (context) => {
  const { db } = context;
  const suite = adminEditSuite(context);

  const add = (body: unknown, client = suite.fx.office.staff) =>
    client.post<Created>(`/api/admin/conferences/${suite.fx.conference.id}/registrations`, body);
  const lookup = (login: string, client = suite.fx.office.staff) =>
    client.post<{ id: number; login: string }>(
      `/api/admin/conferences/${suite.fx.conference.id}/attendee-lookup`,
      {
        login,
      },
    );

  it("for an attendee account found by its exact e-mail: the registration is theirs, audited as the back office's", async () => {
    const attendee = await signedUpAttendee(suite.app, { login: "Member.Added@Example.com" });
    const found = await lookup("  member.added@example.com ");
    expect(found.status).toBe(200);
    expect(found.body.login).toBe("member.added@example.com");
    const res = await add({ ...studentBody(suite.fx), accountId: found.body.id });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: "韩梅梅",
      channel: "backOffice",
      account: { id: found.body.id, login: "member.added@example.com" },
    });
    const own = await attendee.get<{ items: { id: number }[] }>(
      `/api/conferences/${suite.fx.conference.id}/registrations`,
    );
    expect(own.body.items.map((r) => r.id)).toContain(res.body.id);
    const audit = await db()
      .selectFrom("auditLog")
      .select(["actorKind", "action"])
      .where("entity", "=", "registration")
      .where("entityId", "=", res.body.id)
      .execute();
    expect(audit).toEqual([{ actorKind: "admin", action: "registration.create" }]);
    const search = await db()
      .selectFrom("auditLog")
      .select("data")
      .where("action", "=", "personalData.search")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(search.data).not.toContain("member.added");
  });

  it("a phone finds its account too (masked in the answer); an unknown login finds none", async () => {
    await signedUpAttendee(suite.app, { login: "13712345678" });
    const found = await lookup("137-1234-5678");
    expect([found.status, found.body.login]).toEqual([200, "137****5678"]);
    const none = await lookup("nobody@example.com");
    expect([none.status, (none.body as unknown as Failure).code]).toEqual([
      404,
      "ATTENDEE_ACCOUNT_NOT_FOUND",
    ]);
  });

  it("without an account, after registration closed: the back office still registers the person", async () => {
    suite.app.clock.now = new Date(suite.start.getTime() + 16 * day);
    const staff = await suite.fx.signIn("staff");
    const res = await add(studentBody(suite.fx, { clientTotal: 1_000_00 + 300_00 }), staff);
    expect(res.status).toBe(201);
    expect(res.body.account).toBeNull();
    const [line] = await db()
      .selectFrom("payLines")
      .select(["totalFee", "payStatus"])
      .where("registrationId", "=", res.body.id)
      .execute();
    expect(line).toEqual({ totalFee: 1_300_00, payStatus: 0 });
  });

  it("failure says why (新增失败！): the same checks as the attendee's, every problem at once, plus the job title", async () => {
    const res = await add({
      ...studentBody(suite.fx),
      name: "",
      job: "",
      email: "x",
      memberNo: "",
      participantTypeId: suite.fx.types.member.id,
    });
    expect(res.status).toBe(400);
    expect(fieldsOf(res)).toEqual(
      expect.arrayContaining([
        "name:validation.required",
        "job:validation.required",
        "email:validation.email",
      ]),
    );
    const member = await add(
      studentBody(suite.fx, {
        participantTypeId: suite.fx.types.member.id,
        memberNo: "E1",
        workshopIds: [],
        clientTotal: 1_200_00,
      }),
    );
    expect(fieldsOf(member)).toEqual(["memberNo:validation.memberMismatch"]);
    const total = await add(studentBody(suite.fx, { clientTotal: 1 }));
    expect([total.status, (total.body as unknown as Failure).code]).toEqual([409, "FEE_CHANGED"]);
    const unknown = await add({ ...studentBody(suite.fx), accountId: 999_999 });
    expect([unknown.status, (unknown.body as unknown as Failure).code]).toEqual([
      404,
      "ATTENDEE_ACCOUNT_NOT_FOUND",
    ]);
  });

  it("check-in accounts may not add or look up; another conference's staff are refused (403)", async () => {
    expect((await add(studentBody(suite.fx), suite.fx.office.checkin)).status).toBe(403);
    expect((await lookup("nobody@example.com", suite.fx.office.checkin)).status).toBe(403);
    expect((await add(studentBody(suite.fx), suite.fx.office.otherStaff)).status).toBe(403);
    expect((await lookup("nobody@example.com", suite.fx.office.otherStaff)).status).toBe(403);
  });
});
