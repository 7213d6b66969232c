import { afterAll, beforeAll, expect, it } from "vitest";
import { insertAcceptedPaper } from "#seed/builders/conference";
import { startTestApp, type TestApp, type TestClient } from "../helpers/app";
import { signedUpAttendee } from "../helpers/attendees";
import { describeEachDialect } from "../helpers/database";
import { type PapersFixture, papersFixture } from "./papers-fixture";

type Field = { path: string; code: string; message: string; params?: Record<string, unknown> };
type Failure = { code: string; details: { fields?: Field[] } };
type Detail = { id: number; paperCount: number; papers: { paperId: string }[] };

/**
 * Submitting someone else's paper where the conference asks for PINs (`isPinpaper`, spec 000 §2 "PIN
 * entry"): the server asks for the PIN the search asked for, counts wrong ones as guesses, and still
 * refuses a paper another registration holds.
 */
describeEachDialect("papers: PINs at submit", ({ db, dialect }) => {
  let app: TestApp;
  let fx: PapersFixture;
  const url = () => `/api/conferences/${fx.pinned.id}/registrations`;
  const signedIn = (login?: string, lang = "en") =>
    signedUpAttendee(app, { ...(login ? { login } : {}), lang });
  /** A registration of the PIN conference (2,000 yuan: it has no fee table) with these papers. */
  const body = (papers: { paperId: string; pages: number; pin?: string }[]) => ({
    name: "王五",
    unit: "浙江大学",
    email: "wangwu@example.com",
    phone: "13912345679",
    participantTypeId: fx.types.pinned.id,
    clientTotal: 2_000_00,
    papers,
  });
  const fieldsOf = (res: { body: unknown }) =>
    ((res.body as Failure).details?.fields ?? []).map((f) => `${f.path}:${f.code}`);
  /** A paper of the PIN conference under someone else's e-mail, with PIN 24680<n>. */
  const othersPaper = (paperId: string) =>
    insertAcceptedPaper(db(), {
      conferenceId: fx.pinned.id,
      paperId,
      submitUserEmail: "author@example.com",
      pin: `24680${paperId.slice(-1)}`,
    });

  beforeAll(async () => {
    app = await startTestApp(db(), dialect);
    fx = await papersFixture(db(), app.clock.now);
  });
  afterAll(() => app.close());

  it("someone else's paper without its PIN or with a wrong one is refused, naming the paper, in both languages", async () => {
    await othersPaper("3101");
    const client = await signedIn();
    const missing = await client.post<Failure>(url(), body([{ paperId: "3101", pages: 6 }]));
    expect(missing.status).toBe(400);
    expect(missing.body.details.fields).toEqual([
      {
        path: "papers.0.paperId",
        code: "validation.paperPin",
        message: "Paper 3101 is not yours: please enter its correct PIN.",
        params: { paperId: "3101" },
      },
    ]);
    const wrong = await client.post<Failure>(url(), body([{ paperId: "3101", pages: 6, pin: "000000" }]));
    expect(fieldsOf(wrong)).toEqual(["papers.0.paperId:validation.paperPin"]);
    const chinese = await (await signedIn(undefined, "zh-CN")).post<Failure>(
      url(),
      body([{ paperId: "3101", pages: 6 }]),
    );
    expect(chinese.body.details.fields?.[0]?.message).toBe(
      "论文 3101 不是您的论文：请输入该论文正确的 PIN。",
    );
    const held = await db()
      .selectFrom("acceptedPapers")
      .select("registrationId")
      .where("paperId", "=", "3101")
      .executeTakeFirstOrThrow();
    expect(held.registrationId).toBeNull();
  });

  it("with its PIN (spaces around it ignored) the paper is registered", async () => {
    await othersPaper("3102");
    const res = await (await signedIn()).post<Detail>(
      url(),
      body([{ paperId: "003102", pages: 6, pin: " 246802 " }]),
    );
    expect(res.status).toBe(201);
    expect(res.body.papers.map((p) => p.paperId)).toEqual(["3102"]);
  });

  it("the paper's own submitter (by the account's e-mail, case and spaces ignored) needs no PIN", async () => {
    const res = await (await signedIn(fx.owner)).post<Detail>(url(), body([{ paperId: "3001", pages: 6 }]));
    expect(res.status).toBe(201);
    expect(res.body.paperCount).toBe(1);
  });

  it("a paper another registration holds is refused even with its right PIN", async () => {
    await othersPaper("3103");
    const first = await (await signedIn()).post(url(), body([{ paperId: "3103", pages: 6, pin: "246803" }]));
    expect(first.status).toBe(201);
    const second = await (await signedIn()).post(url(), body([{ paperId: "3103", pages: 6, pin: "246803" }]));
    expect(second.status).toBe(400);
    expect(fieldsOf(second)).toEqual(["papers.0.paperId:validation.paperTaken"]);
  });

  it("a wrong PIN at submit counts against the same allowance as the search's guesses", async () => {
    await othersPaper("3104");
    const guesser: TestClient = await signedIn();
    const search = (pin: string) =>
      guesser.get(`/api/conferences/${fx.pinned.id}/papers/search?paperId=3104&pin=${pin}`);
    // 20 guesses are allowed per account: 19 searches and one submission use them up.
    for (let i = 0; i < 19; i += 1) expect((await search(String(100000 + i))).status).toBe(404);
    const wrong = await guesser.post(url(), body([{ paperId: "3104", pages: 6, pin: "999999" }]));
    expect(fieldsOf(wrong)).toEqual(["papers.0.paperId:validation.paperPin"]);
    const stopped = await search("246804");
    expect(stopped.status).toBe(429);
    const submitStopped = await guesser.post<Failure>(
      url(),
      body([{ paperId: "3104", pages: 6, pin: "123456" }]),
    );
    expect(submitStopped.status).toBe(429);
    expect(submitStopped.body.code).toBe("RATE_LIMITED");
  });

  it("conferences without PINs take anyone's accepted paper by its id alone", async () => {
    const res = await (await signedIn()).post<Detail>(`/api/conferences/${fx.coded.id}/registrations`, {
      ...body([{ paperId: "2005", pages: 6 }]),
      participantTypeId: fx.types.delegate.id,
      // The coded conference's fee table: one paper at the regular 2,500 yuan.
      clientTotal: 2_500_00,
    });
    expect(res.status).toBe(201);
  });
});
