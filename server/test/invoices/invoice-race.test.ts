import { beforeAll, expect, it } from "vitest";
import type { Reply, TestClient } from "../helpers/app";
import { describeEachDialect } from "../helpers/database";
import { paymentSuite } from "../payments/payment-harness";
import { type Answer, invoiceHarness } from "./invoice-harness";

/** What a request that lost the race may answer: the invoice's state in words, never a 500. */
const clearCodes = ["INVOICE_ALREADY_ISSUED", "INVOICE_IN_PROGRESS", "INVOICE_NOT_ISSUED"];

type BatchBody = { items: { invoiceId: number; outcome: string; code?: string }[] };

/**
 * The invoices issue's race (DOMAIN.md §5): twenty requests at once on one applied invoice, issue, batches
 * that include it and re-issues mixed, from several staff. However they interleave, the payment ends with
 * exactly one live number, and every request that did not act answers a clear code.
 */
describeEachDialect("twenty issue, batch and re-issue requests at once on one invoice", ({ db, dialect }) => {
  const staff: TestClient[] = [];
  const h = paymentSuite(db, dialect);
  const inv = invoiceHarness(db, h, () => staff[0] as TestClient);

  beforeAll(async () => {
    for (let i = 0; i < 4; i++) staff.push(await h.admin(2));
  });

  it("ends with exactly one live number, and every loser answers a clear code", async () => {
    const { invoiceId } = await inv.paidInvoice();
    const other = await inv.paidInvoice();
    const requests: Promise<Reply<Answer | BatchBody>>[] = [];
    for (let i = 0; i < 20; i++) {
      const client = staff[i % staff.length] as TestClient;
      const path = `/api/admin/invoices/${invoiceId}`;
      if (i % 4 === 1)
        requests.push(
          client.post<BatchBody>("/api/admin/invoices/batch", { invoiceIds: [other.invoiceId, invoiceId] }),
        );
      else if (i % 4 === 3) requests.push(client.post<Answer>(`${path}/reissue`, { reason: `更正 ${i}` }));
      else requests.push(client.post<Answer>(`${path}/issue`));
    }
    const replies = await Promise.all(requests);

    expect(replies.filter((r) => r.status >= 500)).toEqual([]);
    const row = await inv.row(invoiceId);
    expect(row.invoiceStatus).toBe(2);
    expect(await inv.liveBuiltinNumbers(invoiceId)).toEqual([row.invoiceNumber]);
    expect(row.reissueFollows).toBe(0);
    for (const reply of replies) {
      if (reply.status === 200 && "items" in reply.body) {
        const item = reply.body.items.find((entry) => entry.invoiceId === invoiceId);
        if (item?.outcome === "refused") expect(clearCodes).toContain(item.code);
      } else if (reply.status !== 200) {
        expect([reply.status, clearCodes.includes((reply.body as Answer).code)]).toEqual([409, true]);
      }
    }
    // The other invoice of the batches was issued once as well.
    const otherRow = await inv.row(other.invoiceId);
    expect(await inv.liveBuiltinNumbers(other.invoiceId)).toEqual([otherRow.invoiceNumber]);
  });
});
