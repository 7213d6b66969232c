import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, expect, it } from "vitest";
import { insertInvoice } from "#seed/index";
import type { TestClient } from "../helpers/app";
import { describeEachDialect } from "../helpers/database";
import { paymentSuite } from "../payments/payment-harness";

const outDir = path.resolve(import.meta.dirname, "../../../test-output/invoices");

const receiptBuyer = {
  invoiceType: 3 as const,
  registree: "Zhang San",
  unit: "Peking University",
  postAddress: "5 Yiheyuan Road, Haidian District, Beijing",
  postEmail: "receipts@pku.example.org",
};

describeEachDialect("the USD receipt (createReceipt)", ({ db, dialect }) => {
  let finance: TestClient;
  const h = paymentSuite(db, dialect);

  beforeAll(async () => {
    finance = await h.admin(2);
  });

  /** A registration paid in dollars (or yuan) with its invoice details, applied for by the attendee. */
  async function applied(buyer: Record<string, unknown>, currency: "USD" | "CNY") {
    const { client, accountId } = await h.attendee();
    const fee = 50_000;
    const line = await h.registration(accountId, fee, { payStatus: 2, receivedFee: fee, currency });
    const invoice = await insertInvoice(db(), { registrationId: line.registrationId, ...buyer });
    expect((await client.post(`/api/registrations/${line.registrationId}/invoice/apply`)).status).toBe(200);
    return { client, ...line, invoiceId: invoice.id };
  }
  const invoiceOf = (id: number) =>
    db().selectFrom("invoices").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const mailsOf = (registrationId: number) =>
    db()
      .selectFrom("outbox")
      .select(["template", "recipient", "locale"])
      .where("registrationId", "=", registrationId)
      .execute();
  const receiptAudits = (invoiceId: number) =>
    db()
      .selectFrom("auditLog")
      .select(["fromState", "toState"])
      .where("action", "=", "invoice.receiptSent")
      .where("entityId", "=", invoiceId)
      .execute();

  it("issuing a type-3 invoice e-mails the receipt to the address given for it and marks it sent, audited", async () => {
    const { registrationId, invoiceId } = await applied(receiptBuyer, "USD");
    expect((await invoiceOf(invoiceId)).receiptIsSent).toBe(0);
    expect(
      (await finance.post<{ outcome: string }>(`/api/admin/invoices/${invoiceId}/issue`)).body.outcome,
    ).toBe("done");
    const issued = await invoiceOf(invoiceId);
    expect(issued).toMatchObject({ invoiceStatus: 2, receiptIsSent: 1, amount: 50_000 });
    expect(issued.invoiceNumber).toMatch(/^R\d{12}$/);
    expect(await mailsOf(registrationId)).toEqual([
      { template: "usdReceipt", recipient: "receipts@pku.example.org", locale: "zh" },
    ]);
    expect(await receiptAudits(invoiceId)).toEqual([{ fromState: "0", toState: "1" }]);
    const detail = await finance.get<{ receiptIsSent: boolean }>(`/api/admin/invoices/${invoiceId}`);
    expect(detail.body.receiptIsSent).toBe(true);
  });

  it("the sent receipt is the society's dollar receipt as a PDF, for staff and for the attendee", async () => {
    const { client, registrationId, invoiceId } = await applied(receiptBuyer, "USD");
    await finance.post(`/api/admin/invoices/${invoiceId}/issue`);
    const { invoiceNumber } = await invoiceOf(invoiceId);
    const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const own = await fetch(`${h.app().url}/api/registrations/${registrationId}/invoice/document`, {
      headers: { cookie },
    });
    expect(own.headers.get("content-type")).toBe("application/pdf");
    const staff = await fetch(`${h.app().url}/api/admin/invoices/${invoiceId}/document`, {
      headers: { cookie: [...finance.cookies].map(([k, v]) => `${k}=${v}`).join("; ") },
    });
    const bytes = Buffer.from(await staff.arrayBuffer());
    expect(Buffer.from(await own.arrayBuffer())).toEqual(bytes);
    mkdirSync(outDir, { recursive: true });
    const file = path.join(outDir, `usd-receipt-issued-${dialect}.pdf`);
    writeFileSync(file, bytes);
    const text = execFileSync("pdftotext", ["-raw", file, "-"]).toString();
    expect(text).toContain(invoiceNumber);
    expect(text).toContain("Zhang San");
    expect(text).toContain("500.00");
  });

  it("a type-5 invoice gets the ordinary notice to the registration's address and is no receipt", async () => {
    const { registrationId, invoiceId } = await applied(
      { invoiceType: 5, invoiceTitle: "北京测试大学", taxpayerNumber: "12110000400000000X" },
      "CNY",
    );
    await finance.post(`/api/admin/invoices/${invoiceId}/issue`);
    expect(await invoiceOf(invoiceId)).toMatchObject({ invoiceStatus: 2, receiptIsSent: 0 });
    expect(await mailsOf(registrationId)).toEqual([
      { template: "invoiceIssued", recipient: "lisi@example.com", locale: "zh" },
    ]);
    expect(await receiptAudits(invoiceId)).toEqual([]);
  });

  it("a receipt with no address given goes to the registration's e-mail", async () => {
    const { registrationId, invoiceId } = await applied({ ...receiptBuyer, postEmail: "" }, "USD");
    await finance.post(`/api/admin/invoices/${invoiceId}/issue`);
    expect((await invoiceOf(invoiceId)).receiptIsSent).toBe(1);
    expect(await mailsOf(registrationId)).toEqual([
      { template: "usdReceipt", recipient: "lisi@example.com", locale: "zh" },
    ]);
  });
});
