import { beforeAll, expect, it } from "vitest";
import { insertInvoice } from "#seed/index";
import type { TestClient } from "../helpers/app";
import { describeEachDialect } from "../helpers/database";
import { paymentSuite } from "../payments/payment-harness";

type Outcome = { outcome: string };
type ErrorBody = { code: string };
type Log = { actionType: number; invoiceNumber: string; messageKey: string | null; message: string }[];

const buyer = { invoiceType: 5 as const, invoiceTitle: "北京测试大学", taxpayerNumber: "12110000400000000X" };

describeEachDialect("invoices issued by the built-in issuer", ({ db, dialect }) => {
  let finance: TestClient;
  const h = paymentSuite(db, dialect);

  beforeAll(async () => {
    finance = await h.admin(2);
  });

  /**
   * A registration of a new attendee, paid (or not) with the given fee, with its invoice details, not yet
   * applied for (0) unless `invoiceStatus` says otherwise.
   */
  async function withInvoice(paid: boolean, fee = 160_000, invoiceStatus: 0 | 1 = 0) {
    const { client, accountId } = await h.attendee();
    const line = await h.registration(accountId, fee, paid ? { payStatus: 2, receivedFee: fee } : {});
    const invoice = await insertInvoice(db(), {
      registrationId: line.registrationId,
      ...buyer,
      invoiceStatus,
    });
    return { client, ...line, invoiceId: invoice.id };
  }
  const status = async (invoiceId: number) =>
    await db().selectFrom("invoices").selectAll().where("id", "=", invoiceId).executeTakeFirstOrThrow();
  const act = (invoiceId: number, path: string, body: unknown = {}) =>
    finance.post<Outcome & ErrorBody>(`/api/admin/invoices/${invoiceId}/${path}`, body);

  it("a paid attendee applies; an unpaid one cannot; an ordinary digital invoice above the cap is refused", async () => {
    const paid = await withInvoice(true);
    expect((await paid.client.post(`/api/registrations/${paid.registrationId}/invoice/apply`)).status).toBe(
      200,
    );
    expect((await status(paid.invoiceId)).invoiceStatus).toBe(1);
    const applied = await finance.get<Log>(`/api/admin/invoices/${paid.invoiceId}/log`);
    expect(applied.body.map((entry) => [entry.actionType, entry.invoiceNumber, entry.messageKey])).toEqual([
      [5, "", "applied"],
    ]);
    const unpaid = await withInvoice(false);
    const refused = await unpaid.client.post<ErrorBody>(
      `/api/registrations/${unpaid.registrationId}/invoice/apply`,
    );
    expect(refused.body.code).toBe("INVOICE_NOT_APPLICABLE");
    const large = await withInvoice(true, 1_000_001);
    const capped = await large.client.post<ErrorBody>(
      `/api/registrations/${large.registrationId}/invoice/apply`,
    );
    expect(capped.body.code).toBe("INVOICE_OVER_CAP");
    // A refused application leaves no trace in the log.
    for (const refusedId of [unpaid.invoiceId, large.invoiceId]) {
      expect((await finance.get<Log>(`/api/admin/invoices/${refusedId}/log`)).body).toEqual([]);
    }
  });

  it("finance issues an applied invoice: numbered, amount kept, the attendee downloads its PDF, the log says so", async () => {
    const { client, registrationId, invoiceId } = await withInvoice(true);
    await client.post(`/api/registrations/${registrationId}/invoice/apply`);
    expect((await act(invoiceId, "issue")).body.outcome).toBe("done");
    const issued = await status(invoiceId);
    expect(issued).toMatchObject({ invoiceStatus: 2, amount: 160_000, issuer: "builtin" });
    expect(issued.invoiceNumber).not.toBe("");
    const file = await fetch(`${h.app().url}/api/registrations/${registrationId}/invoice/document`, {
      headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ") },
    });
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    const log = await finance.get<Log>(`/api/admin/invoices/${invoiceId}/log`);
    expect(log.body.map((entry) => [entry.actionType, entry.invoiceNumber])).toEqual([
      [5, ""],
      [1, issued.invoiceNumber],
    ]);
    const notices = await db()
      .selectFrom("outbox")
      .select(["body"])
      .where("template", "=", "invoiceIssued")
      .where("recipient", "=", "lisi@example.com")
      .execute();
    expect(notices.some((n) => n.body.includes(issued.invoiceNumber))).toBe(true);
  });

  it("void and re-issue: a new number, the old one red-reversed, all four steps in the log", async () => {
    const { invoiceId } = await withInvoice(true, 160_000, 1);
    await act(invoiceId, "issue");
    const first = (await status(invoiceId)).invoiceNumber;
    expect((await act(invoiceId, "void", { reason: "抬头有误" })).body.outcome).toBe("done");
    expect((await status(invoiceId)).invoiceStatus).toBe(-2);
    await db()
      .updateTable("invoices")
      .set({ invoiceTitle: "北京测试大学计算机学院" })
      .where("id", "=", invoiceId)
      .execute();
    expect((await act(invoiceId, "reissue")).body.outcome).toBe("done");
    const second = await status(invoiceId);
    expect(second.invoiceStatus).toBe(2);
    expect(second.invoiceNumber).not.toBe(first);
    expect(second.invalidateTime).toBeNull();
    const log = await finance.get<Log>(`/api/admin/invoices/${invoiceId}/log`);
    expect(log.body.map((entry) => entry.actionType)).toEqual([1, 2, 1]);
    expect(await h.auditCountOf("invoice", invoiceId)).toBe(6);
  });

  it("two staff issuing the same invoice at once make one invoice", async () => {
    const { invoiceId } = await withInvoice(true, 160_000, 1);
    const replies = await Promise.all([act(invoiceId, "issue"), act(invoiceId, "issue")]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    const numbers = await db()
      .selectFrom("invoiceLogs")
      .select("fphm")
      .where("invoiceId", "=", invoiceId)
      .execute();
    expect(numbers).toHaveLength(1);
  });

  it("a batch keeps going past the invoices it cannot issue and counts each outcome", async () => {
    const a = await withInvoice(true, 160_000, 1);
    const b = await withInvoice(true, 160_000, 1);
    const unpaid = await withInvoice(false);
    const res = await finance.post<{ counts: Record<string, number> }>(`/api/admin/invoices/batch`, {
      invoiceIds: [a.invoiceId, unpaid.invoiceId, b.invoiceId],
    });
    expect(res.body.counts).toMatchObject({ done: 2, refused: 1 });
    expect((await status(b.invoiceId)).invoiceStatus).toBe(2);
  });

  it("staff of another conference neither issue nor batch this conference's invoices; check-in staff cannot issue", async () => {
    const { invoiceId } = await withInvoice(true, 160_000, 1);
    const outsider = await h.admin(2, h.fx().other.id);
    expect((await outsider.post(`/api/admin/invoices/${invoiceId}/issue`)).status).toBe(404);
    const batch = await outsider.post<{ counts: Record<string, number> }>(
      `/api/admin/invoices/batch?conferenceId=${h.fx().other.id}`,
      { invoiceIds: [invoiceId] },
    );
    expect(batch.body.counts).toMatchObject({ refused: 1, done: 0 });
    const checkin = await h.admin(3);
    expect((await checkin.post(`/api/admin/invoices/${invoiceId}/issue`)).status).toBe(403);
    expect((await status(invoiceId)).invoiceStatus).toBe(1);
  });
});

describeEachDialect("the payment receipt", ({ db, dialect }) => {
  const h = paymentSuite(db, dialect);

  it("a paid registration's receipt is a PDF; an unpaid one has none; nobody reads another's", async () => {
    const { client, accountId } = await h.attendee();
    const paid = await h.registration(accountId, 160_000, { payStatus: 2, receivedFee: 160_000 });
    const unpaid = await h.registration(accountId);
    const get = (c: TestClient, id: number) =>
      fetch(`${h.app().url}/api/registrations/${id}/receipt`, {
        headers: { cookie: [...c.cookies].map(([k, v]) => `${k}=${v}`).join("; ") },
      });
    const pdf = await get(client, paid.registrationId);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    expect((await get(client, unpaid.registrationId)).status).toBe(409);
    const stranger = await h.attendee();
    expect((await get(stranger.client, paid.registrationId)).status).toBe(404);
  });

  it("the receipt lists money the society holds and no refund moves: paid, waiting for the group, refund refused", async () => {
    const { client, accountId } = await h.attendee();
    // Written out from DOMAIN.md §4, not from the shared table: 2, 3 and -4 hold money no refund moves.
    const expected: Record<number, number> = {
      0: 409,
      1: 409,
      2: 200,
      3: 200,
      [-1]: 409,
      [-3]: 409,
      [-2]: 409,
      [-4]: 200,
    };
    const answered: Record<number, number> = {};
    for (const payStatus of Object.keys(expected).map(Number)) {
      const held = payStatus === 2 || payStatus === 3 || payStatus < 0;
      const line = { payStatus, receivedFee: held ? 160_000 : 0 };
      const { registrationId } = await h.registration(accountId, 160_000, line);
      const res = await fetch(`${h.app().url}/api/registrations/${registrationId}/receipt`, {
        headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ") },
      });
      answered[payStatus] = res.status;
    }
    expect(answered).toEqual(expected);
  });
});
