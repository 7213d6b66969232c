import { beforeAll, expect, it } from "vitest";
import type { TestClient } from "../helpers/app";
import { describeEachDialect } from "../helpers/database";
import { paymentSuite } from "../payments/payment-harness";
import { invoiceHarness } from "./invoice-harness";

/**
 * The invoice log (spec 002 §3) speaks the staff's language: every entry is a message key with its values,
 * rendered by the back office in Chinese or English; the issuer's own answer is kept apart as a value.
 */
describeEachDialect("the invoice log's entries are messages with values", ({ db, dialect }) => {
  let finance: TestClient;
  const h = paymentSuite(db, dialect);
  const inv = invoiceHarness(db, h, () => finance);

  beforeAll(async () => {
    finance = await h.admin(2);
  });

  it("application, correction, issue and void are keyed entries; the void's reason and number are among the values", async () => {
    const { client, registrationId, invoiceId } = await inv.paidInvoice({ status: 0 });
    expect((await client.post(`/api/registrations/${registrationId}/invoice/apply`)).status).toBe(200);
    const corrected = {
      invoiceType: 5,
      invoiceContent: "registrationFee",
      invoiceTitle: "北京测试大学自动化学院",
      taxpayerNumber: "12110000400000111Y",
    };
    expect((await finance.request("PUT", `/api/admin/invoices/${invoiceId}/details`, corrected)).status).toBe(
      200,
    );
    await inv.act(invoiceId, "issue");
    const number = (await inv.row(invoiceId)).invoiceNumber;
    expect((await inv.act(invoiceId, "void", { reason: "购买方退票" })).body.outcome).toBe("done");
    const log = await inv.log(invoiceId);
    expect(log.map((e) => [e.actionType, e.messageKey])).toEqual([
      [5, "applied"],
      [6, "detailsCorrected"],
      [1, "issued"],
      [2, "voided"],
    ]);
    expect(log[1]?.params).toEqual({ fields: ["invoiceTitle", "taxpayerNumber"] });
    expect(log[2]?.params).toEqual({ number });
    expect(log[3]?.params).toMatchObject({ number, reason: "购买方退票" });
    expect(log[3]?.params.red).toMatch(/^\d+$/);
    // The built-in issuer has no platform: no English sentence of its own comes along as the answer.
    expect(log.map((e) => e.message)).toEqual(["", "", "", ""]);
  });
});
