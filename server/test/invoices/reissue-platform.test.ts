import { expect, it } from "vitest";
import { describeEachDialect } from "../helpers/database";
import { invoiceHarness, platformSuite } from "./invoice-harness";

/**
 * Re-issue of an issued digital invoice through the tax platform (a local fake of Nuonuo), DOMAIN.md §5:
 * the red reversal is asynchronous (a red-letter form the buyer may have to confirm); the corrected
 * invoice is issued only once the reversal is confirmed, by whichever query learns it, and never if the
 * reversal fails or is aborted.
 */
describeEachDialect("re-issue through the tax platform", ({ db, dialect }) => {
  const { h, fake, finance } = platformSuite(db, dialect);
  const inv = invoiceHarness(db, h, finance);

  const order = (invoiceId: number, kind: "A" | "V", attempt: number) =>
    `INV${String(invoiceId).padStart(8, "0")}${kind}${attempt}`;

  /** The platform's invoices of this invoice, issued (status 2) and not reversed by a red one. */
  function liveNumbers(invoiceId: number): string[] {
    const prefix = `INV${String(invoiceId).padStart(8, "0")}`;
    const mine = [...fake().orders.values()].filter((o) => o.orderNo.startsWith(prefix));
    const reversed = new Set(mine.filter((o) => o.blueNumber).map((o) => o.blueNumber));
    return mine
      .filter((o) => !o.blueNumber && fake().statusOf(o.orderNo) === "2" && !reversed.has(o.invoiceNumber))
      .map((o) => o.invoiceNumber);
  }

  /** A digital invoice issued by the platform (issue, then the query that finds it done). */
  async function issuedDigital() {
    const { invoiceId } = await inv.paidInvoice();
    expect((await inv.act(invoiceId, "issue")).body.outcome).toBe("pending");
    expect((await inv.act(invoiceId, "query")).body.outcome).toBe("done");
    const row = await inv.row(invoiceId);
    expect(row).toMatchObject({ invoiceStatus: 2, issuer: "nuonuo" });
    return { invoiceId, number: row.invoiceNumber };
  }

  it("a reversal answered pending is followed by the corrected invoice once a query finds it confirmed", async () => {
    const { invoiceId, number } = await issuedDigital();
    const res = await inv.act(invoiceId, "reissue", { reason: "抬头有误" });
    expect(res.body.outcome).toBe("pending");
    expect(await inv.row(invoiceId)).toMatchObject({ invoiceStatus: -3, reissueFollows: 1 });
    // The query finds the red invoice: voided, and the corrected invoice goes to the platform at once.
    expect((await inv.act(invoiceId, "query")).body.outcome).toBe("pending");
    expect(await inv.row(invoiceId)).toMatchObject({
      invoiceStatus: 3,
      reissueFollows: 0,
      orderNo: order(invoiceId, "A", 2),
    });
    expect(fake().orders.get(order(invoiceId, "A", 2))).toBeDefined();
    expect((await inv.act(invoiceId, "query")).body.outcome).toBe("done");
    const after = await inv.row(invoiceId);
    expect(after.invoiceStatus).toBe(2);
    expect(after.invoiceNumber).not.toBe(number);
    expect(fake().orders.get(order(invoiceId, "V", 1))?.blueNumber).toBe(number);
    expect(liveNumbers(invoiceId)).toEqual([after.invoiceNumber]);
    const log = await inv.log(invoiceId);
    const keys = log.map((e) => e.messageKey);
    expect(keys.filter((k) => k === "reversedForReissue")).toHaveLength(1);
    expect(keys.at(-1)).toBe("reissued");
    expect(log.find((e) => e.messageKey === "reversedForReissue")?.params).toMatchObject({
      number,
      reason: "抬头有误",
    });
  });

  it("a reversal waiting for the buyer issues nothing until the buyer confirms it", async () => {
    const { invoiceId, number } = await issuedDigital();
    fake().script(order(invoiceId, "V", 1), { kind: "awaitBuyer" });
    expect((await inv.act(invoiceId, "reissue", { reason: "购买方要求更正" })).body.outcome).toBe("pending");
    expect((await inv.act(invoiceId, "query")).body.outcome).toBe("pending");
    expect(await inv.row(invoiceId)).toMatchObject({ invoiceStatus: -3, invoiceNumber: number });
    expect(fake().orders.get(order(invoiceId, "A", 2))).toBeUndefined();
    fake().answerRedForm(order(invoiceId, "V", 1), "confirmed");
    expect((await inv.act(invoiceId, "query")).body.outcome).toBe("pending");
    expect((await inv.row(invoiceId)).invoiceStatus).toBe(3);
    expect((await inv.act(invoiceId, "query")).body.outcome).toBe("done");
    const after = await inv.row(invoiceId);
    expect(after.invoiceStatus).toBe(2);
    expect(liveNumbers(invoiceId)).toEqual([after.invoiceNumber]);
  });

  it("a reversal the buyer refuses issues nothing: the invoice stays issued with its old number", async () => {
    const { invoiceId, number } = await issuedDigital();
    fake().script(order(invoiceId, "V", 1), { kind: "awaitBuyer" });
    await inv.act(invoiceId, "reissue", { reason: "抬头有误" });
    fake().answerRedForm(order(invoiceId, "V", 1), "refused");
    expect((await inv.act(invoiceId, "query")).body.outcome).toBe("failed");
    expect(await inv.row(invoiceId)).toMatchObject({
      invoiceStatus: 2,
      invoiceNumber: number,
      reissueFollows: 0,
    });
    expect(fake().orders.get(order(invoiceId, "A", 2))).toBeUndefined();
    expect(liveNumbers(invoiceId)).toEqual([number]);
    const last = (await inv.log(invoiceId)).at(-1);
    expect(last).toMatchObject({ actionType: 2, messageKey: "reissueStopped" });
    // A later query has nothing to follow: the re-issue is over.
    expect((await inv.act(invoiceId, "query")).body.outcome).toBe("idle");
  });

  it("a reversal the platform aborts (sign in again) issues nothing and leaves the invoice issued", async () => {
    const { invoiceId, number } = await issuedDigital();
    fake().refuseRedForm(order(invoiceId, "V", 1), "当前数电账号未登录，请重新登录");
    expect((await inv.act(invoiceId, "reissue", { reason: "抬头有误" })).body.outcome).toBe("relogin");
    expect(await inv.row(invoiceId)).toMatchObject({
      invoiceStatus: 2,
      invoiceNumber: number,
      reissueFollows: 0,
    });
    expect(fake().orders.get(order(invoiceId, "A", 2))).toBeUndefined();
    expect((await inv.log(invoiceId)).at(-1)).toMatchObject({ actionType: 2, messageKey: "voidAborted" });
  });
});
