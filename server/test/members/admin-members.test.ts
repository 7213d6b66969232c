import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertParticipantType } from "#seed/index";
import { startTestApp, type TestApp, type TestClient } from "../helpers/app";
import { signedUpAttendee } from "../helpers/attendees";
import { describeEachDialect } from "../helpers/database";
import { conferenceFixture, type Fixture } from "../helpers/fixtures";
import { adminAndStaff } from "../helpers/office-clients";
import { csvBytes, postSheet, xlsxBytes } from "../helpers/sheet-upload";

type Row = { id: number; name: string; memberNo: string; phoneMasked: string; valid: boolean; unit: string };
type Page = { items: Row[]; total: number };
type Failure = { code: string; details: { problems?: { row: number; column: string; code: string }[] } };

/** The society's member and committee lists (the form's member check reads them): search, edit, remove, import. */
describeEachDialect("member and committee lists", ({ db, dialect }) => {
  let app: TestApp;
  let fx: Fixture;
  let admin: TestClient;
  let staff: TestClient;

  const members = (kind = "caa") =>
    db().selectFrom("members").selectAll().where("kind", "=", kind).orderBy("memberNo").execute();
  const importAs = (client: TestClient, bytes: Uint8Array, kind = "caa") =>
    postSheet<Failure & { created: number; updated: number }>(client, "/api/admin/members/import", bytes, {
      kind,
    });
  const actions = () => db().selectFrom("auditLog").select("action").where("entity", "=", "member").execute();

  beforeAll(async () => {
    app = await startTestApp(db(), dialect);
    fx = await conferenceFixture(db(), app.clock.now);
    ({ admin, staff } = await adminAndStaff(app, fx));
  });
  afterAll(() => app.close());

  describe("import", () => {
    it("imports an .xlsx member list: numbers normalised, phones masked in the list, one audit row", async () => {
      const bytes = await xlsxBytes([
        ["姓名", "会员号", "单位", "性别", "手机", "有效"],
        ["韩梅梅", "e123 456m", "北京大学", "女", "13912345678", "是"],
        ["Li Lei", "E000001M", "清华大学", "male", "", ""],
      ]);
      const res = await importAs(admin, bytes);
      expect([res.status, res.body.created, res.body.updated]).toEqual([200, 2, 0]);
      const rows = await members();
      expect(rows.map((r) => [r.name, r.memberNo, r.gender, r.valid])).toEqual([
        ["Li Lei", "E000001M", 1, 1],
        ["韩梅梅", "E123456M", 0, 1],
      ]);
      const listed = await admin.get<Page>("/api/admin/members?kind=caa&q=梅");
      expect(listed.body.items.map((r) => r.phoneMasked)).toEqual(["139****5678"]);
      expect(await actions()).toContainEqual({ action: "member.import" });
    });

    it("an existing member number is updated, not added again (CSV, English headers)", async () => {
      const bytes = csvBytes([
        ["name", "member number", "unit", "valid"],
        ["韩梅梅", "E123456M", "复旦大学", "否"],
        ["王芳", "E000002M", "", ""],
      ]);
      const res = await importAs(admin, bytes);
      expect([res.status, res.body.created, res.body.updated]).toEqual([200, 1, 1]);
      const han = (await members()).filter((r) => r.memberNo === "E123456M");
      expect(han.map((r) => [r.unit, r.valid])).toEqual([["复旦大学", 0]]);
    });

    it("every problem is listed with its row number and nothing is written", async () => {
      const before = await members();
      const bytes = csvBytes([
        ["姓名", "会员号", "邮箱", "性别"],
        ["赵六", "E000009M", "not-an-email", "男"],
        ["", "E000010M", "", ""],
        ["钱七", "E000009M", "", "unknown"],
        ["孙八", "E000011M", "", ""],
      ]);
      const res = await importAs(admin, bytes);
      expect([res.status, res.body.code]).toEqual([422, "IMPORT_ROWS_INVALID"]);
      const problems = res.body.details.problems ?? [];
      expect(problems.map((p) => [p.row, p.column, p.code])).toEqual([
        [2, "邮箱", "validation.email"],
        [3, "姓名", "validation.required"],
        [4, "性别", "validation.gender"],
      ]);
      expect(await members()).toEqual(before);
    });

    it("a member number twice in one file is a problem on the second row", async () => {
      const res = await importAs(
        admin,
        csvBytes([
          ["姓名", "会员号"],
          ["甲", "X1"],
          ["乙", "x 1"],
        ]),
      );
      expect(res.body.details.problems?.map((p) => [p.row, p.code])).toEqual([
        [3, "validation.importDuplicate"],
      ]);
    });

    it("a file without the member number column, or not a spreadsheet, is refused", async () => {
      const missing = await importAs(
        admin,
        csvBytes([
          ["姓名", "单位"],
          ["甲", "乙"],
        ]),
      );
      expect(missing.body.details.problems).toEqual([
        { row: 1, column: "会员号", code: "validation.required" },
      ]);
      const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
      const refused = await importAs(admin, png);
      expect([refused.status, refused.body.code]).toEqual([400, "SHEET_UNREADABLE"]);
    });

    it("the committee list is its own: the same number may be on both", async () => {
      const res = await importAs(
        admin,
        csvBytes([
          ["姓名", "会员号"],
          ["韩梅梅", "E123456M"],
        ]),
        "committee",
      );
      expect(res.body.created).toBe(1);
      expect((await members("committee")).map((r) => r.name)).toEqual(["韩梅梅"]);
    });

    it("an imported committee member passes the registration form's committee check; another name does not", async () => {
      const committee = await insertParticipantType(db(), { conferenceId: fx.conference.id, isCommittee: 1 });
      const attendee = await signedUpAttendee(app);
      const check = (name: string) =>
        attendee.post(`/api/conferences/${fx.conference.id}/member-check`, {
          participantTypeId: committee.id,
          name,
          memberNo: "E123456M",
        });
      expect((await check("韩梅梅")).status).toBe(200);
      expect((await check("李雷")).status).toBe(400);
    });
  });

  describe("search, edit, remove", () => {
    it("searches by part of a name, number or unit, in any case", async () => {
      const byNumber = await admin.get<Page>("/api/admin/members?kind=caa&q=e0000");
      expect(byNumber.body.items.map((r) => r.memberNo)).toEqual(["E000001M", "E000002M"]);
      const byUnit = await admin.get<Page>(`/api/admin/members?kind=caa&q=${encodeURIComponent("复旦")}`);
      expect(byUnit.body.items.map((r) => r.name)).toEqual(["韩梅梅"]);
      expect(byUnit.body.total).toBe(1);
    });

    it("asks which list: a query without its kind is refused at that field", async () => {
      const res = await admin.get<Failure & { details: { fields: unknown[] } }>("/api/admin/members?q=e0000");
      expect([res.status, res.body.code]).toEqual([400, "VALIDATION_FAILED"]);
      expect(res.body.details.fields).toEqual([expect.objectContaining({ path: "kind" })]);
    });

    it("edits an entry; a phone left out is kept; a number taken on the list is refused", async () => {
      const [row] = (await admin.get<Page>("/api/admin/members?kind=caa&q=韩梅梅")).body.items;
      const body = { kind: "caa", name: "韩梅梅", memberNo: "E123456M", unit: "北京大学", valid: true };
      const res = await admin.request<Row>("PUT", `/api/admin/members/${row?.id}`, body);
      expect([res.status, res.body.unit, res.body.valid, res.body.phoneMasked]).toEqual([
        200,
        "北京大学",
        true,
        "139****5678",
      ]);
      const taken = await admin.request<Failure>("PUT", `/api/admin/members/${row?.id}`, {
        ...body,
        memberNo: "E000001M",
      });
      expect([taken.status, taken.body.code]).toEqual([409, "MEMBER_NO_TAKEN"]);
      expect(await actions()).toContainEqual({ action: "member.update" });
    });

    it("removes an entry, audited; a second removal is not found", async () => {
      const created = await admin.post<Row>("/api/admin/members", {
        kind: "caa",
        name: "临时",
        memberNo: "TMP1",
      });
      expect(created.status).toBe(201);
      expect((await admin.delete(`/api/admin/members/${created.body.id}`)).status).toBe(200);
      const again = await admin.delete<Failure>(`/api/admin/members/${created.body.id}`);
      expect([again.status, again.body.code]).toEqual([404, "MEMBER_NOT_FOUND"]);
      expect(await actions()).toContainEqual({ action: "member.delete" });
    });

    it("staff and an administrator of one conference are refused (403), and change nothing", async () => {
      const before = await members();
      expect((await staff.get<Failure>("/api/admin/members?kind=caa")).status).toBe(403);
      const res = await importAs(
        staff,
        csvBytes([
          ["姓名", "会员号"],
          ["甲", "NEW1"],
        ]),
      );
      expect([res.status, res.body.code]).toEqual([403, "FORBIDDEN"]);
      expect(await members()).toEqual(before);
    });
  });
});
