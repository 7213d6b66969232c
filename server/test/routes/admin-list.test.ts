import { afterAll, beforeAll, expect, it } from "vitest";
import { insertBulkRegistrations } from "#seed/bulk";
import { insertRegistration, seedDemo } from "#seed/index";
import { startTestApp, type TestApp, type TestClient } from "../helpers/app";
import { describeEachDialect } from "../helpers/database";
import {
  caseQuery,
  expectedRows,
  type ListCase,
  type OracleRow,
  readAllRegistrations,
} from "../helpers/list-oracle";
import { listCases } from "./admin-list.cases";

type Page = {
  items: { id: number }[];
  page: number;
  total: number;
  totalPages: number;
  cursors: { after: number | null; before: number | null };
};

// The speed issue (item 3) rebuilt the list on indexes: a trigram index for keywords, a count without
// joins, pages by cursor. These tests hold it to the same rows and totals as the plain query, on the demo
// seed and a bulk conference big enough for deep pages.
describeEachDialect("back-office list against the plain query", ({ db, dialect }) => {
  let app: TestApp;
  let admin: TestClient;
  let all: OracleRow[];
  let bulkConferenceId: number;
  let keywordRequests = 0;

  /** One page through the route; keyword searches are limited per minute, so the clock moves on. */
  async function list(query: string): Promise<Page> {
    if (query.includes("keyword=") && ++keywordRequests % 25 === 0)
      app.clock.now = new Date(app.clock.now.getTime() + 11 * 60_000);
    const res = await admin.get<Page>(`/api/admin/registrations?${query}`);
    expect(res.status, query).toBe(200);
    return res.body;
  }

  async function expectPage(listCase: ListCase, page: number, size: number) {
    const rows = expectedRows(all, listCase);
    const body = await list(caseQuery(listCase, page, size));
    const where = `${listCase.label}, page ${page} of size ${size}`;
    expect(body.total, where).toBe(rows.length);
    expect(body.totalPages, where).toBe(Math.ceil(rows.length / size));
    expect(
      body.items.map((r) => r.id),
      where,
    ).toEqual(rows.slice((page - 1) * size, page * size).map((r) => r.id));
  }

  beforeAll(async () => {
    app = await startTestApp(db(), dialect);
    const seeded = await seedDemo(db(), { pii: app.pii, now: app.clock.now });
    const bulk = await insertBulkRegistrations(db(), app.pii, {
      count: 700,
      scannable: 0,
      now: app.clock.now,
    });
    bulkConferenceId = bulk.conferenceId;
    const type = await db()
      .selectFrom("participantTypes")
      .select("id")
      .where("conferenceId", "=", bulkConferenceId)
      .executeTakeFirstOrThrow();
    // Characters a keyword must take literally: quotes (full-text syntax) and % _ (LIKE wildcards).
    await insertRegistration(db(), {
      conferenceId: bulkConferenceId,
      participantTypeId: type.id,
      name: `Anne "Quote" O'Hara`,
      unit: "100%_Lab",
      email: "anne.ohara@example.net",
    });
    // Half past midnight of New Year's Day in Tokyo, still the old year in Beijing: the date filters must
    // count it in the conference's zone.
    const tokyo = await db()
      .selectFrom("conferences")
      .innerJoin("participantTypes", "participantTypes.conferenceId", "conferences.id")
      .select(["conferences.id", "participantTypes.id as typeId"])
      .where("conferences.timezone", "=", "Asia/Tokyo")
      .executeTakeFirstOrThrow();
    await insertRegistration(db(), {
      conferenceId: tokyo.id,
      participantTypeId: tokyo.typeId,
      name: "Kenji Watanabe",
      createTime: "2026-12-31T15:30:00.000Z",
    });
    const credential = seeded?.accounts.find((a) => a.username === "admin");
    if (!credential) throw new Error("the demo seed made no admin account");
    admin = app.client();
    expect((await admin.post("/api/admin/login", credential)).status).toBe(200);
    all = await readAllRegistrations(db(), app.pii);
  });
  afterAll(() => app.close());

  it("every filter and combination lists the plain query's rows and total, on the first, a middle and the last page", async () => {
    const conferences = await db().selectFrom("conferences").select(["id", "timezone"]).execute();
    const cases = listCases(all, bulkConferenceId, new Map(conferences.map((c) => [c.id, c.timezone])));
    const sizes = [5, 10, 20, 100];
    for (const [n, listCase] of cases.entries()) {
      const size = sizes[n % sizes.length] as number;
      const last = Math.max(1, Math.ceil(expectedRows(all, listCase).length / size));
      for (const page of new Set([1, Math.ceil(last / 2), last])) await expectPage(listCase, page, size);
    }
    expect(cases.length).toBeGreaterThan(40);
  });

  it("a keyword case that matches nothing, and a page past the end, list no rows with the true total", async () => {
    await expectPage(
      { label: "nothing", conferenceId: null, keyword: { text: "不存在的名字", as: "text" } },
      1,
      10,
    );
    await expectPage({ label: "past the end", conferenceId: bulkConferenceId }, 999, 20);
  });

  it("next and previous by cursor continue exactly from the rows shown, to the last page and back", async () => {
    const listCase: ListCase = {
      label: "bulk, paid",
      conferenceId: bulkConferenceId,
      columns: { payStatus: 2 },
    };
    const rows = expectedRows(all, listCase).map((r) => r.id);
    const size = 50;
    const pages = Math.ceil(rows.length / size);
    let body = await list(caseQuery(listCase, 1, size));
    for (let page = 2; page <= pages; page++) {
      const after = body.cursors.after;
      expect(after, `page ${page - 1}`).toBe(rows[(page - 1) * size - 1]);
      body = await list(caseQuery(listCase, page, size, { after: after as number }));
      expect(body.items.map((r) => r.id)).toEqual(rows.slice((page - 1) * size, page * size));
    }
    expect(body.cursors.after).toBeNull();
    for (let page = pages - 1; page >= 1; page--) {
      const before = body.cursors.before as number;
      body = await list(caseQuery(listCase, page, size, { before }));
      expect(body.items.map((r) => r.id)).toEqual(rows.slice((page - 1) * size, page * size));
    }
    expect(body.cursors.before).toBeNull();
  });

  it("a keyword finds what is written after the index was built: new, renamed and no longer deleted ones only", async () => {
    const [renamed, deleted] = all.filter((r) => r.conferenceId === bulkConferenceId && r.isDeleted === 0);
    if (!renamed || !deleted) throw new Error("the bulk conference has no registrations");
    await db()
      .updateTable("registrations")
      .set({ name: "司徒新名", unit: "改名研究所" })
      .where("id", "=", renamed.id)
      .execute();
    await db().updateTable("registrations").set({ isDeleted: 1 }).where("id", "=", deleted.id).execute();
    const found = (keyword: string) =>
      list(`conferenceId=${bulkConferenceId}&keyword=${encodeURIComponent(keyword)}&size=100`).then((b) =>
        b.items.map((r) => r.id),
      );
    expect(await found("司徒新名")).toEqual([renamed.id]);
    expect(await found("司徒")).toEqual([renamed.id]);
    expect(await found("改名研究")).toEqual([renamed.id]);
    expect(await found(renamed.name)).not.toContain(renamed.id);
    expect(await found(deleted.name)).not.toContain(deleted.id);
    all = await readAllRegistrations(db(), app.pii);
  });

  it("a page asked both after and before a row is refused with a message in the reader's language", async () => {
    const query = `conferenceId=${bulkConferenceId}&page=2&after=5&before=3`;
    const zh = await admin.get<{ code: string; details: { fields: { path: string; message: string }[] } }>(
      `/api/admin/registrations?${query}`,
    );
    expect(zh.status).toBe(400);
    expect(zh.body.code).toBe("VALIDATION_FAILED");
    expect(zh.body.details.fields).toEqual([expect.objectContaining({ path: "before" })]);
    admin.cookies.set("confreg_lang", "en");
    const en = await admin.get<{ details: { fields: { message: string }[] } }>(
      `/api/admin/registrations?${query}`,
    );
    admin.cookies.delete("confreg_lang");
    expect(en.body.details.fields[0]?.message).toBe("A page starts either after or before a row, not both.");
    expect(zh.body.details.fields[0]?.message).not.toBe(en.body.details.fields[0]?.message);
  });
});
