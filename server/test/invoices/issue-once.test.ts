import { beforeAll, expect, it } from "vitest";
import type { TestClient } from "../helpers/app";
import { describeEachDialect } from "../helpers/database";
import { paymentSuite } from "../payments/payment-harness";
import { invoiceHarness } from "./invoice-harness";

/** DOMAIN.md §5: one payment never has two live invoice numbers; "issue" acts only on 1 and -1. */
describeEachDialect("issue acts only on an applied or failed invoice", ({ db, dialect }) => {
  let finance: TestClient;
  const h = paymentSuite(db, dialect);
  const inv = invoiceHarness(db, h, () => finance);

  beforeAll(async () => {
    finance = await h.admin(2);
  });

  it("issuing an issued invoice changes nothing and answers INVOICE_ALREADY_ISSUED", async () => {
    const { invoiceId } = await inv.paidInvoice();
    expect((await inv.act(invoiceId, "issue")).body.outcome).toBe("done");
    const issued = await inv.row(invoiceId);
    const again = await inv.act(invoiceId, "issue");
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("INVOICE_ALREADY_ISSUED");
    const after = await inv.row(invoiceId);
    expect(after).toMatchObject({
      invoiceStatus: 2,
      invoiceNumber: issued.invoiceNumber,
      attempts: issued.attempts,
      orderNo: issued.orderNo,
    });
    expect(await inv.liveBuiltinNumbers(invoiceId)).toEqual([issued.invoiceNumber]);
    expect(await h.auditCountOf("invoice", invoiceId)).toBe(2);
  });

  it("a batch that includes an issued invoice counts it refused with INVOICE_ALREADY_ISSUED and issues the rest", async () => {
    const issued = await inv.paidInvoice();
    await inv.act(issued.invoiceId, "issue");
    const number = (await inv.row(issued.invoiceId)).invoiceNumber;
    const applied = await inv.paidInvoice();
    const res = await inv.batch([issued.invoiceId, applied.invoiceId]);
    expect(res.status).toBe(200);
    expect(res.body.counts).toMatchObject({ done: 1, refused: 1 });
    expect(res.body.items[0]).toEqual({
      invoiceId: issued.invoiceId,
      outcome: "refused",
      code: "INVOICE_ALREADY_ISSUED",
    });
    expect((await inv.row(issued.invoiceId)).invoiceNumber).toBe(number);
    expect(await inv.liveBuiltinNumbers(issued.invoiceId)).toEqual([number]);
    expect((await inv.row(applied.invoiceId)).invoiceStatus).toBe(2);
  });

  it("while the issuer works on it (issuing 3, voiding -3), issue answers INVOICE_IN_PROGRESS", async () => {
    for (const status of [3, -3] as const) {
      const { invoiceId } = await inv.paidInvoice();
      await db().updateTable("invoices").set({ invoiceStatus: status }).where("id", "=", invoiceId).execute();
      const res = await inv.act(invoiceId, "issue");
      expect([res.status, res.body.code]).toEqual([409, "INVOICE_IN_PROGRESS"]);
      expect((await inv.row(invoiceId)).invoiceStatus).toBe(status);
    }
  });

  it("an invoice nobody applied for (0) is not issued by staff; a failed one (-1) is issued again", async () => {
    const none = await inv.paidInvoice({ status: 0 });
    const refused = await inv.act(none.invoiceId, "issue");
    expect([refused.status, refused.body.code]).toEqual([409, "TRANSITION_NOT_ALLOWED"]);
    expect(await inv.row(none.invoiceId)).toMatchObject({ invoiceStatus: 0, invoiceNumber: "" });
    const failed = await inv.paidInvoice({ status: -1 });
    expect((await inv.act(failed.invoiceId, "issue")).body.outcome).toBe("done");
    expect((await inv.row(failed.invoiceId)).invoiceStatus).toBe(2);
  });

  it("a double click gives one number: the second answers a clear code, not a second invoice", async () => {
    const { invoiceId } = await inv.paidInvoice();
    const replies = await Promise.all([inv.act(invoiceId, "issue"), inv.act(invoiceId, "issue")]);
    const statuses = replies.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409]);
    const loser = replies.find((r) => r.status === 409);
    expect(["INVOICE_ALREADY_ISSUED", "INVOICE_IN_PROGRESS"]).toContain(loser?.body.code);
    const number = (await inv.row(invoiceId)).invoiceNumber;
    expect(await inv.liveBuiltinNumbers(invoiceId)).toEqual([number]);
  });
});
