import { afterAll, beforeAll, expect, it } from "vitest";
import { insertAcceptedPaper } from "#seed/builders/conference";
import {
  type AdminEditFixture,
  adminEditFixture,
  claimOf,
  fieldsOf,
  linesOf,
  payInFull,
  registeredBy,
} from "../helpers/admin-edit-fixture";
import { startTestApp, type TestApp, type TestClient } from "../helpers/app";
import { describeEachDialect } from "../helpers/database";

type Result = {
  registration: { papers: { paperId: string; pages: number }[] };
  fee: { before: number; after: number; difference: number; newLine: { totalFee: number } | null };
};

/** Spec 002 §5 "Paper addition", §7 savePaper / deletePaper: the detail panel's papers. */
describeEachDialect("the detail panel adds and removes a registration's papers", ({ db, dialect }) => {
  let app: TestApp;
  let fx: AdminEditFixture;
  let spare: { id: number; paperId: string };

  beforeAll(async () => {
    app = await startTestApp(db(), dialect);
    fx = await adminEditFixture(db(), app);
    spare = await insertAcceptedPaper(db(), { conferenceId: fx.conference.id, paperId: "3001" });
  });
  afterAll(() => app.close());

  /** An author without papers: early-bird 800 + the open workshop 300. */
  /** An author without papers: early-bird 800 + the open workshop 300. */
  const author = async (overrides: Record<string, unknown> = {}) =>
    (await registeredBy(app, fx, { participantTypeId: fx.types.author.id, ...overrides })).id;
  const add = (id: number, paper: { paperId: string; pages: number }, client: TestClient = fx.office.staff) =>
    client.post<Result>(`/api/admin/registrations/${id}/papers`, paper);
  const drop = (id: number, paperId: string, client: TestClient = fx.office.staff) =>
    client.request<Result>("DELETE", `/api/admin/registrations/${id}/papers/${paperId}`);
  const lines = async (id: number) =>
    (await linesOf(db(), id)).map(({ seq, payStatus, totalFee }) => ({ seq, payStatus, totalFee }));
  const claim = (acceptedPaperId: number) => claimOf(db(), acceptedPaperId);

  it("unpaid: a paper added is claimed and the fee follows the fee table; removed, it is released", async () => {
    const id = await author();
    const res = await add(id, { paperId: `00${fx.papers.first.paperId}`, pages: 8 });
    expect(res.status).toBe(200);
    expect(res.body.registration.papers).toEqual([
      expect.objectContaining({ paperId: fx.papers.first.paperId, pages: 8 }),
    ]);
    // One paper: 1,000 early-bird, two pages over six at 100 each, and the workshop's 300.
    expect(res.body.fee).toMatchObject({ before: 1_100_00, after: 1_500_00, newLine: null });
    expect(await lines(id)).toEqual([{ seq: 1, payStatus: 0, totalFee: 1_500_00 }]);
    expect(await claim(fx.papers.first.id)).toBe(id);
    const removed = await drop(id, fx.papers.first.paperId);
    expect(removed.status).toBe(200);
    expect(removed.body.registration.papers).toEqual([]);
    expect(await claim(fx.papers.first.id)).toBeNull();
    expect(await lines(id)).toEqual([{ seq: 1, payStatus: 0, totalFee: 1_100_00 }]);
  });

  it("paid: a paper added makes a new unpaid line of exactly the difference", async () => {
    const id = await author();
    await payInFull(db(), fx, id);
    const res = await add(id, { paperId: fx.papers.second.paperId, pages: 4 });
    expect(res.status).toBe(200);
    expect(res.body.fee).toMatchObject({ before: 1_100_00, after: 1_300_00, difference: 200_00 });
    expect(await lines(id)).toEqual([
      { seq: 1, payStatus: 2, totalFee: 1_100_00 },
      { seq: 2, payStatus: 0, totalFee: 200_00 },
    ]);
  });

  it("refused with the rule's message: not final, registered elsewhere, already listed, 1..8 pages, over the limit", async () => {
    const other = await author({
      papers: [{ paperId: fx.papers.third.paperId, pages: 2 }],
      clientTotal: 1_300_00,
    });
    expect(await claim(fx.papers.third.id)).toBe(other);
    const id = await author({
      papers: [{ paperId: fx.papers.fourth.paperId, pages: 2 }],
      clientTotal: 1_300_00,
    });
    const cases: [{ paperId: string; pages: number }, string][] = [
      [{ paperId: fx.papers.draft.paperId, pages: 2 }, "papers.1.paperId:validation.paperNotFinal"],
      [{ paperId: fx.papers.third.paperId, pages: 2 }, "papers.1.paperId:validation.paperTaken"],
      [{ paperId: fx.papers.fourth.paperId, pages: 2 }, "papers.1.paperId:validation.paperDuplicate"],
      [{ paperId: "77777", pages: 2 }, "papers.1.paperId:validation.paperNotFound"],
    ];
    for (const [paper, expected] of cases) {
      const res = await add(id, paper);
      expect([paper.paperId, res.status, fieldsOf(res)]).toEqual([paper.paperId, 400, [expected]]);
    }
    for (const pages of [0, 9]) {
      const res = await add(id, { paperId: fx.papers.first.paperId, pages });
      expect(fieldsOf(res)).toContain("papers.1.pages:validation.paperPageRange");
    }
    expect((await add(id, { paperId: fx.papers.first.paperId, pages: 3 })).status).toBe(200);
    const third = await add(id, { paperId: spare.paperId, pages: 3 });
    expect(fieldsOf(third)).toEqual(["papers:validation.paperLimit"]);
    expect(await claim(spare.id)).toBeNull();
  });

  it("a type without papers cannot get one (当前参会类型不支持添加论文)", async () => {
    const created = await registeredBy(app, fx, {
      participantTypeId: fx.types.member.id,
      memberNo: "E123456789M",
      workshopIds: [],
      clientTotal: 1_200_00,
    });
    const res = await add(created.id, { paperId: fx.papers.first.paperId, pages: 2 });
    expect([res.status, fieldsOf(res)]).toEqual([400, ["papers:validation.paperUnavailable"]]);
  });

  it("a paper not on the registration cannot be removed; check-in and another conference's staff are refused", async () => {
    const id = await author();
    const missing = await drop(id, "2001");
    expect([missing.status, fieldsOf(missing)]).toEqual([400, ["paperId:validation.paperNotFound"]]);
    expect((await add(id, { paperId: "2001", pages: 2 }, fx.office.checkin)).status).toBe(403);
    expect((await add(id, { paperId: "2001", pages: 2 }, fx.office.otherStaff)).status).toBe(404);
    expect((await drop(id, "2001", fx.office.checkin)).status).toBe(403);
  });
});
