import { beforeAll, expect, it } from "vitest";
import { insertInvoice } from "#seed/index";
import type { TestClient } from "../helpers/app";
import { describeEachDialect } from "../helpers/database";
import { paymentSuite } from "../payments/payment-harness";

type ErrorBody = { code: string };
type Detail = {
  id: number;
  registrationId: number;
  name: string;
  registrantUnit: string;
  invoiceType: number;
  invoiceContent: string;
  invoiceTitle: string;
  taxpayerNumber: string;
  address: string;
  bank: string;
  postAddress: string;
  postEmail: string;
  registree: string;
  remark: string;
  invoiceStatus: number;
  invoiceNumber: string;
  invoiceCode: string;
  invoiceTime: string | null;
  voidTime: string | null;
  documentUrl: string;
  expressNumber: string;
  isTaken: boolean;
  receiptIsSent: boolean;
  amount: number;
  log: { actionType: number; invoiceNumber: string; message: string }[];
};

const buyer = {
  invoiceType: 1 as const,
  invoiceContent: "会议注册费",
  invoiceTitle: "北京测试大学",
  taxpayerNumber: "12110000400000000X",
  address: "北京市海淀区",
  bank: "工商银行",
  postAddress: "北京市海淀区 100084",
  postEmail: "finance@example.edu.cn",
  registree: "张三",
  remark: "请寄送",
};

describeEachDialect("the back office's invoice detail", ({ db, dialect }) => {
  let staff: TestClient;
  let otherStaff: TestClient;
  const h = paymentSuite(db, dialect);

  beforeAll(async () => {
    staff = await h.admin(2);
    otherStaff = await h.admin(2, h.fx().other.id);
  });

  /** A paid registration's invoice with the buyer's details, issued or not. */
  async function invoice(issued: boolean) {
    const { accountId } = await h.attendee();
    const line = await h.registration(accountId, 160_000, { payStatus: 2, receivedFee: 160_000 });
    const row = await insertInvoice(db(), {
      registrationId: line.registrationId,
      ...buyer,
      ...(issued
        ? {
            invoiceStatus: 2 as const,
            invoiceNumber: "26110000000000000042",
            fpdm: "011002600111",
            invoiceTime: "2026-03-02T00:00:00.000Z",
            amount: 160_000,
          }
        : { invoiceStatus: 1 as const }),
    });
    return { ...line, invoiceId: row.id };
  }
  const auditActions = async (invoiceId: number) =>
    (
      await db()
        .selectFrom("auditLog")
        .select(["action", "fromState", "toState"])
        .where("entity", "=", "invoice")
        .where("entityId", "=", invoiceId)
        .orderBy("id")
        .execute()
    ).map((r) => [r.action, r.fromState, r.toState]);
  const isTaken = async (invoiceId: number) =>
    (
      await db()
        .selectFrom("invoices")
        .select("isTaken")
        .where("id", "=", invoiceId)
        .executeTakeFirstOrThrow()
    ).isTaken;

  it("shows every field of the invoice, the registrant and the log", async () => {
    const { invoiceId, registrationId } = await invoice(true);
    await db()
      .insertInto("invoiceLogs")
      .values({
        invoiceId,
        actionType: 1,
        fphm: "26110000000000000042",
        returnMessage: "开票成功",
        createTime: "2026-03-02T00:00:00.000Z",
      })
      .execute();
    const res = await staff.get<Detail>(`/api/admin/invoices/${invoiceId}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: invoiceId,
      registrationId,
      name: "李四",
      ...buyer,
      invoiceStatus: 2,
      invoiceNumber: "26110000000000000042",
      invoiceCode: "011002600111",
      invoiceTime: "2026-03-02T00:00:00.000Z",
      voidTime: null,
      documentUrl: `/api/admin/invoices/${invoiceId}/document`,
      expressNumber: "",
      isTaken: false,
      receiptIsSent: false,
      amount: 160_000,
    });
    expect(res.body.log).toEqual([
      // An entry from before the log had message keys: no key, no values, its text as it was written.
      expect.objectContaining({
        actionType: 1,
        invoiceNumber: "26110000000000000042",
        messageKey: null,
        params: {},
        message: "开票成功",
      }),
    ]);
    const pending = await invoice(false);
    const before = await staff.get<Detail>(`/api/admin/invoices/${pending.invoiceId}`);
    expect([before.body.documentUrl, before.body.amount, before.body.log]).toEqual(["", 160_000, []]);
  });

  it("marks an issued invoice taken and not taken, each with an audit row", async () => {
    const { invoiceId } = await invoice(true);
    expect((await staff.post(`/api/admin/invoices/${invoiceId}/taken`)).status).toBe(200);
    expect(await isTaken(invoiceId)).toBe(1);
    expect((await staff.get<Detail>(`/api/admin/invoices/${invoiceId}`)).body.isTaken).toBe(true);
    expect((await staff.post(`/api/admin/invoices/${invoiceId}/not-taken`)).status).toBe(200);
    expect(await isTaken(invoiceId)).toBe(0);
    expect(await auditActions(invoiceId)).toEqual([
      ["invoice.taken", "0", "1"],
      ["invoice.notTaken", "1", "0"],
    ]);
  });

  it("refuses taken / not taken before the invoice is issued", async () => {
    const { invoiceId } = await invoice(false);
    for (const path of ["taken", "not-taken"]) {
      const res = await staff.post<ErrorBody>(`/api/admin/invoices/${invoiceId}/${path}`);
      expect([res.status, res.body.code]).toEqual([409, "INVOICE_NOT_ISSUED"]);
    }
    expect(await isTaken(invoiceId)).toBe(0);
    expect(await auditActions(invoiceId)).toEqual([]);
  });

  it("records the express number, audited; too long is refused", async () => {
    const { invoiceId } = await invoice(true);
    const path = `/api/admin/invoices/${invoiceId}/express`;
    expect((await staff.request("PUT", path, { expressNumber: " SF1234567890 " })).status).toBe(200);
    expect((await staff.get<Detail>(`/api/admin/invoices/${invoiceId}`)).body.expressNumber).toBe(
      "SF1234567890",
    );
    const long = await staff.request<ErrorBody>("PUT", path, { expressNumber: "9".repeat(41) });
    expect([long.status, long.body.code]).toEqual([400, "VALIDATION_FAILED"]);
    expect(await auditActions(invoiceId)).toEqual([["invoice.express", "", "SF1234567890"]]);
  });

  it("staff of another conference find none of it", async () => {
    const { invoiceId } = await invoice(true);
    const base = `/api/admin/invoices/${invoiceId}`;
    expect((await otherStaff.get(base)).status).toBe(404);
    expect((await otherStaff.post(`${base}/taken`)).status).toBe(404);
    expect((await otherStaff.post(`${base}/not-taken`)).status).toBe(404);
    expect((await otherStaff.request("PUT", `${base}/express`, { expressNumber: "X1" })).status).toBe(404);
    expect(await isTaken(invoiceId)).toBe(0);
    expect(await auditActions(invoiceId)).toEqual([]);
  });
});
