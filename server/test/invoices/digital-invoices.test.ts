import { expect, it } from "vitest";
import { insertInvoice } from "#seed/index";
import { describeEachDialect } from "../helpers/database";
import { platformSuite } from "./invoice-harness";

type Outcome = { outcome: string };

describeEachDialect("digital invoices through the Nuonuo platform", ({ db, dialect }) => {
  const { h, fake, finance } = platformSuite(db, dialect);

  async function paidInvoice(invoiceType: 5 | 6 | 2 = 5) {
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
    finance().post<Outcome>(`/api/admin/invoices/${invoiceId}/${path}`);
  const orderNo = (invoiceId: number, attempt = 1) => `INV${String(invoiceId).padStart(8, "0")}A${attempt}`;

  it("a digital invoice goes to the platform, waits while it works, and is issued on a later query with its PDF link", async () => {
    const invoiceId = await paidInvoice();
    fake().script(orderNo(invoiceId), { kind: "success", afterQueries: 2 });
    expect((await act(invoiceId, "issue")).body.outcome).toBe("pending");
    expect(await row(invoiceId)).toMatchObject({ invoiceStatus: 3, issuer: "nuonuo" });
    // Two answers "in progress" (status 20), then the third query finds it issued.
    expect((await act(invoiceId, "query")).body.outcome).toBe("pending");
    expect((await act(invoiceId, "query")).body.outcome).toBe("pending");
    expect((await act(invoiceId, "query")).body.outcome).toBe("done");
    const issued = await row(invoiceId);
    expect(issued.invoiceStatus).toBe(2);
    expect(issued.electronicInvoiceUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
  });

  it("the platform's failure (errorCode:004) marks the invoice failed with its message in the log", async () => {
    const invoiceId = await paidInvoice();
    fake().script(orderNo(invoiceId), { kind: "failure", failCause: "errorCode:004 购方税号有误" });
    await act(invoiceId, "issue");
    await act(invoiceId, "query");
    expect((await row(invoiceId)).invoiceStatus).toBe(-1);
    const log = await db()
      .selectFrom("invoiceLogs")
      .select("returnMessage")
      .where("invoiceId", "=", invoiceId)
      .execute();
    expect(log.map((l) => l.returnMessage).join(" ")).toContain("004");
  });

  it("when the platform asks the clerk to log in again, nothing is issued and the invoice goes back to applied", async () => {
    const invoiceId = await paidInvoice();
    fake().script(orderNo(invoiceId), { kind: "relogin" });
    await act(invoiceId, "issue");
    const outcome = (await act(invoiceId, "query")).body.outcome;
    expect(outcome).toBe("relogin");
    expect((await row(invoiceId)).invoiceStatus).toBe(1);
    // Finance issues it again once the clerk has signed in, under the next order number.
    expect((await act(invoiceId, "issue")).body.outcome).toBe("pending");
    expect((await row(invoiceId)).orderNo).toBe(orderNo(invoiceId, 2));
  });

  it("paper invoices stay with the built-in issuer", async () => {
    const invoiceId = await paidInvoice(2);
    expect((await act(invoiceId, "issue")).body.outcome).toBe("done");
    expect(await row(invoiceId)).toMatchObject({ invoiceStatus: 2, issuer: "builtin" });
  });
});
