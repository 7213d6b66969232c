import { beforeAll, expect, it } from "vitest";
import type { TestClient } from "../helpers/app";
import { describeEachDialect } from "../helpers/database";
import { paymentSuite } from "../payments/payment-harness";
import { invoiceHarness } from "./invoice-harness";

/**
 * Re-issue (the spec's invoiceRetry) with the built-in issuer, DOMAIN.md §5: from failed or voided a new
 * issue; from issued one workflow, the issued number red-reversed first, then the corrected invoice.
 */
describeEachDialect("re-issue through the built-in issuer", ({ db, dialect }) => {
  let finance: TestClient;
  const h = paymentSuite(db, dialect);
  const inv = invoiceHarness(db, h, () => finance);

  beforeAll(async () => {
    finance = await h.admin(2);
  });

  async function issued() {
    const made = await inv.paidInvoice();
    expect((await inv.act(made.invoiceId, "issue")).body.outcome).toBe("done");
    return { ...made, number: (await inv.row(made.invoiceId)).invoiceNumber };
  }

  it("re-issuing an issued invoice red-reverses its number, then issues the corrected one: one live number, both steps in the log", async () => {
    const { invoiceId, number } = await issued();
    await db()
      .updateTable("invoices")
      .set({ invoiceTitle: "北京测试大学计算机学院" })
      .where("id", "=", invoiceId)
      .execute();
    const res = await inv.act(invoiceId, "reissue", { reason: "抬头有误" });
    expect(res.status).toBe(200);
    expect(res.body.outcome).toBe("done");
    const after = await inv.row(invoiceId);
    expect(after.invoiceStatus).toBe(2);
    expect(after.invoiceNumber).not.toBe(number);
    expect(after.invoiceTitle).toBe("北京测试大学计算机学院");
    expect(await inv.liveBuiltinNumbers(invoiceId)).toEqual([after.invoiceNumber]);
    const reversal = await db()
      .selectFrom("builtinInvoices")
      .selectAll()
      .where("kind", "=", "reversal")
      .where("originalNumber", "=", number)
      .executeTakeFirstOrThrow();
    const log = await inv.log(invoiceId);
    expect(log.map((e) => [e.actionType, e.invoiceNumber, e.messageKey])).toEqual([
      [1, number, "issued"],
      [2, number, "reversedForReissue"],
      [1, after.invoiceNumber, "reissued"],
    ]);
    expect(log[1]?.params).toMatchObject({ number, red: reversal.invoiceNumber, reason: "抬头有误" });
    expect(log[2]?.params).toMatchObject({ number: after.invoiceNumber, replaced: number });
  });

  it("re-issuing an issued invoice needs the reason of its reversal; without one nothing changes", async () => {
    const { invoiceId, number } = await issued();
    const res = await inv.act(invoiceId, "reissue", {});
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("VALIDATION_FAILED");
    expect(res.body.details?.fields).toEqual([expect.objectContaining({ path: "reason" })]);
    expect(await inv.row(invoiceId)).toMatchObject({ invoiceStatus: 2, invoiceNumber: number });
    expect(await inv.liveBuiltinNumbers(invoiceId)).toEqual([number]);
  });

  it("a reversal the issuer refuses issues nothing: the invoice stays issued with its old number", async () => {
    const { invoiceId, number } = await issued();
    // The register already holds a reversal of this number (made outside this invoice's story).
    await db()
      .insertInto("builtinInvoices")
      .values({
        orderNo: `ELSEWHERE${invoiceId}`,
        kind: "reversal",
        invoiceId,
        invoiceType: 5,
        invoiceNumber: `2099${String(invoiceId).padStart(8, "0")}`,
        originalNumber: number,
        storageKey: "elsewhere.pdf",
        stored: 1,
        issuedAt: new Date().toISOString(),
      })
      .execute();
    const before = await db()
      .selectFrom("builtinInvoices")
      .select("id")
      .where("invoiceId", "=", invoiceId)
      .execute();
    const res = await inv.act(invoiceId, "reissue", { reason: "抬头有误" });
    expect(res.body.outcome).toBe("failed");
    expect(await inv.row(invoiceId)).toMatchObject({
      invoiceStatus: 2,
      invoiceNumber: number,
      reissueFollows: 0,
    });
    const after = await db()
      .selectFrom("builtinInvoices")
      .select("id")
      .where("invoiceId", "=", invoiceId)
      .execute();
    expect(after).toHaveLength(before.length);
    const last = (await inv.log(invoiceId)).at(-1);
    expect(last).toMatchObject({ actionType: 2, messageKey: "reissueStopped" });
    expect(last?.params).toMatchObject({ number, code: "alreadyReversed" });
  });

  it("re-issue from failed (-1) or voided (-2) is a new issue under a new order number", async () => {
    const failed = await inv.paidInvoice({ status: -1 });
    await db()
      .updateTable("invoices")
      .set({ attempts: 1, orderNo: "X" })
      .where("id", "=", failed.invoiceId)
      .execute();
    expect((await inv.act(failed.invoiceId, "reissue")).body.outcome).toBe("done");
    expect(await inv.row(failed.invoiceId)).toMatchObject({ invoiceStatus: 2, attempts: 2 });
    const { invoiceId, number } = await issued();
    expect((await inv.act(invoiceId, "void", { reason: "退款" })).body.outcome).toBe("done");
    expect((await inv.act(invoiceId, "reissue")).body.outcome).toBe("done");
    const again = await inv.row(invoiceId);
    expect(again.invoiceStatus).toBe(2);
    expect(again.orderNo).toBe(`INV${String(invoiceId).padStart(8, "0")}A2`);
    expect(await inv.liveBuiltinNumbers(invoiceId)).toEqual([again.invoiceNumber]);
    expect(again.invoiceNumber).not.toBe(number);
  });

  it("re-issue of an invoice nobody issued is refused with INVOICE_NOT_ISSUED; while at the issuer, INVOICE_IN_PROGRESS", async () => {
    const applied = await inv.paidInvoice();
    const res = await inv.act(applied.invoiceId, "reissue", { reason: "x" });
    expect([res.status, res.body.code]).toEqual([409, "INVOICE_NOT_ISSUED"]);
    const voiding = await inv.paidInvoice();
    await db()
      .updateTable("invoices")
      .set({ invoiceStatus: -3 })
      .where("id", "=", voiding.invoiceId)
      .execute();
    const busy = await inv.act(voiding.invoiceId, "reissue", { reason: "x" });
    expect([busy.status, busy.body.code]).toEqual([409, "INVOICE_IN_PROGRESS"]);
  });

  it("the issue route never reverses: on an issued invoice it answers INVOICE_ALREADY_ISSUED", async () => {
    const { invoiceId, number } = await issued();
    const res = await inv.act(invoiceId, "issue");
    expect(res.body.code).toBe("INVOICE_ALREADY_ISSUED");
    const reversals = await db()
      .selectFrom("builtinInvoices")
      .select("id")
      .where("kind", "=", "reversal")
      .where("originalNumber", "=", number)
      .execute();
    expect(reversals).toEqual([]);
  });
});
