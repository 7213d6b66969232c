import type { InvoiceStatus } from "@confreg/shared";
import { afterAll, beforeAll, expect, it } from "vitest";
import { putAppSetting } from "#db/app-settings";
import { createNuonuoIssuer } from "#features/invoices/issuers/nuonuo/issuer";
import { insertInvoice } from "#seed/index";
import type { TestClient } from "../helpers/app";
import { describeEachDialect } from "../helpers/database";
import { paymentSuite } from "../payments/payment-harness";
import { type NuonuoFake, startNuonuoFake } from "./fakes/nuonuo-fake";

type FieldError = { path: string; code: string; message: string };
type ErrorBody = { code: string; message: string; details?: { fields?: FieldError[] } };

/** A digital invoice's details as the attendee first gave them. */
const applied = {
  invoiceType: 5 as const,
  invoiceContent: "registrationFee",
  invoiceTitle: "北京测试大学",
  taxpayerNumber: "12110000400000000X",
  postEmail: "finance@example.edu.cn",
};
/** What finance corrects them to: the unit's full name and its taxpayer number. */
const corrected = {
  invoiceType: 5,
  invoiceContent: "registrationFee",
  invoiceTitle: "北京测试大学自动化学院",
  taxpayerNumber: "12110000400000111Y",
  postEmail: "finance@example.edu.cn",
};

describeEachDialect("finance edits an invoice's details while nothing is issued", ({ db, dialect }) => {
  let fake: NuonuoFake;
  let finance: TestClient;
  let otherStaff: TestClient;

  beforeAll(async () => {
    fake = await startNuonuoFake();
  });
  afterAll(() => fake.close());
  const h = paymentSuite(db, dialect, () => ({ issuers: [createNuonuoIssuer(fake.config)] }));
  beforeAll(async () => {
    finance = await h.admin(2);
    otherStaff = await h.admin(2, h.fx().other.id);
  });

  /** A paid registration's digital invoice at `status` (`paid` cents, 1,600 yuan by default). */
  async function invoiceAt(status: InvoiceStatus, paid = 160_000) {
    const { accountId } = await h.attendee();
    const line = await h.registration(accountId, paid, { payStatus: 2, receivedFee: paid });
    const issued = status === 2 || status === -3 || status === -2;
    const row = await insertInvoice(db(), {
      registrationId: line.registrationId,
      ...applied,
      invoiceStatus: status,
      ...(issued
        ? { invoiceNumber: "25442000000000000001", amount: paid, issuer: "nuonuo", attempts: 1 }
        : {}),
    });
    return row.id;
  }
  const row = (invoiceId: number) =>
    db().selectFrom("invoices").selectAll().where("id", "=", invoiceId).executeTakeFirstOrThrow();
  const edit = (invoiceId: number, body: unknown, client = finance) =>
    client.request<ErrorBody & { changed: string[] }>(
      "PUT",
      `/api/admin/invoices/${invoiceId}/details`,
      body,
    );
  const editAudits = async (invoiceId: number) =>
    db()
      .selectFrom("auditLog")
      .select(["actorKind", "data"])
      .where("action", "=", "invoice.edit")
      .where("entityId", "=", invoiceId)
      .execute();
  const orderNo = (invoiceId: number, attempt = 1) => `INV${String(invoiceId).padStart(8, "0")}A${attempt}`;
  type LogEntry = { actionType: number; invoiceNumber: string; messageKey: string; params: unknown };
  const logOf = async (invoiceId: number) =>
    (await finance.get<LogEntry[]>(`/api/admin/invoices/${invoiceId}/log`)).body.map((entry) => [
      entry.actionType,
      entry.invoiceNumber,
      entry.messageKey,
      entry.params,
    ]);
  const corrections = { fields: ["invoiceTitle", "taxpayerNumber"] };

  it("corrects the title and taxpayer number of an applied-for invoice; the audit names the fields, not the values", async () => {
    const invoiceId = await invoiceAt(1);
    const res = await edit(invoiceId, { ...corrected, taxpayerNumber: " 12110000400000111y " });
    expect([res.status, res.body.changed]).toEqual([200, ["invoiceTitle", "taxpayerNumber"]]);
    expect(await row(invoiceId)).toMatchObject({
      invoiceStatus: 1,
      invoiceTitle: "北京测试大学自动化学院",
      taxpayerNumber: "12110000400000111Y",
    });
    const audits = await editAudits(invoiceId);
    expect(audits).toHaveLength(1);
    expect(audits[0]?.actorKind).toBe("admin");
    expect(JSON.parse(audits[0]?.data ?? "{}")).toMatchObject({ fields: ["invoiceTitle", "taxpayerNumber"] });
    expect(audits[0]?.data).not.toContain("自动化学院");
    expect(audits[0]?.data).not.toContain("111Y");
    // The invoice log tells of the correction the same way: the fields, not their values.
    expect(await logOf(invoiceId)).toEqual([[6, "", "detailsCorrected", corrections]]);
    const detail = await finance.get<{ invoiceTitle: string; editable: boolean }>(
      `/api/admin/invoices/${invoiceId}`,
    );
    expect(detail.body).toMatchObject({ invoiceTitle: "北京测试大学自动化学院", editable: true });
  });

  it("stores only what the chosen type keeps: a remark the conference does not ask for and a postal address are dropped", async () => {
    const invoiceId = await invoiceAt(0);
    const res = await edit(invoiceId, {
      ...corrected,
      invoiceContent: "",
      postAddress: "北京市海淀区学院路37号",
      remark: "请尽快",
    });
    expect(res.status).toBe(200);
    expect(await row(invoiceId)).toMatchObject({
      invoiceContent: "registrationFee",
      postAddress: "",
      remark: "",
      invoiceTitle: "北京测试大学自动化学院",
    });
    const again = await edit(invoiceId, corrected);
    expect([again.status, again.body.changed]).toEqual([200, []]);
    expect(await editAudits(invoiceId)).toHaveLength(1);
    // Saving what is already stored is no step of the invoice's story.
    expect(await logOf(invoiceId)).toEqual([[6, "", "detailsCorrected", corrections]]);
  });

  it("is allowed at 0, 1, -1 and -2, refused at 2, 3 and -3: an issued invoice's title never changes", async () => {
    for (const status of [0, 1, -1, -2] as const) {
      const invoiceId = await invoiceAt(status);
      expect((await edit(invoiceId, corrected)).status, `status ${status}`).toBe(200);
      expect((await row(invoiceId)).invoiceStatus).toBe(status);
    }
    for (const status of [2, 3, -3] as const) {
      const invoiceId = await invoiceAt(status);
      const res = await edit(invoiceId, corrected);
      expect([res.status, res.body.code], `status ${status}`).toEqual([409, "INVOICE_ISSUED_LOCKED"]);
      expect(res.body.message).not.toBe("");
      expect(await row(invoiceId)).toMatchObject({ invoiceStatus: status, invoiceTitle: "北京测试大学" });
      expect(await editAudits(invoiceId)).toEqual([]);
      expect(await logOf(invoiceId)).toEqual([]);
      const detail = await finance.get<{ editable: boolean }>(`/api/admin/invoices/${invoiceId}`);
      expect(detail.body.editable).toBe(false);
    }
  });

  it("holds finance to the attendee's rules: each problem on its field, in the staff's language, nothing stored", async () => {
    const invoiceId = await invoiceAt(1);
    const missing = await edit(invoiceId, {
      ...corrected,
      invoiceTitle: "",
      taxpayerNumber: "000000000000000",
    });
    expect([missing.status, missing.body.code]).toEqual([400, "VALIDATION_FAILED"]);
    expect(missing.body.details?.fields?.map((f) => [f.path, f.message])).toEqual([
      ["invoice.invoiceTitle", "此项为必填项。"],
      ["invoice.taxpayerNumber", "纳税人识别号不能全为0。"],
    ]);
    // Digital special invoices (6) are not offered by this conference (isAllinvoice is off).
    const special = await edit(invoiceId, { ...corrected, invoiceType: 6 });
    expect(special.body.details?.fields?.map((f) => [f.path, f.message])).toEqual([
      ["invoice.invoiceType", "此处不提供该发票类型，请选择其他类型。"],
    ]);

    await putAppSetting(
      db(),
      "society",
      {
        name: { zh: "中国测试学会", en: "Test Society of China" },
        shortName: "测试学会",
        taxpayerNumber: "51100000500000000A",
        address: { zh: "北京", en: "Beijing" },
        phone: "010-00000000",
      },
      new Date().toISOString(),
    );
    const society = await edit(invoiceId, { ...corrected, invoiceTitle: "中国测试学会" });
    expect(society.body.details?.fields).toEqual([
      expect.objectContaining({ path: "invoice.invoiceTitle", message: "购买方发票信息不能为本学会。" }),
    ]);
    expect(await row(invoiceId)).toMatchObject({
      invoiceTitle: "北京测试大学",
      taxpayerNumber: applied.taxpayerNumber,
    });
    expect(await editAudits(invoiceId)).toEqual([]);
  });

  it("keeps an ordinary digital invoice within the 10,000-yuan cap of what was paid", async () => {
    const invoiceId = await invoiceAt(1, 1_200_000);
    const res = await edit(invoiceId, corrected);
    expect([res.status, res.body.code]).toEqual([400, "VALIDATION_FAILED"]);
    expect(res.body.details?.fields).toEqual([
      expect.objectContaining({ path: "invoice.invoiceType", code: "validation.invoiceElectronicCap" }),
    ]);
    expect((await row(invoiceId)).invoiceTitle).toBe("北京测试大学");
  });

  it("a voided invoice is corrected and issued again with the corrected title", async () => {
    const invoiceId = await invoiceAt(-2);
    expect((await edit(invoiceId, corrected)).status).toBe(200);
    // The correction of a voided invoice is logged with the number it corrects.
    expect(await logOf(invoiceId)).toEqual([[6, "25442000000000000001", "detailsCorrected", corrections]]);
    const reissue = await finance.post<{ outcome: string }>(`/api/admin/invoices/${invoiceId}/reissue`, {});
    expect(reissue.body.outcome).toBe("pending");
    expect(fake.orders.get(orderNo(invoiceId, 2))?.order).toMatchObject({
      buyerName: "北京测试大学自动化学院",
      buyerTaxNum: "12110000400000111Y",
    });
  });

  it("an edit and an issue at the same moment: the invoice issued carries the title that is stored", async () => {
    for (let round = 0; round < 4; round++) {
      const invoiceId = await invoiceAt(1);
      const [edited, issued] = await Promise.all([
        edit(invoiceId, corrected),
        finance.post<{ outcome: string }>(`/api/admin/invoices/${invoiceId}/issue`),
      ]);
      expect(issued.body.outcome).toBe("pending");
      if (edited.status !== 200) expect(edited.body.code).toMatch(/^(INVOICE_ISSUED_LOCKED|STATE_CONFLICT)$/);
      const stored = await row(invoiceId);
      expect(stored.invoiceStatus).toBe(3);
      expect(stored.invoiceTitle).toBe(edited.status === 200 ? corrected.invoiceTitle : applied.invoiceTitle);
      expect(fake.orders.get(orderNo(invoiceId))?.order.buyerName).toBe(stored.invoiceTitle);
    }
  });

  it("staff of another conference cannot edit it; check-in staff may not", async () => {
    const invoiceId = await invoiceAt(1);
    expect((await edit(invoiceId, corrected, otherStaff)).status).toBe(404);
    const checkin = await h.admin(3);
    expect((await edit(invoiceId, corrected, checkin)).status).toBe(403);
    expect((await row(invoiceId)).invoiceTitle).toBe("北京测试大学");
  });
});
