import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp, type TestClient } from "../helpers/app";
import { signedUpAttendee } from "../helpers/attendees";
import { type BlocksFixture, blocksFixture } from "../helpers/blocks-fixture";
import { describeEachDialect } from "../helpers/database";
import { type Failure, fieldCodes, specialInvoice as special } from "../helpers/invoice-details";

type Saved = { id: number; invoiceType: number; invoiceTitle: string; taxpayerNumber: string } & Record<
  string,
  unknown
>;

/** A digital invoice as an attendee types it: spaces and a lower-case letter in the taxpayer number. */
const digital = {
  invoiceType: 5,
  invoiceContent: "",
  invoiceTitle: "北京测试大学",
  taxpayerNumber: " 12110000 40000000x ",
  address: "北京市 海淀区",
  phone: "010 8888 0000",
  postEmail: "Finance@Example.edu.cn",
};

describeEachDialect("saved common invoices of the signed-in account", ({ db, dialect }) => {
  let app: TestApp;
  let fx: BlocksFixture;
  beforeAll(async () => {
    app = await startTestApp(db(), dialect);
    fx = await blocksFixture(db(), app.clock.now);
  });
  afterAll(() => app.close());

  const base = "/api/me/saved-invoices";
  const add = (client: TestClient, invoice: Record<string, unknown>) =>
    client.post<Saved & Failure>(base, { invoice });
  const list = async (client: TestClient) => (await client.get<Saved[]>(base)).body;
  const rowsOf = (client: TestClient) => list(client).then((rows) => rows.map((row) => row.invoiceTitle));

  it("an attendee adds, lists, edits and deletes saved invoices; the details are stored normalised", async () => {
    const attendee = await signedUpAttendee(app);
    expect(await list(attendee)).toEqual([]);
    const added = await add(attendee, digital);
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      invoiceType: 5,
      // Left empty: each conference's own default content applies when it is used.
      invoiceContent: "",
      taxpayerNumber: "1211000040000000X",
      address: "北京市海淀区",
      phone: "01088880000",
      postEmail: "finance@example.edu.cn",
    });
    expect((await add(attendee, special)).status).toBe(201);
    expect(await rowsOf(attendee)).toEqual(["北京测试大学", "清华大学"]);

    const edited = await attendee.request<Saved>("PUT", `${base}/${added.body.id}`, {
      invoice: { ...digital, invoiceTitle: "北京测试大学自动化学院", invoiceContent: "registrationFee" },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      invoiceTitle: "北京测试大学自动化学院",
      invoiceContent: "registrationFee",
    });
    expect(await rowsOf(attendee)).toEqual(["北京测试大学自动化学院", "清华大学"]);

    const removed = await attendee.request("DELETE", `${base}/${added.body.id}`);
    expect(removed.status).toBe(200);
    expect(await rowsOf(attendee)).toEqual(["清华大学"]);
  });

  it("another account neither sees nor changes them: 404 for edit and delete, and nothing changes", async () => {
    const owner = await signedUpAttendee(app);
    const stranger = await signedUpAttendee(app);
    const mine = await add(owner, special);
    expect(await list(stranger)).toEqual([]);
    const edit = await stranger.request<Failure>("PUT", `${base}/${mine.body.id}`, {
      invoice: { ...special, invoiceTitle: "别人的单位" },
    });
    expect([edit.status, edit.body.code]).toEqual([404, "NOT_FOUND"]);
    const remove = await stranger.request<Failure>("DELETE", `${base}/${mine.body.id}`);
    expect([remove.status, remove.body.code]).toEqual([404, "NOT_FOUND"]);
    expect(await rowsOf(owner)).toEqual(["清华大学"]);
  });

  it("signed out, the calls answer 401", async () => {
    const visitor = app.client();
    expect((await visitor.get(base)).status).toBe(401);
    expect((await visitor.post(base, { invoice: special })).status).toBe(401);
  });

  it("is held to the form's invoice rules, each problem on its field; nothing is stored", async () => {
    const attendee = await signedUpAttendee(app);
    const missing = await add(attendee, { ...digital, invoiceTitle: "", taxpayerNumber: "000000000000000" });
    expect(missing.status).toBe(400);
    expect(fieldCodes(missing)).toEqual([
      "invoice.invoiceTitle:validation.required",
      "invoice.taxpayerNumber:validation.taxpayerZeros",
    ]);
    expect(missing.body.details?.fields?.[0]?.message).toBe("此项为必填项。");
    // The society's own name or taxpayer number (system settings) is never the buyer.
    const society = await add(attendee, { ...digital, invoiceTitle: "中国自动化学会" });
    expect(fieldCodes(society)).toEqual(["invoice.invoiceTitle:validation.invoiceTitleSociety"]);
    const ownNumber = await add(attendee, { ...digital, taxpayerNumber: "51100000500010993l" });
    expect(fieldCodes(ownNumber)).toEqual(["invoice.invoiceTitle:validation.invoiceTitleSociety"]);
    // A special invoice needs the bank details; "no invoice" is nothing to save.
    const noBank = await add(attendee, { ...special, bank: "", account: "" });
    expect(fieldCodes(noBank)).toEqual([
      "invoice.bank:validation.required",
      "invoice.account:validation.required",
    ]);
    const none = await add(attendee, { invoiceType: 7 });
    expect(fieldCodes(none)).toEqual(["invoice.invoiceType:validation.invoiceTypeUnavailable"]);
    expect(await list(attendee)).toEqual([]);
  });

  it("a USD receipt needs the registree, affiliation, address and e-mail, and keeps only those", async () => {
    const attendee = await signedUpAttendee(app);
    const bare = await add(attendee, { invoiceType: 3 });
    expect(fieldCodes(bare)).toEqual([
      "invoice.registree:validation.required",
      "invoice.unit:validation.required",
      "invoice.postAddress:validation.required",
      "invoice.postEmail:validation.required",
    ]);
    const receipt = await add(attendee, {
      invoiceType: 3,
      invoiceTitle: "ignored",
      taxpayerNumber: "1211000040000000X",
      registree: "John Smith",
      unit: "MIT",
      postAddress: "77 Massachusetts Ave, Cambridge, MA",
      postEmail: "john@mit.edu",
    });
    expect(receipt.status).toBe(201);
    expect(receipt.body).toMatchObject({
      invoiceTitle: "",
      taxpayerNumber: "",
      registree: "John Smith",
      unit: "MIT",
    });
  });

  it("an account keeps at most 20: the 21st is refused with SAVED_INVOICES_FULL and not stored", async () => {
    const attendee = await signedUpAttendee(app);
    const at = app.clock.now.toISOString();
    const me = await attendee.get<{ attendee: { id: number } }>("/api/session");
    const accountId = me.body.attendee.id;
    await db()
      .insertInto("savedInvoices")
      .values(
        Array.from({ length: 20 }, (_, n) => ({
          accountId,
          invoiceType: 5 as const,
          invoiceTitle: `单位${n}`,
          taxpayerNumber: "1211000040000000X",
          createTime: at,
          updateTime: at,
        })),
      )
      .execute();
    const res = await add(attendee, special);
    expect([res.status, res.body.code, res.body.details?.max]).toEqual([409, "SAVED_INVOICES_FULL", 20]);
    expect(await list(attendee)).toHaveLength(20);
  });

  describe("save as common invoice on submit", () => {
    const path = () => `/api/conferences/${fx.conference.id}/registrations`;
    const registration = (invoice?: Record<string, unknown>) => ({
      name: "张三",
      unit: "清华大学",
      email: "zhangsan@example.com",
      phone: "13912345678",
      participantTypeId: fx.types.delegate.id,
      extras: [{ itemId: fx.items.diet.id, value: "无" }],
      clientTotal: 1_600_00,
      ...(invoice ? { invoice } : {}),
    });

    it("writes the invoice as the registration stores it, with the registration; the same buyer again updates it", async () => {
      const attendee = await signedUpAttendee(app);
      const first = await attendee.post(path(), registration({ ...special, saveAsCommon: true }));
      expect(first.status).toBe(201);
      const saved = await list(attendee);
      expect(saved).toEqual([
        expect.objectContaining({
          invoiceType: 6,
          invoiceContent: "meetingFee",
          invoiceTitle: "清华大学",
          taxpayerNumber: "12100000400000624D",
          bank: "中国工商银行北京海淀支行",
        }),
      ]);
      const again = await attendee.post(
        path(),
        registration({ ...special, phone: "01000000000", saveAsCommon: true }),
      );
      expect(again.status).toBe(201);
      const after = await list(attendee);
      expect(after.map((row) => [row.id, row.phone])).toEqual([[saved[0]?.id, "01000000000"]]);
    });

    it("without the flag nothing is saved; a refused registration saves nothing", async () => {
      const attendee = await signedUpAttendee(app);
      expect((await attendee.post(path(), registration(special))).status).toBe(201);
      const refused = await attendee.post(
        path(),
        registration({ ...special, invoiceTitle: "中国自动化学会", saveAsCommon: true }),
      );
      expect(refused.status).toBe(400);
      expect(await list(attendee)).toEqual([]);
    });

    it("'no invoice' cannot be saved: the flag on it is refused at its field", async () => {
      const attendee = await signedUpAttendee(app);
      const res = await attendee.post<Failure>(path(), registration({ invoiceType: 7, saveAsCommon: true }));
      expect(fieldCodes(res)).toEqual(["invoice.saveAsCommon:validation.invoiceTypeUnavailable"]);
      expect(await list(attendee)).toEqual([]);
    });
  });
});
