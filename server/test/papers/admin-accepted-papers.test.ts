import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertRegistration } from "#seed/index";
import { startTestApp, type TestApp, type TestClient } from "../helpers/app";
import { describeEachDialect } from "../helpers/database";
import { conferenceFixture, type Fixture } from "../helpers/fixtures";
import { adminAndStaff } from "../helpers/office-clients";
import { csvBytes, postSheet, xlsxBytes } from "../helpers/sheet-upload";

type Paper = {
  id: number;
  paperId: string;
  title: string;
  pages: number | null;
  isFinal: boolean;
  submitUserPhoneMasked: string;
  hasPin: boolean;
  registration: { id: number; name: string } | null;
};
type Page = { items: Paper[]; total: number };
type Failure = { code: string; details: { problems?: { row: number; column: string; code: string }[] } };

/** Accepted papers in the back office: import, search, edit; the registration holding each. */
describeEachDialect("accepted papers (back office)", ({ db, dialect }) => {
  let app: TestApp;
  let fx: Fixture;
  let admin: TestClient;
  let staff: TestClient;

  const base = () => `/api/admin/conferences/${fx.conference.id}/accepted-papers`;
  const stored = () =>
    db()
      .selectFrom("acceptedPapers")
      .select(["paperId", "title", "pageNum", "finalPaper", "pin", "submitUserPhone", "submitUserEmail"])
      .where("conferenceId", "=", fx.conference.id)
      .orderBy("paperId")
      .execute();
  const importFile = (client: TestClient, bytes: Uint8Array) =>
    postSheet<Failure & { created: number; updated: number }>(client, `${base()}/import`, bytes);
  const header = [
    "论文编号",
    "论文题目",
    "页数",
    "终稿",
    "作者",
    "作者英文名",
    "提交人邮箱",
    "提交人手机",
    "PIN",
  ];

  beforeAll(async () => {
    app = await startTestApp(db(), dialect);
    fx = await conferenceFixture(db(), app.clock.now);
    ({ admin, staff } = await adminAndStaff(app, fx));
  });
  afterAll(() => app.close());

  describe("import", () => {
    it("imports an .xlsx of papers: ids without leading zeros, pages, final, e-mail lower-cased", async () => {
      const bytes = await xlsxBytes([
        header,
        [
          "00123",
          "图神经网络综述",
          6,
          "是",
          "张三;李四",
          "San Zhang;Si Li",
          "Zhang@Example.com",
          "13912345678",
          "4321",
        ],
        ["124", "Control of drones", "", "否", "王五", "Wu Wang", "", "", ""],
      ]);
      const res = await importFile(admin, bytes);
      expect([res.status, res.body.created, res.body.updated]).toEqual([200, 2, 0]);
      expect(await stored()).toEqual([
        {
          paperId: "123",
          title: "图神经网络综述",
          pageNum: 6,
          finalPaper: "1",
          pin: "4321",
          submitUserPhone: "13912345678",
          submitUserEmail: "zhang@example.com",
        },
        {
          paperId: "124",
          title: "Control of drones",
          pageNum: null,
          finalPaper: "",
          pin: "",
          submitUserPhone: "",
          submitUserEmail: "",
        },
      ]);
      const audit = await db()
        .selectFrom("auditLog")
        .select("action")
        .where("entity", "=", "acceptedPaper")
        .execute();
      expect(audit).toContainEqual({ action: "acceptedPaper.import" });
    });

    it("an existing paper id is updated, not repeated; columns not in the file stay", async () => {
      const res = await importFile(
        admin,
        csvBytes([
          ["paper id", "title", "pages"],
          ["0124", "Control of UAVs", "8"],
        ]),
      );
      expect([res.status, res.body.created, res.body.updated]).toEqual([200, 0, 1]);
      const row = (await stored()).find((p) => p.paperId === "124");
      expect([row?.title, row?.pageNum]).toEqual(["Control of UAVs", 8]);
      const kept = (await stored()).find((p) => p.paperId === "123");
      expect([kept?.pin, kept?.submitUserPhone]).toEqual(["4321", "13912345678"]);
    });

    it("every problem is listed with its row, and nothing is written", async () => {
      const before = await stored();
      const res = await importFile(
        admin,
        csvBytes([
          ["论文编号", "论文题目", "页数", "提交人邮箱"],
          ["200", "A", "three", ""],
          ["000", "B", "", ""],
          ["201", "", "", "bad@"],
          ["202", "Fine", "4", ""],
        ]),
      );
      expect([res.status, res.body.code]).toEqual([422, "IMPORT_ROWS_INVALID"]);
      expect(res.body.details.problems?.map((p) => [p.row, p.column, p.code])).toEqual([
        [2, "页数", "validation.integer"],
        [3, "论文编号", "validation.paperId"],
        [4, "论文题目", "validation.required"],
        [4, "提交人邮箱", "validation.email"],
      ]);
      expect(await stored()).toEqual(before);
    });
  });

  describe("list, search, edit", () => {
    it("lists with the PIN hidden, the phone masked and the registration that holds the paper", async () => {
      const registration = await insertRegistration(db(), {
        conferenceId: fx.conference.id,
        participantTypeId: fx.types.delegate.id,
        name: "张三",
      });
      await db()
        .updateTable("acceptedPapers")
        .set({ registrationId: registration.id })
        .where("paperId", "=", "123")
        .execute();
      const res = await admin.get<Page>(base());
      expect(res.status).toBe(200);
      const paper = res.body.items.find((p) => p.paperId === "123");
      expect(paper).toMatchObject({
        hasPin: true,
        submitUserPhoneMasked: "139****5678",
        registration: { id: registration.id, name: "张三" },
      });
      expect(JSON.stringify(res.body)).not.toContain("4321");
      expect(res.body.items.find((p) => p.paperId === "124")?.registration).toBeNull();
    });

    it("a search holding a NUL is refused at its field (Postgres cannot take it), not a server error", async () => {
      const res = await admin.get<{ code: string; details: { fields: unknown[] } }>(
        `${base()}?q=${encodeURIComponent("控制\u0000")}`,
      );
      expect([res.status, res.body.code]).toEqual([400, "VALIDATION_FAILED"]);
      expect(res.body.details.fields).toEqual([
        expect.objectContaining({ path: "q", code: "validation.unsafeText" }),
      ]);
    });

    it("searches by title, author or id, in any case", async () => {
      const res = await admin.get<Page>(`${base()}?q=uav`);
      expect(res.body.items.map((p) => p.paperId)).toEqual(["124"]);
      const byAuthor = await admin.get<Page>(`${base()}?q=${encodeURIComponent("李四")}`);
      expect(byAuthor.body.items.map((p) => p.paperId)).toEqual(["123"]);
    });

    it("edits a paper; the PIN and phone stay unless given; another paper's id is refused", async () => {
      const [paper] = (await admin.get<Page>(`${base()}?q=123`)).body.items;
      const body = {
        paperId: "123",
        title: "GNN survey",
        pages: 7,
        isFinal: false,
        authors: "张三",
        authorsEn: "",
        submitUserEmail: "",
      };
      const res = await admin.request<Paper>("PUT", `/api/admin/accepted-papers/${paper?.id}`, body);
      expect([res.status, res.body.title, res.body.pages, res.body.isFinal, res.body.hasPin]).toEqual([
        200,
        "GNN survey",
        7,
        false,
        true,
      ]);
      const taken = await admin.request<Failure>("PUT", `/api/admin/accepted-papers/${paper?.id}`, {
        ...body,
        paperId: "124",
      });
      expect([taken.status, taken.body.code]).toEqual([409, "PAPER_ID_TAKEN"]);
      const pin = await admin.request<Paper>("PUT", `/api/admin/accepted-papers/${paper?.id}`, {
        ...body,
        pin: "9999",
      });
      expect(pin.status).toBe(200);
      expect((await stored()).find((p) => p.paperId === "123")?.pin).toBe("9999");
    });

    it("staff are refused (403) and their import writes nothing", async () => {
      expect((await staff.get<Failure>(base())).status).toBe(403);
      const res = await importFile(
        staff,
        csvBytes([
          ["论文编号", "论文题目"],
          ["999", "X"],
        ]),
      );
      expect([res.status, res.body.code]).toEqual([403, "FORBIDDEN"]);
      expect((await stored()).map((p) => p.paperId)).not.toContain("999");
    });
  });
});
