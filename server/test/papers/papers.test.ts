import { isValidPaperCode } from "@confreg/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isUniqueViolation } from "#db/errors";
import { insertAdmin } from "#seed/builders/accounts";
import { startTestApp, type TestApp, type TestClient } from "../helpers/app";
import { signedUpAttendee } from "../helpers/attendees";
import { describeEachDialect } from "../helpers/database";
import { type OpenApiDocument, openApiDocument, tracedSpecOperations } from "../helpers/spec-operations";
import { type PapersFixture, papersFixture } from "./papers-fixture";

type Field = { path: string; code: string; message: string };
type Failure = { code: string; details: { total?: number; fields?: Field[] } };
type Paper = { paperId: string; title: string; pages: number; paperCode: string };
type Detail = {
  id: number;
  totalFee: number;
  paperCount: number;
  papers: Paper[];
  payLines: { id: number }[];
};
type View = { paperId: string; title: string; isFinal: boolean; isRegistered: boolean };
type Mine = {
  items: (View & { registrationId: number | null; pages: number | null; paperCode: string })[];
  total: number;
  paperCodeLabel: { zh: string; en: string } | null;
};

describeEachDialect("papers: rules, prices, look-ups, mypaper and paper codes", ({ db, dialect }) => {
  let app: TestApp;
  let fx: PapersFixture;
  /** owner@example.com: the paper system lists the fixture's papers under this e-mail. */
  let owner: TestClient;
  const registrations = (conferenceId: number) => `/api/conferences/${conferenceId}/registrations`;

  const signedIn = (login?: string, lang = "en") =>
    signedUpAttendee(app, { ...(login ? { login } : {}), lang });
  /** A delegate of `coded` named 张三 (the author of the fixture's papers but 2006). */
  const body = (overrides: Record<string, unknown> = {}) => ({
    name: "张三",
    unit: "清华大学",
    email: "zhangsan@example.com",
    phone: "13912345678",
    participantTypeId: fx.types.delegate.id,
    clientTotal: 2_000_00,
    ...overrides,
  });
  const fieldsOf = (res: { body: unknown }) =>
    ((res.body as Failure).details?.fields ?? []).map((f) => `${f.path}:${f.code}`);

  /** A delegate registration of `coded` with these papers, at the total worked out by hand. */
  async function registerWith(
    client: TestClient,
    papers: { paperId: string; pages: number }[],
    total: number,
  ) {
    const res = await client.post<Detail>(registrations(fx.coded.id), body({ papers, clientTotal: total }));
    expect(res.status).toBe(201);
    return res.body;
  }
  /** Staff confirm the registration's fee line as paid (the back office's confirm transition). */
  async function confirmPaid(registration: Detail, receivedFee: number) {
    const { account, password } = await insertAdmin(db(), { role: 1, conferenceId: null });
    const staff = app.client();
    expect((await staff.post("/api/admin/login", { username: account.username, password })).status).toBe(200);
    const lineId = registration.payLines[0]?.id;
    expect((await staff.post(`/api/admin/pay-lines/${lineId}/confirm`, { receivedFee })).status).toBe(200);
  }

  beforeAll(async () => {
    app = await startTestApp(db(), dialect);
    fx = await papersFixture(db(), app.clock.now);
    owner = await signedIn(fx.owner);
  });
  afterAll(() => app.close());

  describe("the fee and the rules at submit", () => {
    it("two papers, one two pages over the limit: the 2-paper row (3,000) plus 2 × 300 yuan, checked against the client's total", async () => {
      const papers = [
        { paperId: "2001", pages: 6 },
        { paperId: " 002002 ", pages: 8 },
      ];
      // Regular prices (the early-bird is over): 3,000 yuan for two papers + (8 - 6) × 300 = 3,600 yuan.
      const stale = await owner.post<Failure>(registrations(fx.coded.id), body({ papers }));
      expect(stale.status).toBe(409);
      expect(stale.body).toMatchObject({ code: "FEE_CHANGED", details: { total: 3_600_00 } });
      const res = await owner.post<Detail>(
        registrations(fx.coded.id),
        body({ papers, clientTotal: 3_600_00 }),
      );
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ totalFee: 3_600_00, paperCount: 2 });
      expect(res.body.papers).toEqual([
        { paperId: "2001", title: "Adaptive Control", pages: 6, paperCode: "" },
        { paperId: "2002", title: "Robust Estimation", pages: 8, paperCode: "" },
      ]);
    });

    it("one paper of 7 pages: the 1-paper row (2,500) plus 300 yuan", async () => {
      const client = await signedIn();
      const papers = [{ paperId: "2005", pages: 7 }];
      const res = await client.post<Detail>(
        registrations(fx.coded.id),
        body({ papers, clientTotal: 2_800_00 }),
      );
      expect(res.status).toBe(201);
      expect(res.body.totalFee).toBe(2_800_00);
    });

    it("a paper another registration holds, a paper twice, a draft and page counts out of 1..8 are refused, each by id", async () => {
      const holder = await registerWith(await signedIn(), [{ paperId: "2007", pages: 6 }], 2_500_00);
      expect(holder.paperCount).toBe(1);
      const client = await signedIn();
      const res = await client.post(
        registrations(fx.coded.id),
        body({
          papers: [
            { paperId: "2007", pages: 6 },
            { paperId: "2003", pages: 0 },
          ],
        }),
      );
      expect(res.status).toBe(400);
      expect(fieldsOf(res)).toEqual([
        "papers.0.paperId:validation.paperTaken",
        "papers.1.paperId:validation.paperNotFinal",
        "papers.1.pages:validation.paperPageRange",
      ]);
      const twice = await client.post(
        registrations(fx.coded.id),
        body({
          papers: [
            { paperId: "2004", pages: 9 },
            { paperId: "02004", pages: 6 },
          ],
        }),
      );
      expect(fieldsOf(twice)).toEqual([
        "papers.0.pages:validation.paperPageRange",
        "papers.1.paperId:validation.paperDuplicate",
      ]);
      const taken = (twice.body as Failure).details.fields ?? [];
      expect(taken[0]?.message).toBe("A paper has 1 to 8 pages.");
    });

    it("counts: the conference's paperLimit, a type's own maxPapers; mustPaper needs one", async () => {
      const client = await signedIn();
      const three = ["2004", "2005", "2006"].map((paperId) => ({ paperId, pages: 6 }));
      const over = await client.post<Failure>(registrations(fx.coded.id), body({ papers: three }));
      expect(fieldsOf(over)).toContain("papers:validation.paperLimit");
      expect(over.body.details.fields?.find((f) => f.code === "validation.paperLimit")?.message).toBe(
        "Each registration covers at most 2 papers.",
      );
      const author = await client.post<Failure>(
        registrations(fx.coded.id),
        body({ participantTypeId: fx.types.author.id, papers: three.slice(0, 2) }),
      );
      expect(author.body.details.fields?.find((f) => f.code === "validation.paperLimit")?.message).toBe(
        "Each registration covers at most 1 paper.",
      );
      const none = await client.post(
        registrations(fx.pinned.id),
        body({ participantTypeId: fx.types.pinned.id }),
      );
      expect(fieldsOf(none)).toEqual(["papers:validation.paperRequired"]);
    });

    it("a type whose papers must be the registrant's: the warning names the PaperID, in both languages", async () => {
      const papers = [{ paperId: "2006", pages: 6 }];
      const input = body({ participantTypeId: fx.types.author.id, papers, clientTotal: 2_000_00 });
      const english = await (await signedIn()).post<Failure>(registrations(fx.coded.id), input);
      expect(english.body.details.fields).toEqual([
        {
          path: "papers.0.paperId",
          code: "validation.paperAuthor",
          message: "Name not the same: the authors of paper 2006 do not include the registrant.",
          params: { paperId: "2006" },
        },
      ]);
      const chinese = await (await signedIn(undefined, "zh-CN")).post<Failure>(
        registrations(fx.coded.id),
        input,
      );
      expect(chinese.body.details.fields?.[0]?.message).toBe("姓名不一致：论文 2006 的作者中没有注册人。");
    });

    it("after the conference's paper deadline a registration with papers is refused; one without is not concerned", async () => {
      const client = await signedIn();
      const input = { participantTypeId: fx.types.closed.id, papers: [{ paperId: "4001", pages: 6 }] };
      const late = await client.post<Failure>(registrations(fx.closed.id), body(input));
      expect(late.status).toBe(400);
      // Its text (validation.paperDeadline) reaches the catalogues with the next message extraction.
      expect(fieldsOf(late)).toEqual(["papers:validation.paperDeadline"]);
      const without = await client.post(
        registrations(fx.closed.id),
        body({ participantTypeId: fx.types.closed.id }),
      );
      expect(without.status).toBe(201);
    });

    it("two registrations submitted at once for the same paper: exactly one holds it", async () => {
      const racers = await Promise.all([signedIn(), signedIn()]);
      const input = body({ papers: [{ paperId: "2004", pages: 6 }], clientTotal: 2_500_00 });
      const results = await Promise.all(
        racers.map((r) => r.post<Detail | Failure>(registrations(fx.coded.id), input)),
      );
      const won = results.filter((r) => r.status === 201);
      expect(won).toHaveLength(1);
      const lost = results.find((r) => r.status !== 201);
      const answer = lost?.body as Failure;
      expect(
        answer.code === "PAPER_TAKEN" ||
          fieldsOf(lost ?? { body: {} }).includes("papers.0.paperId:validation.paperTaken"),
      ).toBe(true);
      const holders = await db()
        .selectFrom("papers")
        .innerJoin("registrations", "registrations.id", "papers.registrationId")
        .select("registrations.id")
        .where("papers.acceptedPaperId", "=", fx.papers.contested.id)
        .where("registrations.isDeleted", "=", 0)
        .execute();
      expect(holders.map((h) => h.id)).toEqual([(won[0]?.body as Detail | undefined)?.id]);
    });

    describe("paper codes", () => {
      it("paying the registration gives each paper a unique, verifiable code shown on its detail", async () => {
        const client = await signedIn();
        const papers = [
          { paperId: "2008", pages: 6 },
          { paperId: "2009", pages: 6 },
        ];
        const registration = await registerWith(client, papers, 3_000_00);
        expect(registration.papers.map((p) => p.paperCode)).toEqual(["", ""]);
        await confirmPaid(registration, 3_000_00);
        const detail = await client.get<Detail>(`/api/registrations/${registration.id}`);
        const rows = await db()
          .selectFrom("papers")
          .select(["id", "paperCode"])
          .where("registrationId", "=", registration.id)
          .orderBy("id")
          .execute();
        const codes = detail.body.papers.map((p) => p.paperCode);
        expect(codes).toEqual(rows.map((r) => r.paperCode));
        rows.forEach((row, index) => {
          // Prefix MD (isPapermd), the conference, the paper's own six-digit serial, a check character.
          expect(codes[index]).toMatch(
            new RegExp(`^MD-${fx.coded.id}-${String(row.id).padStart(6, "0")}-[0-9A-Z]$`),
          );
          expect(isValidPaperCode(codes[index] ?? "")).toBe(true);
        });
        expect(new Set(codes).size).toBe(2);
        // The database refuses a second paper with a code already given.
        const error = await db()
          .updateTable("papers")
          .set({ paperCode: codes[0] ?? "" })
          .where("id", "=", rows[1]?.id ?? 0)
          .execute()
          .then(
            () => null,
            (e: unknown) => e,
          );
        expect(isUniqueViolation(error)).toBe(true);
      });

      it("a conference that hands out no codes leaves them empty when paid", async () => {
        const client = await signedIn();
        const res = await client.post<Detail>(
          registrations(fx.pinned.id),
          body({
            participantTypeId: fx.types.pinned.id,
            // Not this attendee's paper: registered with its PIN (isPinpaper).
            papers: [{ paperId: "3001", pages: 6, pin: "481516" }],
          }),
        );
        expect(res.status).toBe(201);
        await confirmPaid(res.body, 2_000_00);
        expect((await client.get<Detail>(`/api/registrations/${res.body.id}`)).body.papers).toEqual([
          { paperId: "3001", title: "Paper 3001", pages: 6, paperCode: "" },
        ]);
      });

      it("mypaper: the account's accepted and registered papers with their flags, codes and the conference's label", async () => {
        const reader = await signedIn(fx.reader);
        const own = await registerWith(reader, [{ paperId: "2010", pages: 7 }], 2_800_00);
        await confirmPaid(own, 2_800_00);
        await registerWith(await signedIn(), [{ paperId: "2012", pages: 6 }], 2_500_00);
        const res = await reader.get<Mine>(`/api/conferences/${fx.coded.id}/my-papers`);
        expect(res.status).toBe(200);
        expect(res.body.paperCodeLabel).toEqual({ zh: "上传码", en: "Upload code" });
        const rows = res.body.items.map((p) => [
          p.paperId,
          p.isRegistered,
          p.isFinal,
          p.registrationId,
          p.pages,
          p.paperCode !== "",
        ]);
        // 2010 registered by the reader and paid; 2011 a draft; 2012 registered by someone else (not said who).
        expect(rows).toEqual([
          ["2010", true, true, own.id, 7, true],
          ["2011", false, false, null, null, false],
          ["2012", true, true, null, null, false],
        ]);
        expect(res.body.total).toBe(3);
        const stranger = await (await signedIn()).get<Mine>(`/api/conferences/${fx.coded.id}/my-papers`);
        expect(stranger.body.items).toEqual([]);
      });
    });
  });

  describe("look-ups for the form", () => {
    const accepted = (id: number) => `/api/conferences/${id}/papers/accepted`;
    const search = (id: number, query: string) => `/api/conferences/${id}/papers/search?${query}`;

    it("need a signed-in attendee", async () => {
      expect((await app.client().get(accepted(fx.coded.id))).status).toBe(401);
      expect((await app.client().get(search(fx.coded.id, "paperId=2001"))).status).toBe(401);
    });

    it("the attendee's accepted papers: those under the account's e-mail, registered or not (never by whom)", async () => {
      const lister = await signedIn(fx.lister);
      await registerWith(await signedIn(), [{ paperId: "2014", pages: 6 }], 2_500_00);
      const res = await lister.get<{ papers: unknown[]; needsPin: boolean; deadlinePassed: boolean }>(
        accepted(fx.coded.id),
      );
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        papers: [
          {
            paperId: "2013",
            title: "Sparse Identification",
            authors: "张三",
            authorsEn: "Zhang San",
            isFinal: true,
            isRegistered: false,
          },
          {
            paperId: "2014",
            title: "Paper 2014",
            authors: "张三",
            authorsEn: "Zhang San",
            isFinal: true,
            isRegistered: true,
          },
        ],
        needsPin: false,
        deadline: null,
        deadlinePassed: false,
      });
      const closed = await lister.get<{ deadline: string; deadlinePassed: boolean }>(accepted(fx.closed.id));
      const yesterday = new Date(app.clock.now.getTime() - 86_400_000).toISOString();
      expect(closed.body).toMatchObject({ deadline: yesterday, deadlinePassed: true });
    });

    it("search by paper id, normalised; an unknown id is 'No paper found'", async () => {
      const client = await signedIn();
      const res = await client.get<View>(search(fx.coded.id, "paperId=%20000%32003%20"));
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ paperId: "2003", isFinal: false, isRegistered: false });
      const missing = await client.get<{ code: string; message: string }>(
        search(fx.coded.id, "paperId=9999"),
      );
      expect(missing.status).toBe(404);
      expect(missing.body).toMatchObject({ code: "PAPER_NOT_FOUND" });
    });

    it("with isPinpaper someone else's paper needs its PIN; its submitter finds it without; guesses are throttled", async () => {
      const client = await signedIn();
      expect((await client.get(search(fx.pinned.id, "paperId=3001"))).status).toBe(404);
      expect((await client.get(search(fx.pinned.id, "paperId=3001&pin=000000"))).status).toBe(404);
      const right = await client.get<View>(search(fx.pinned.id, "paperId=3001&pin=481516"));
      expect(right.status).toBe(200);
      expect(right.body.paperId).toBe("3001");
      expect((await owner.get(search(fx.pinned.id, "paperId=3001"))).status).toBe(200);
      const guesser = await signedIn();
      for (let i = 0; i < 20; i += 1)
        await guesser.get(search(fx.pinned.id, `paperId=3001&pin=${100000 + i}`));
      const stopped = await guesser.get<{ code: string }>(search(fx.pinned.id, "paperId=3001&pin=481516"));
      expect(stopped.status).toBe(429);
      expect(stopped.body.code).toBe("RATE_LIMITED");
    });
  });

  describe("the API description", () => {
    let doc: OpenApiDocument;
    beforeAll(async () => {
      doc = await openApiDocument(app);
    });

    it("every paper call of the spec (§7) is traced to an operation", () => {
      const paperCalls = [
        "getShowPaper",
        "checkAddPaper",
        "getAcceptedPaper",
        "getAcceptedPaperList",
        "getPaperByPin",
        "checkPaperDeadline",
        "generatePaperCode",
        "generatePaperCodeList",
        "getEcPaperList",
        "getEcPaperListByRegisterId",
      ];
      const traced = tracedSpecOperations(doc);
      expect(paperCalls.filter((name) => !traced.has(name))).toEqual([]);
      expect(doc.paths["/api/conferences/{conferenceId}/my-papers"]?.get?.operationId).toBe("listMyPapers");
    });
  });
});
