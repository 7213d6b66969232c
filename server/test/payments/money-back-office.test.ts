import { beforeAll, expect, it } from "vitest";
import { insertGroupScheme, insertInvoice } from "#seed/index";
import type { TestClient } from "../helpers/app";
import { describeEachDialect } from "../helpers/database";
import { imageForm, plainPng } from "../helpers/images";
import { paymentSuite } from "./payment-harness";

type ErrorBody = { code: string };
type Panel = {
  lines: {
    payStatus: number;
    returnReason: string;
    voucher: { id: number } | null;
    refund: { reason: string; bankNumberMasked: string; rejectReason: string } | null;
  }[];
};

describeEachDialect("transfers, confirmations and refunds", ({ db, dialect }) => {
  let staff: TestClient;
  let administrator: TestClient;
  const h = paymentSuite(db, dialect);

  beforeAll(async () => {
    staff = await h.admin(2);
    administrator = await h.admin(1);
  });

  async function voucherUpload(client: TestClient) {
    const res = await client.post<{ id: number }>(
      "/api/uploads",
      imageForm(plainPng(), { kind: "transferVoucher" }),
    );
    expect(res.status).toBe(201);
    return res.body.id;
  }
  async function underReview() {
    const { client, accountId } = await h.attendee();
    const line = await h.registration(accountId);
    const uploadId = await voucherUpload(client);
    const res = await client.request<Panel>(
      "PUT",
      `/api/registrations/${line.registrationId}/pay-lines/${line.lineId}/voucher`,
      {
        uploadId,
      },
    );
    expect(res.status).toBe(200);
    return { client, ...line, uploadId, panel: res.body };
  }
  async function paid(payType = 1) {
    const { client, accountId } = await h.attendee();
    const line = await h.registration(accountId, 160_000, { payType, payStatus: 2, receivedFee: 160_000 });
    return { client, ...line };
  }
  const action = (client: TestClient, lineId: number, path: string, body: unknown = {}) =>
    client.post<ErrorBody>(`/api/admin/pay-lines/${lineId}/${path}`, body);

  it("a transfer voucher puts the line under review; staff confirm it with the fee received and the line is paid", async () => {
    const { panel, lineId, uploadId } = await underReview();
    expect(panel.lines[0]).toMatchObject({ payStatus: 1, voucher: { id: uploadId } });
    expect(
      (await action(staff, lineId, "confirm", { receivedFee: 159_900, note: "bank receipt 0042" })).status,
    ).toBe(200);
    expect(await h.lineOf(lineId)).toMatchObject({ payStatus: 2, receivedFee: 159_900, payType: 1 });
  });

  it("the voucher may be replaced while under review; another attendee's upload may not be used", async () => {
    const { client, registrationId, lineId } = await underReview();
    const replacement = await voucherUpload(client);
    const path = `/api/registrations/${registrationId}/pay-lines/${lineId}/voucher`;
    expect((await client.request("PUT", path, { uploadId: replacement })).status).toBe(200);
    expect((await h.lineOf(lineId)).transferVoucher).toBe(replacement);
    expect(await h.auditCount(lineId, "payment.replaceVoucher")).toBe(1);
    const stranger = await h.attendee();
    const theirs = await voucherUpload(stranger.client);
    const refused = await client.request<ErrorBody>("PUT", path, { uploadId: theirs });
    expect(refused.body.code).toBe("VALIDATION_FAILED");
    expect((await h.lineOf(lineId)).transferVoucher).toBe(replacement);
  });

  it("a voucher sent back leaves the line unpaid and the attendee reads why", async () => {
    const { client, registrationId, lineId } = await underReview();
    expect((await action(staff, lineId, "return", { reason: "金额不符" })).status).toBe(200);
    const panel = await client.get<Panel>(`/api/registrations/${registrationId}/payments`);
    expect(panel.body.lines[0]).toMatchObject({ payStatus: 0, returnReason: "金额不符" });
    expect((await action(staff, lineId, "return", {})).body.code).toBe("VALIDATION_FAILED");
  });

  it("an online payment under review has no voucher to send back: the list offers no return and the server refuses it", async () => {
    const { client, accountId } = await h.attendee();
    const { registrationId, lineId } = await h.registration(accountId);
    const start = await client.post(`/api/registrations/${registrationId}/pay-lines/${lineId}/start`, {
      payType: 2,
      channel: "pc",
    });
    expect(start.status).toBe(200);
    expect((await h.lineOf(lineId)).payStatus).toBe(1);
    const voucher = await underReview();
    type Page = { items: { id: number; actions: string[] }[] };
    const list = await staff.get<Page>(
      `/api/admin/payments?conferenceId=${h.fx().conference.id}&payStatus=1`,
    );
    const actionsOf = (id: number) => list.body.items.find((row) => row.id === id)?.actions;
    expect(actionsOf(lineId)).toEqual(["confirmPayment"]);
    expect(actionsOf(voucher.lineId)).toEqual(["confirmPayment", "returnToReview"]);
    const refused = await action(staff, lineId, "return", { reason: "没有凭证" });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe("TRANSITION_NOT_ALLOWED");
    expect((await h.lineOf(lineId)).payStatus).toBe(1);
  });

  it("two confirmations of the same line at once: one confirms, the other is a conflict", async () => {
    const { lineId } = await underReview();
    const replies = await Promise.all([
      action(staff, lineId, "confirm", { receivedFee: 160_000 }),
      action(administrator, lineId, "confirm", { receivedFee: 160_000 }),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await h.auditCount(lineId, "payment.confirmPayment")).toBe(1);
  });

  it("a transfer refund: bank details required, approved, sent by transfer; the attendee sees it masked", async () => {
    const { client, registrationId, lineId } = await paid(1);
    const path = `/api/registrations/${registrationId}/pay-lines/${lineId}/refund-request`;
    expect((await client.post<ErrorBody>(path, { reason: "无法参会" })).body.code).toBe("VALIDATION_FAILED");
    const account = {
      name: "李四",
      idNumber: "110105199001010011",
      bankNumber: "6222020200112233445",
      bank: "工商银行",
    };
    const requested = await client.post<Panel>(path, { reason: "无法参会", account });
    expect(requested.status).toBe(200);
    expect(requested.body.lines[0]).toMatchObject({
      payStatus: -1,
      refund: { reason: "无法参会", bankNumberMasked: "•••• 3445" },
    });
    expect(JSON.stringify(requested.body)).not.toContain("6222020200112233445");
    expect((await action(staff, lineId, "approve-refund")).status).toBe(403);
    expect((await action(administrator, lineId, "approve-refund")).status).toBe(200);
    const byRoute = await action(administrator, lineId, "complete-refund", { refundType: 1 });
    expect(byRoute.status).toBe(409);
    expect(byRoute.body.code).toBe("REFUND_ROUTE_NOT_SUPPORTED");
    expect((await h.lineOf(lineId)).payStatus).toBe(-3);
    expect((await action(administrator, lineId, "complete-refund", { refundType: 2 })).status).toBe(200);
    expect(await h.lineOf(lineId)).toMatchObject({ payStatus: -2, refundType: 2 });
  });

  it("a line paid on site goes back by bank transfer only: the original route is refused with its code", async () => {
    const { client, registrationId, lineId } = await paid(5);
    const account = {
      name: "李四",
      idNumber: "110105199001010011",
      bankNumber: "6222020200112233445",
      bank: "工商银行",
    };
    const path = `/api/registrations/${registrationId}/pay-lines/${lineId}/refund-request`;
    expect((await client.post(path, { reason: "无法参会", account })).status).toBe(200);
    expect((await action(administrator, lineId, "approve-refund")).status).toBe(200);
    const byRoute = await action(administrator, lineId, "complete-refund", { refundType: 1 });
    expect([byRoute.status, byRoute.body.code]).toEqual([409, "REFUND_ROUTE_NOT_SUPPORTED"]);
    expect((await action(administrator, lineId, "complete-refund", { refundType: 2 })).status).toBe(200);
    expect(await h.lineOf(lineId)).toMatchObject({ payStatus: -2, refundType: 2 });
  });

  it("a refund by the original route goes back through the provider that took the money", async () => {
    const { client, accountId } = await h.attendee();
    const { registrationId, lineId } = await h.registration(accountId);
    const start = await client.post<{ checkout: { url: string } }>(
      `/api/registrations/${registrationId}/pay-lines/${lineId}/start`,
      { payType: 3, channel: "pc" },
    );
    await h.cashier(start.body.checkout.url, "paid");
    await client.post(`/api/registrations/${registrationId}/pay-lines/${lineId}/refund-request`, {
      reason: "行程冲突",
    });
    expect((await h.lineOf(lineId)).payStatus).toBe(-1);
    await action(administrator, lineId, "approve-refund");
    expect((await action(administrator, lineId, "complete-refund", { refundType: 1 })).status).toBe(200);
    expect(await h.lineOf(lineId)).toMatchObject({ payStatus: -2, refundType: 1 });
    const templates = await db()
      .selectFrom("outbox")
      .select("template")
      .where("recipient", "=", "lisi@example.com")
      .where("template", "in", ["refundApproved", "refundCompleted"])
      .orderBy("id")
      .execute();
    expect(templates.slice(-2).map((t) => t.template)).toEqual(["refundApproved", "refundCompleted"]);
  });

  it("no refund while the invoice is issued or being issued", async () => {
    const { client, registrationId, lineId } = await paid(2);
    await insertInvoice(db(), { registrationId, invoiceStatus: 2 });
    const res = await client.post<ErrorBody>(
      `/api/registrations/${registrationId}/pay-lines/${lineId}/refund-request`,
      {
        reason: "无法参会",
      },
    );
    expect(res.body.code).toBe("REFUND_BLOCKED_BY_INVOICE");
    expect((await action(administrator, lineId, "refund-directly")).body.code).toBe(
      "REFUND_BLOCKED_BY_INVOICE",
    );
    expect((await h.lineOf(lineId)).payStatus).toBe(2);
  });

  it("a rejected refund keeps the money paid and tells the attendee why; the list's direct refund ends at refunded", async () => {
    const { client, registrationId, lineId } = await paid(2);
    await client.post(`/api/registrations/${registrationId}/pay-lines/${lineId}/refund-request`, {
      reason: "改期",
    });
    expect((await action(administrator, lineId, "reject-refund", { reason: "已过退款期限" })).status).toBe(
      200,
    );
    const panel = await client.get<Panel>(`/api/registrations/${registrationId}/payments`);
    expect(panel.body.lines[0]).toMatchObject({ payStatus: -4, refund: { rejectReason: "已过退款期限" } });
    const other = await paid(1);
    expect((await action(administrator, other.lineId, "refund-directly")).status).toBe(200);
    expect((await h.lineOf(other.lineId)).payStatus).toBe(-2);
  });

  it("staff of another conference cannot act on the line", async () => {
    const { lineId } = await underReview();
    const outsider = await h.admin(2, h.fx().other.id);
    expect((await action(outsider, lineId, "confirm", { receivedFee: 1 })).status).toBe(404);
    expect((await h.lineOf(lineId)).payStatus).toBe(1);
  });

  it("a group member's payment waits (3) until the group has its minimum of paid members, then both are paid", async () => {
    const scheme = await insertGroupScheme(db(), { conferenceId: h.fx().conference.id, minNumber: 2 });
    const at = new Date().toISOString();
    const group = await db()
      .insertInto("groups")
      .values({
        conferenceId: h.fx().conference.id,
        schemeId: scheme.id,
        groupCode: `G${scheme.id}X`,
        leaderRegistrationId: null,
        createTime: at,
        updateTime: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const member = async () => {
      const { client, accountId } = await h.attendee();
      const line = await h.registration(accountId, 144_000);
      await db()
        .updateTable("registrations")
        .set({ groupId: group.id })
        .where("id", "=", line.registrationId)
        .execute();
      const start = await client.post<{ checkout: { url: string } }>(
        `/api/registrations/${line.registrationId}/pay-lines/${line.lineId}/start`,
        { payType: 2, channel: "pc" },
      );
      await h.cashier(start.body.checkout.url, "paid");
      return line;
    };
    const first = await member();
    expect((await h.lineOf(first.lineId)).payStatus).toBe(3);
    const second = await member();
    expect((await h.lineOf(second.lineId)).payStatus).toBe(2);
    expect((await h.lineOf(first.lineId)).payStatus).toBe(2);
  });

  it("a refused refund may be asked again; a refund under way may still be refused; a request under review refunded at once", async () => {
    const { client, registrationId, lineId } = await paid(2);
    const ask = () =>
      client.post(`/api/registrations/${registrationId}/pay-lines/${lineId}/refund-request`, {
        reason: "改期",
      });
    await ask();
    await action(administrator, lineId, "reject-refund", { reason: "材料不全" });
    expect((await ask()).status).toBe(200);
    expect((await h.lineOf(lineId)).payStatus).toBe(-1);
    await action(administrator, lineId, "approve-refund");
    expect((await action(administrator, lineId, "reject-refund", { reason: "已参会" })).status).toBe(200);
    expect((await h.lineOf(lineId)).payStatus).toBe(-4);
    const other = await paid(1);
    await other.client.post(
      `/api/registrations/${other.registrationId}/pay-lines/${other.lineId}/refund-request`,
      {
        reason: "改期",
        account: {
          name: "李四",
          idNumber: "110105199001010011",
          bankNumber: "6222020200112233445",
          bank: "工商银行",
        },
      },
    );
    expect((await action(administrator, other.lineId, "refund-directly")).status).toBe(200);
    expect((await h.lineOf(other.lineId)).payStatus).toBe(-2);
  });
});
