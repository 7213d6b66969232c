import ExcelJS from "exceljs";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../helpers/app";
import { describeEachDialect } from "../helpers/database";
import { conferenceFixture, type Fixture, freshIdNumber } from "../helpers/fixtures";
import { officeClients } from "../helpers/office-clients";

const headers = [
  "姓名*",
  "性别*",
  "单位*",
  "职称*",
  "邮箱*",
  "人员类型",
  "备注",
  "手机*",
  "参会类型*",
  "支付方式*",
  "会员编号",
  "发票类型*",
  "发票抬头",
  "纳税人识别号",
];

/** A person's row as an office types it into the template. */
const person = (i: number, change: Partial<Record<string, string>> = {}) => {
  const row: Record<string, string> = {
    "姓名*": `导入${i}`,
    "性别*": i % 2 ? "男" : "女",
    "单位*": "导入大学",
    "职称*": "教授",
    "邮箱*": `import-${i}@example.org`,
    人员类型: "代表",
    备注: "",
    "手机*": `139${String(10_000_000 + i).slice(-8)}`,
    "参会类型*": "正式代表",
    "支付方式*": "支付宝",
    会员编号: "",
    "发票类型*": "不开发票",
    发票抬头: "",
    纳税人识别号: "",
  };
  return { ...row, ...change };
};

/** A sheet of these rows; `titled` renames headers as another template titles them. */
async function xlsx(
  rows: Partial<Record<string, string>>[],
  titled: Record<string, string> = {},
): Promise<Blob> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("导入");
  sheet.addRow(headers.map((h) => titled[h] ?? h));
  for (const row of rows) sheet.addRow(headers.map((h) => row[h] ?? ""));
  const buffer = await workbook.xlsx.writeBuffer();
  return new Blob([buffer as ArrayBuffer]);
}

const form = (file: Blob) => {
  const data = new FormData();
  data.set("file", file, "registrations.xlsx");
  return data;
};

type Refusal = {
  code: string;
  message: string;
  details: { count: number; rows: { rowNumber: number; name: string; problems: string[] }[] };
};

describeEachDialect("registration import", ({ db, dialect }) => {
  let app: TestApp;
  let fx: Fixture;
  let clients: Awaited<ReturnType<typeof officeClients>>;
  const path = () => `/api/admin/conferences/${fx.conference.id}/registration-sheets/uploads`;
  const count = async () =>
    Number(
      (
        await db()
          .selectFrom("registrations")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("conferenceId", "=", fx.conference.id)
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    app = await startTestApp(db(), dialect);
    fx = await conferenceFixture(db(), app.clock.now);
    clients = await officeClients(db(), app, fx, `import-${dialect}`);
  });
  afterAll(() => app.close());

  it("the template has the spec's columns, required ones starred, in the reader's language", async () => {
    const res = await clients.staff.get<Buffer>("/api/admin/registration-sheets/template");
    expect(res.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.body as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error("no sheet");
    const titles = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(titles.slice(0, 5)).toEqual(["姓名*", "性别*", "单位*", "职称*", "邮箱*"]);
    expect(titles).toContain("参会类型*");
    expect(titles).toContain("手机号*");
    expect(titles).toContain("邮寄地址");
    expect(titles).toHaveLength(20);
  });

  it("a sheet with three bad rows lists all three by row and name, and imports nothing", async () => {
    const before = await count();
    const rows = Array.from({ length: 10 }, (_, i) => person(i));
    rows[2] = person(2, { "性别*": "男性" });
    rows[5] = person(5, { "邮箱*": "not-an-email", "单位*": "" });
    rows[8] = person(8, { "参会类型*": "旁听" });
    const res = await clients.staff.post<Refusal>(path(), form(await xlsx(rows)));
    expect(res.status).toBe(422);
    expect(res.body.code).toBe("IMPORT_ROWS_INVALID");
    expect(res.body.details.count).toBe(3);
    expect(res.body.details.rows.map((r) => [r.rowNumber, r.name])).toEqual([
      [4, "导入2"],
      [7, "导入5"],
      [10, "导入8"],
    ]);
    expect(res.body.details.rows[0]?.problems.join()).toContain("男性");
    expect(res.body.details.rows[1]?.problems).toHaveLength(2);
    expect(res.body.details.rows[2]?.problems.join()).toContain("正式代表");
    expect(await count()).toBe(before);
  });

  it("the corrected sheet imports every row unpaid with a zero fee, without an account, audited", async () => {
    const before = await count();
    const rows = Array.from({ length: 10 }, (_, i) => person(100 + i));
    const res = await clients.staff.post<{ imported: number }>(path(), form(await xlsx(rows)));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ imported: 10 });
    expect(await count()).toBe(before + 10);
    const made = await db()
      .selectFrom("registrations")
      .select(["name", "gender", "accountId", "totalFee", "payStatus", "payType", "level", "channel"])
      .where("conferenceId", "=", fx.conference.id)
      .where("name", "=", "导入101")
      .executeTakeFirstOrThrow();
    expect(made).toMatchObject({
      gender: 1,
      accountId: null,
      totalFee: 0,
      payStatus: 0,
      payType: 2,
      level: 7,
      channel: "imported",
    });
    const audit = await db()
      .selectFrom("auditLog")
      .select("data")
      .where("action", "=", "registrations.import")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.data ?? "{}")).toMatchObject({ count: 10 });
  });

  it("a sheet titled as today's template (手机号) and one titled as earlier ones (手机) both import", async () => {
    const before = await count();
    const today = await xlsx([person(410)], { "手机*": "手机号*" });
    expect((await clients.staff.post(path(), form(today))).status).toBe(200);
    const english = await xlsx([person(411)], { "手机*": "Mobile*" });
    expect((await clients.staff.post(path(), form(english))).status).toBe(200);
    expect(await count()).toBe(before + 2);
    const phones = await db()
      .selectFrom("registrations")
      .select("phone")
      .where("conferenceId", "=", fx.conference.id)
      .where("name", "in", ["导入410", "导入411"])
      .orderBy("name")
      .execute();
    expect(phones.map((p) => p.phone)).toEqual(["13910000410", "13910000411"]);
  });

  type ListPage = { items: { id: number; name: string; payState: number }[]; total: number };
  type LinePage = { items: { id: number; name: string; payState: number; actions: string[] }[] };
  const conferenceQuery = (query: string) => `conferenceId=${fx.conference.id}&${query}`;
  const listed = async (keyword: string, filter = "") =>
    (
      await clients.staff.get<ListPage>(
        `/api/admin/registrations?${conferenceQuery(`keyword=${encodeURIComponent(keyword)}&${filter}`)}`,
      )
    ).body.items;
  const lineRows = async (keyword: string, filter = "") =>
    (
      await clients.staff.get<LinePage>(
        `/api/admin/payments?${conferenceQuery(`keyword=${encodeURIComponent(keyword)}&${filter}`)}`,
      )
    ).body.items;

  it("imported registrations have nothing to pay: shown and filtered apart from unpaid, no payment action, may check in", async () => {
    const res = await clients.staff.post(path(), form(await xlsx([person(200), person(201)])));
    expect(res.status).toBe(200);
    const both = ["导入201", "导入200"];
    expect((await listed("导入20")).map((r) => [r.name, r.payState])).toEqual([
      ["导入201", 9],
      ["导入200", 9],
    ]);
    expect((await listed("导入20", "payStatus=9")).map((r) => r.name)).toEqual(both);
    expect(await listed("导入20", "payStatus=0")).toEqual([]);
    expect((await listed("导入20", "checkinEligible=1")).map((r) => r.name)).toEqual(both);
    expect((await lineRows("导入200")).map((l) => [l.payState, l.actions])).toEqual([[9, []]]);
    expect(await lineRows("导入200", "payStatus=0")).toEqual([]);
    expect(await lineRows("导入200", "payStatus=9")).toHaveLength(1);
  });

  it("staff charge an imported registration by editing it: its fee is priced onto its line, which then can be paid", async () => {
    expect((await clients.staff.post(path(), form(await xlsx([person(300)])))).status).toBe(200);
    const [row] = await listed("导入300");
    if (!row) throw new Error("not imported");
    const loaded = await clients.staff.get<{ input: Record<string, unknown> }>(
      `/api/admin/registrations/${row.id}/form`,
    );
    const { invoice: _unchanged, ...input } = loaded.body.input;
    // What the sheet did not carry and the conference asks: an ID number and a workshop.
    const body = {
      ...input,
      idNumber: freshIdNumber(),
      workshopIds: [fx.workshops.open.id],
      keepIdNumber: false,
      keepPhone: true,
    };
    const edit = (clientTotal: number) =>
      clients.staff.request<{ code: string; details: { total: number } }>(
        "PUT",
        `/api/admin/registrations/${row.id}`,
        { ...body, clientTotal },
      );
    const priced = await edit(0);
    expect(priced.body.code).toBe("FEE_CHANGED");
    const fee = priced.body.details.total;
    expect(fee).toBeGreaterThan(0);
    expect((await edit(fee)).status).toBe(200);
    expect((await listed("导入300")).map((r) => r.payState)).toEqual([0]);
    expect((await lineRows("导入300")).map((l) => [l.payState, l.actions])).toEqual([
      [0, ["confirmPayment"]],
    ]);
  });

  it("a file that is not a spreadsheet is refused and changes nothing; check-in staff may not import", async () => {
    const before = await count();
    const png = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])]);
    const res = await clients.staff.post<{ code: string }>(path(), form(png));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("SHEET_UNREADABLE");
    expect(await count()).toBe(before);
    expect((await clients.checkin.post(path(), form(await xlsx([person(1)])))).status).toBe(403);
    expect((await clients.otherStaff.post(path(), form(await xlsx([person(1)])))).status).toBe(403);
  });
});
