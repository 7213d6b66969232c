import { afterAll, beforeAll, expect, it } from "vitest";
import { insertInvoice, insertParticipantType, insertPayLine, insertRegistration } from "#seed/index";
import { startTestApp, type TestApp, type TestClient } from "../helpers/app";
import { describeEachDialect } from "../helpers/database";
import { conferenceFixture, type Fixture } from "../helpers/fixtures";
import { officeClients } from "../helpers/office-clients";

type Page<T> = { items: T[]; total: number };
type Row = {
  id: number;
  conference: { id: number };
  name: string;
  invoiceStatus: number;
  amount: number;
  documentUrl: string;
  actions: string[];
};

describeEachDialect("back-office invoice list", ({ db, dialect }) => {
  let app: TestApp;
  let fx: Fixture;
  const inv: Record<"a" | "b" | "c" | "d" | "o", number> = { a: 0, b: 0, c: 0, d: 0, o: 0 };
  let staff: TestClient;
  let otherStaff: TestClient;
  let admin: TestClient;
  let checkin: TestClient;
  const ids = (res: { body: Page<{ id: number }> }) => res.body.items.map((r) => r.id);

  beforeAll(async () => {
    app = await startTestApp(db(), dialect);
    fx = await conferenceFixture(db(), app.clock.now);
    const base = { conferenceId: fx.conference.id, participantTypeId: fx.types.delegate.id };
    const fee = { totalFee: 200_000 };
    /** A registration with one line (paid or not) and its invoice. */
    const withInvoice = async (
      person: Parameters<typeof insertRegistration>[1],
      line: { payType: 1 | 2 | 3; payStatus: 0 | 2 },
      invoice: Parameters<typeof insertInvoice>[1] extends infer T
        ? Omit<T & object, "registrationId">
        : never,
    ) => {
      const reg = await insertRegistration(db(), person);
      await insertPayLine(db(), {
        registrationId: reg.id,
        ...line,
        ...fee,
        receivedFee: line.payStatus === 2 ? 200_000 : 0,
      });
      return (await insertInvoice(db(), { registrationId: reg.id, ...invoice })).id;
    };
    inv.a = await withInvoice(
      { ...base, name: "王小明", unit: "清华大学", phone: "13911112222" },
      { payType: 1, payStatus: 2 },
      { invoiceType: 1, invoiceStatus: 1, invoiceTitle: "清华大学", taxpayerNumber: "12100000400000624D" },
    );
    inv.b = await withInvoice(
      { ...base, name: "Emily Chen", email: "emily@example.org" },
      { payType: 2, payStatus: 2 },
      {
        invoiceType: 5,
        invoiceStatus: 2,
        invoiceNumber: "26110000000000000001",
        invoiceTime: "2026-03-02T00:00:00.000Z",
      },
    );
    inv.c = await withInvoice({ ...base, name: "刘洋" }, { payType: 3, payStatus: 0 }, { invoiceType: 2 });
    inv.d = await withInvoice(
      { ...base, name: "赵丽" },
      { payType: 1, payStatus: 2 },
      { invoiceType: 5, invoiceStatus: -2 },
    );
    const gone = await insertRegistration(db(), { ...base, name: "王小明", isDeleted: 1 });
    await insertInvoice(db(), { registrationId: gone.id, invoiceStatus: 1 });
    const otherType = await insertParticipantType(db(), { conferenceId: fx.other.id });
    inv.o = await withInvoice(
      { conferenceId: fx.other.id, participantTypeId: otherType.id, name: "孙强" },
      { payType: 1, payStatus: 2 },
      { invoiceType: 1, invoiceStatus: 1 },
    );
    ({ staff, otherStaff, admin, checkin } = await officeClients(db(), app, fx, "checker-invoices"));
  });
  afterAll(() => app.close());

  it("lists the scope's live invoices newest first; each filter narrows to invoices with that value", async () => {
    const all = await staff.get<Page<Row>>("/api/admin/invoices");
    expect([ids(all), all.body.total]).toEqual([[inv.d, inv.c, inv.b, inv.a], 4]);
    expect(ids(await staff.get("/api/admin/invoices?invoiceType=5"))).toEqual([inv.d, inv.b]);
    expect(ids(await staff.get("/api/admin/invoices?invoiceStatus=1"))).toEqual([inv.a]);
    expect(ids(await staff.get("/api/admin/invoices?invoiceStatus=-2"))).toEqual([inv.d]);
    expect(ids(await staff.get("/api/admin/invoices?payType=1"))).toEqual([inv.d, inv.a]);
    expect(ids(await staff.get("/api/admin/invoices?payStatus=0"))).toEqual([inv.c]);
    expect(ids(await staff.get("/api/admin/invoices?payType=1&invoiceType=1"))).toEqual([inv.a]);
    const paged = await staff.get<Page<Row>>("/api/admin/invoices?size=5&page=2");
    expect([ids(paged), paged.body.total]).toEqual([[], 4]);
  });

  it("a keyword finds a name, a unit, a whole phone, an invoice number or a taxpayer number", async () => {
    const find = async (keyword: string) =>
      ids(await staff.get(`/api/admin/invoices?keyword=${encodeURIComponent(keyword)}`));
    expect(await find("Emily")).toEqual([inv.b]);
    expect(await find("王小明")).toEqual([inv.a]);
    expect(await find("清华大学")).toEqual([inv.a]);
    expect(await find("13911112222")).toEqual([inv.a]);
    expect(await find("26110000000000000001")).toEqual([inv.b]);
    expect(await find("12100000400000624D")).toEqual([inv.a]);
  });

  it("rows carry the amount paid, the document link and what an administrator may do next", async () => {
    const rows = (await staff.get<Page<Row>>("/api/admin/invoices")).body.items;
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(inv.a)).toMatchObject({
      name: "王小明",
      amount: 200_000,
      actions: ["issue"],
      documentUrl: "",
    });
    expect(byId.get(inv.b)).toMatchObject({
      actions: ["reissue", "void"],
      documentUrl: `/api/admin/invoices/${inv.b}/document`,
    });
    expect(byId.get(inv.c)?.actions).toEqual([]);
    expect(byId.get(inv.d)?.actions).toEqual(["reissue"]);
  });

  it("a staff account of another conference sees none of it; the all-conferences admin sees every one", async () => {
    expect(ids(await otherStaff.get("/api/admin/invoices"))).toEqual([inv.o]);
    expect((await otherStaff.get(`/api/admin/invoices?conferenceId=${fx.conference.id}`)).status).toBe(403);
    const all = await admin.get<Page<Row>>("/api/admin/invoices");
    expect(ids(all)).toEqual([inv.o, inv.d, inv.c, inv.b, inv.a]);
    expect(all.body.items[0]?.conference.id).toBe(fx.other.id);
    expect(ids(await admin.get(`/api/admin/invoices?conferenceId=${fx.other.id}`))).toEqual([inv.o]);
  });

  it("a check-in account is refused the list", async () => {
    expect((await checkin.get("/api/admin/invoices")).status).toBe(403);
  });
});
