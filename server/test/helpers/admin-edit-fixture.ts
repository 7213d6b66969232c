import type { Kysely } from "kysely";
import { afterAll, afterEach, beforeAll, expect } from "vitest";
import type { Database } from "#db/schema";
import { insertAdmin } from "#seed/builders/accounts";
import {
  insertAcceptedPaper,
  insertConference,
  insertFeeRow,
  insertGroupScheme,
  insertParticipantType,
} from "#seed/builders/conference";
import { startTestApp, type TestApp, type TestClient } from "./app";
import { signedUpAttendee } from "./attendees";
import type { DialectContext } from "./database";
import { editFixture } from "./edit-fixture";
import { freshIdNumber } from "./fixtures";
import { signInAdmin } from "./office-clients";

/**
 * The back office's registration edit: the edit fixture's conference with groups on, a member
 * type checked against the member list (韩梅梅, E123456789M), an author type priced by its number of
 * papers, an accepted paper without its final version (2099), a discount scheme with an open group
 * (OPENAB), a failed one (GONEGH) and a full one (FULLKM, whose scheme takes one member); registration
 * closes in 15 days (early-bird ends in 10); and its back office, signed in: the conference's staff and administrator, a check-in account, the staff and the
 * administrator of another conference.
 */
export async function adminEditFixture(db: Kysely<Database>, app: TestApp) {
  const now = app.clock.now;
  const fx = await editFixture(db, now, { settings: { isGroup: true }, closesInMs: 15 * 86_400_000 });
  const conferenceId = fx.conference.id;
  const member = await insertParticipantType(db, {
    conferenceId,
    titleEn: "Member",
    fee: 1_500_00,
    discountFee: 1_200_00,
    isMember: 1,
  });
  // Authors pay by their number of papers (a fee table, 6 pages covered, 100 yuan a page over).
  const author = await insertParticipantType(db, {
    conferenceId,
    titleEn: "Author",
    fee: 1_000_00,
    discountFee: 800_00,
    allowsPapers: 1,
  });
  for (const [paperNum, discountFee] of [
    [1, 1_000_00],
    [2, 1_200_00],
  ] as const) {
    await insertFeeRow(db, {
      participantTypeId: author.id,
      paperNum,
      fee: discountFee + 200_00,
      discountFee,
      pageLimit: 6,
      overPageFee: 100_00,
    });
  }
  const draft = await insertAcceptedPaper(db, { conferenceId, paperId: "2099", finalPaper: "" });
  const stamp = now.toISOString();
  await db
    .insertInto("members")
    .values({
      kind: "caa",
      name: "韩梅梅",
      memberNo: "E123456789M",
      valid: 1,
      createTime: stamp,
      updateTime: stamp,
    })
    .execute();
  const open = await insertGroupScheme(db, { conferenceId, minNumber: 2, maxNumber: 10, discountBp: 9000 });
  const single = await insertGroupScheme(db, { conferenceId, minNumber: 1, maxNumber: 1, discountBp: 8000 });
  const group = (schemeId: number, groupCode: string, groupStatus: 0 | 3) =>
    db
      .insertInto("groups")
      .values({ conferenceId, schemeId, groupCode, groupStatus, createTime: stamp, updateTime: stamp })
      .returningAll()
      .executeTakeFirstOrThrow();
  const groups = {
    open: await group(open.id, "OPENAB", 0),
    gone: await group(open.id, "GONEGH", 3),
    full: await group(single.id, "FULLKM", 0),
  };
  const other = await insertConference(db, { titleZh: "别的会议", titleEn: "Elsewhere", systemCode: "ELS" });
  const accounts = {
    staff: await insertAdmin(db, { role: 2, conferenceId }),
    admin: await insertAdmin(db, { role: 1, conferenceId }),
    checkin: await insertAdmin(db, { role: 3, conferenceId }),
    otherStaff: await insertAdmin(db, { role: 2, conferenceId: other.id }),
    otherAdmin: await insertAdmin(db, { role: 1, conferenceId: other.id }),
  };
  type Who = keyof typeof accounts;
  /** A fresh sign-in (back-office sessions last 12 hours: tests that move the clock sign in again). */
  const signIn = (who: Who) => signInAdmin(app, accounts[who].account.username, accounts[who].password);
  const office = {} as Record<Who, TestClient>;
  for (const who of Object.keys(accounts) as Who[]) office[who] = await signIn(who);
  return {
    ...fx,
    types: { ...fx.types, member, author },
    papers: { ...fx.papers, draft },
    groups,
    office,
    signIn,
  };
}

export type AdminEditFixture = Awaited<ReturnType<typeof adminEditFixture>>;

/** A back-office edit test file's app and fixture, made once; the clock goes back to `start` after each test. */
export function adminEditSuite({ db, dialect }: DialectContext) {
  const suite = {} as { app: TestApp; fx: AdminEditFixture; start: Date };
  beforeAll(async () => {
    suite.app = await startTestApp(db(), dialect);
    suite.start = new Date(suite.app.clock.now);
    suite.fx = await adminEditFixture(db(), suite.app);
  });
  afterEach(() => {
    suite.app.clock.now = new Date(suite.start);
  });
  afterAll(() => suite.app.close());
  return suite;
}

/** A student's registration body: early-bird 800 + the open workshop 300. */
export const studentBody = (fx: AdminEditFixture, overrides: Record<string, unknown> = {}) => ({
  name: "韩梅梅",
  gender: 0,
  idNumber: freshIdNumber(),
  unit: "清华大学",
  job: "博士生",
  email: "hanmeimei@example.com",
  phone: "13812345678",
  participantTypeId: fx.types.student.id,
  workshopIds: [fx.workshops.open.id],
  payType: 1,
  clientTotal: 800_00 + 300_00,
  ...overrides,
});

type Failure = { code: string; details?: { fields?: { path: string; code: string }[] } };

/** A refusal's field findings as `path:code`, in the server's order. */
export const fieldsOf = (res: { body: unknown }) =>
  ((res.body as Failure).details?.fields ?? []).map((f) => `${f.path}:${f.code}`);

/** A new attendee's registration made through the API (a student's by default), with its input. */
export async function registeredBy(
  app: TestApp,
  fx: AdminEditFixture,
  overrides: Record<string, unknown> = {},
) {
  const attendee = await signedUpAttendee(app);
  const input = studentBody(fx, overrides);
  const res = await attendee.post<{ id: number }>(
    `/api/conferences/${fx.conference.id}/registrations`,
    input,
  );
  expect(res.status).toBe(201);
  return { id: res.body.id, input, attendee };
}

/** A registration's payment lines, in order. */
export const linesOf = (db: Kysely<Database>, registrationId: number) =>
  db
    .selectFrom("payLines")
    .select(["id", "seq", "payStatus", "totalFee", "receivedFee"])
    .where("registrationId", "=", registrationId)
    .orderBy("seq")
    .execute();

/** Its first line paid in full by bank transfer, confirmed by the conference's staff (the real action). */
export async function payInFull(db: Kysely<Database>, fx: AdminEditFixture, registrationId: number) {
  const [line] = await linesOf(db, registrationId);
  const res = await fx.office.staff.post(`/api/admin/pay-lines/${line?.id}/confirm`, {
    receivedFee: line?.totalFee,
    note: "",
  });
  expect(res.status).toBe(200);
  return line?.id as number;
}

/** Which registration holds an accepted paper (null: none). */
export const claimOf = async (db: Kysely<Database>, acceptedPaperId: number) =>
  (
    await db
      .selectFrom("acceptedPapers")
      .select("registrationId")
      .where("id", "=", acceptedPaperId)
      .executeTakeFirstOrThrow()
  ).registrationId;
