import { afterAll, beforeAll, expect, it } from "vitest";
import { createNuonuoIssuer } from "#features/invoices/issuers/nuonuo/issuer";
import { insertInvoice } from "#seed/index";
import type { TestClient } from "../helpers/app";
import { describeEachDialect } from "../helpers/database";
import { paymentSuite } from "../payments/payment-harness";
import { type NuonuoFake, startNuonuoFake } from "./fakes/nuonuo-fake";

type Outcome = { outcome: string; pollMax: number; code?: string };
type Row = {
  id: number;
  invoiceStatus: number;
  documentUrl: string;
  documentMissing: boolean;
  pendingTooLong: boolean;
};
const minute = 60_000;

describeEachDialect("digital invoices: polling, and the PDF that failed", ({ db, dialect }) => {
  let fake: NuonuoFake;
  let finance: TestClient;

  beforeAll(async () => {
    fake = await startNuonuoFake();
  });
  afterAll(() => fake.close());
  const h = paymentSuite(db, dialect, () => ({
    issuers: [createNuonuoIssuer(fake.config)],
    env: { INVOICE_POLL_MAX: "7" },
  }));
  beforeAll(async () => {
    finance = await h.admin(2);
  });

  async function appliedInvoice(invoiceType: 5 | 2 = 5) {
    const { accountId } = await h.attendee();
    const line = await h.registration(accountId, 160_000, { payStatus: 2, receivedFee: 160_000 });
    const invoice = await insertInvoice(db(), {
      registrationId: line.registrationId,
      invoiceType,
      invoiceStatus: 1,
      invoiceTitle: "北京测试大学",
      taxpayerNumber: "12110000400000000X",
    });
    return invoice.id;
  }
  const row = (invoiceId: number) =>
    db().selectFrom("invoices").selectAll().where("id", "=", invoiceId).executeTakeFirstOrThrow();
  const act = (invoiceId: number, path: string) =>
    finance.post<Outcome>(`/api/admin/invoices/${invoiceId}/${path}`);
  const orderNo = (invoiceId: number) => `INV${String(invoiceId).padStart(8, "0")}A1`;
  const listRow = async (invoiceId: number) => {
    const res = await finance.get<{ items: Row[] }>("/api/admin/invoices?size=100");
    return res.body.items.find((item) => item.id === invoiceId);
  };
  const auditActions = async (invoiceId: number) =>
    (
      await db()
        .selectFrom("auditLog")
        .select("action")
        .where("entity", "=", "invoice")
        .where("entityId", "=", invoiceId)
        .orderBy("id")
        .execute()
    ).map((r) => r.action);
  const issuedNotices = async () =>
    (await db().selectFrom("outbox").select("id").where("template", "=", "invoiceIssued").execute()).length;

  it("a pending answer says how many 5-second queries to make; several queries later it is issued", async () => {
    const invoiceId = await appliedInvoice();
    fake.script(orderNo(invoiceId), { kind: "success", afterQueries: 3 });
    expect((await act(invoiceId, "issue")).body).toEqual({ outcome: "pending", pollMax: 7 });
    for (let query = 0; query < 3; query++)
      expect((await act(invoiceId, "query")).body.outcome).toBe("pending");
    expect((await act(invoiceId, "query")).body).toEqual({ outcome: "done", pollMax: 7 });
    expect(await row(invoiceId)).toMatchObject({ invoiceStatus: 2 });
    expect(await listRow(invoiceId)).toMatchObject({ documentMissing: false, pendingTooLong: false });
    expect((await act(invoiceId, "query")).body.outcome).toBe("idle");
  });

  it("the list marks an invoice the platform has not answered for more than 5 minutes", async () => {
    const invoiceId = await appliedInvoice();
    fake.script(orderNo(invoiceId), { kind: "success", afterQueries: 1 });
    const clock = h.app().clock;
    const started = clock.now;
    try {
      expect((await act(invoiceId, "issue")).body.outcome).toBe("pending");
      expect(await listRow(invoiceId)).toMatchObject({ invoiceStatus: 3, pendingTooLong: false });
      clock.now = new Date(started.getTime() + 4 * minute);
      expect((await listRow(invoiceId))?.pendingTooLong).toBe(false);
      clock.now = new Date(started.getTime() + 6 * minute);
      expect((await listRow(invoiceId))?.pendingTooLong).toBe(true);
      expect((await act(invoiceId, "query")).body.outcome).toBe("pending");
      expect((await act(invoiceId, "query")).body.outcome).toBe("done");
      expect(await listRow(invoiceId)).toMatchObject({ invoiceStatus: 2, pendingTooLong: false });
    } finally {
      clock.now = started;
    }
  });

  it("issued but its PDF failed: issued without a PDF; Retry sends the same order (reInvoice) and a query brings the PDF", async () => {
    const invoiceId = await appliedInvoice();
    const order = orderNo(invoiceId);
    fake.script(order, { kind: "pdfFailed" });
    const noticesBefore = await issuedNotices();
    expect((await act(invoiceId, "issue")).body.outcome).toBe("pending");
    expect((await act(invoiceId, "query")).body.outcome).toBe("documentMissing");
    const issued = await row(invoiceId);
    expect(issued).toMatchObject({
      invoiceStatus: 2,
      invoiceNumber: fake.orders.get(order)?.invoiceNumber,
      electronicInvoiceUrl: "",
      documentKey: "",
      amount: 160_000,
    });
    expect(await listRow(invoiceId)).toMatchObject({ documentMissing: true, documentUrl: "" });
    const detail = await finance.get<{ documentMissing: boolean; documentUrl: string }>(
      `/api/admin/invoices/${invoiceId}`,
    );
    expect(detail.body).toMatchObject({ documentMissing: true, documentUrl: "" });
    expect((await finance.get(`/api/admin/invoices/${invoiceId}/document`)).status).toBe(404);
    // Nobody is told of an invoice they cannot download yet.
    expect(await issuedNotices()).toBe(noticesBefore);

    // Asked again, the platform still has no PDF: a query says so, the invoice stays issued.
    expect((await act(invoiceId, "query")).body.outcome).toBe("documentMissing");

    expect((await act(invoiceId, "document-retry")).body).toEqual({ outcome: "pending", pollMax: 7 });
    const retried = fake.requests.filter((r) => r.method === "nuonuo.OpeMplatform.reInvoice");
    expect(retried.at(-1)?.content).toEqual({ fpqqlsh: fake.orders.get(order)?.serial, orderno: order });
    expect([...fake.orders.keys()].filter((key) => key === order)).toHaveLength(1);
    expect((await row(invoiceId)).invoiceStatus).toBe(2);

    expect((await act(invoiceId, "query")).body.outcome).toBe("done");
    const done = await row(invoiceId);
    expect(done).toMatchObject({ invoiceStatus: 2, invoiceNumber: issued.invoiceNumber, amount: 160_000 });
    expect(done.electronicInvoiceUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/pdf\//);
    expect(await listRow(invoiceId)).toMatchObject({
      documentMissing: false,
      documentUrl: `/api/admin/invoices/${invoiceId}/document`,
    });
    const pdf = await fetch(`${finance.baseUrl}/api/admin/invoices/${invoiceId}/document`, {
      headers: { cookie: [...finance.cookies].map(([k, v]) => `${k}=${v}`).join("; ") },
    });
    expect([pdf.status, (await pdf.text()).slice(0, 5)]).toEqual([200, "%PDF-"]);
    expect(await issuedNotices()).toBe(noticesBefore + 1);
    // Not a transition: issuing, issued, then the document came.
    expect(await auditActions(invoiceId)).toEqual(["invoice.issue", "invoice.issued", "invoice.document"]);
    const log = await finance.get<{ actionType: number; message: string; documentUrl: string }[]>(
      `/api/admin/invoices/${invoiceId}/log`,
    );
    expect(log.body.map((entry) => entry.actionType)).toEqual([3, 1, 3, 1, 3]);
    expect(log.body.at(-1)?.documentUrl).toBe(done.electronicInvoiceUrl);

    // A second Retry once the PDF is there asks nothing.
    const calls = fake.requests.length;
    expect((await act(invoiceId, "document-retry")).body.outcome).toBe("done");
    expect(fake.requests.length).toBe(calls);
  });

  it("a Retry the platform cannot answer leaves the invoice issued and waiting, nothing stored", async () => {
    const invoiceId = await appliedInvoice();
    fake.script(orderNo(invoiceId), { kind: "pdfFailed" });
    await act(invoiceId, "issue");
    expect((await act(invoiceId, "query")).body.outcome).toBe("documentMissing");
    fake.failNext("http500");
    expect((await act(invoiceId, "document-retry")).body.outcome).toBe("unreachable");
    expect(await row(invoiceId)).toMatchObject({
      invoiceStatus: 2,
      electronicInvoiceUrl: "",
      documentKey: "",
    });
    expect(await auditActions(invoiceId)).toEqual(["invoice.issue", "invoice.issued"]);
  });

  it("the built-in issuer answers a Retry with the invoice it numbered: the same number, its document kept", async () => {
    const invoiceId = await appliedInvoice(2);
    expect((await act(invoiceId, "issue")).body.outcome).toBe("done");
    const issued = await row(invoiceId);
    // The document columns lost (as if written by an older version): the invoice itself is at the issuer.
    await db()
      .updateTable("invoices")
      .set({ documentKey: "", electronicInvoiceUrl: "" })
      .where("id", "=", invoiceId)
      .execute();
    expect((await listRow(invoiceId))?.documentMissing).toBe(true);
    expect((await act(invoiceId, "document-retry")).body.outcome).toBe("done");
    expect(await row(invoiceId)).toMatchObject({
      invoiceStatus: 2,
      invoiceNumber: issued.invoiceNumber,
      documentKey: issued.documentKey,
      electronicInvoiceUrl: issued.electronicInvoiceUrl,
    });
    const numbered = await db()
      .selectFrom("builtinInvoices")
      .select("invoiceNumber")
      .where("invoiceId", "=", invoiceId)
      .execute();
    expect(numbered.map((r) => r.invoiceNumber)).toEqual([issued.invoiceNumber]);
  });

  it("Retry is refused before the invoice is issued, and an imported invoice without a PDF is not offered it", async () => {
    const invoiceId = await appliedInvoice();
    const res = await act(invoiceId, "document-retry");
    expect([res.status, res.body.code]).toEqual([409, "INVOICE_NOT_ISSUED"]);
    const { accountId } = await h.attendee();
    const line = await h.registration(accountId, 160_000, { payStatus: 2, receivedFee: 160_000 });
    const imported = await insertInvoice(db(), {
      registrationId: line.registrationId,
      invoiceStatus: 2,
      invoiceNumber: "26110000000000000077",
    });
    expect(await listRow(imported.id)).toMatchObject({
      documentMissing: false,
      documentUrl: expect.any(String),
    });
    expect((await act(imported.id, "document-retry")).body.outcome).toBe("done");
    expect(await auditActions(imported.id)).toEqual([]);
  });
});
