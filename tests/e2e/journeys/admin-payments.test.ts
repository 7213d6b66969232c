import {
  type ConferenceView,
  computeFee,
  formatMoney,
  idNumberCheckChar,
  type PaymentPanel,
  type PaymentStarted,
  PayType,
  type Workshop,
} from "@confreg/shared";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { desktop, launchBrowser, newContext, phone, shot } from "../harness/browser";
import { expectCount, expectExactText, expectText } from "../harness/expect";
import { demoAccount, type RunningServer, startServer } from "../harness/server";
import { BackOffice } from "../pages/admin";
import { PaymentsOffice } from "../pages/admin-payments";

const conferenceId = 1;
const login = { login: "wangfang.pay.e2e@example.com", password: "journey-password-3" };
/** Pays by bank transfer, with a voucher. */
const attendee = {
  name: "王芳",
  unit: "清华大学自动化系",
  position: "讲师",
  email: login.login,
  phone: "13812345670",
  idNumber: "110101199003078515",
};
/** A colleague registered from the same account, who pays with Alipay (the built-in demo cashier). */
const colleague = {
  name: "李明",
  unit: "清华大学自动化系",
  position: "博士研究生",
  email: "liming.pay.e2e@example.com",
  phone: "13812345671",
  idNumber: "11010519491231002X",
};
/** Two more colleagues: one whose refund request is turned down, one who leaves an Alipay order open. */
const refused = { ...colleague, name: "赵强", email: "zhaoqiang.pay.e2e@example.com", phone: "13812345672" };
const pending = { ...colleague, name: "钱芳", email: "qianfang.pay.e2e@example.com", phone: "13812345673" };
/** A valid mainland ID number of Beijing Dongcheng born on 1 January 1990 + `n` days. */
function idNumberOf(n: number): string {
  const born = new Date(Date.UTC(1990, 0, 1) + n * 86_400_000).toISOString().slice(0, 10).replaceAll("-", "");
  const first17 = `110101${born}123`;
  return first17 + idNumberCheckChar(first17);
}
type Person = typeof attendee;

/** A bank-transfer receipt drawn in the page, as the PNG an attendee photographs and uploads. */
async function voucherPng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement("canvas");
    canvas.width = 480;
    canvas.height = 300;
    const g = canvas.getContext("2d") as CanvasRenderingContext2D;
    g.fillStyle = "#f4f7fb";
    g.fillRect(0, 0, 480, 300);
    g.fillStyle = "#1d4ed8";
    g.fillRect(0, 0, 480, 56);
    g.fillStyle = "#fff";
    g.font = "bold 22px sans-serif";
    g.fillText("Bank transfer receipt", 20, 36);
    g.fillStyle = "#1f2937";
    g.font = "18px sans-serif";
    const lines = ["Payee: Chinese Association of Automation", "Amount: see registration", "Status: Success"];
    for (const [i, line] of lines.entries()) g.fillText(line, 20, 110 + i * 40);
    return canvas.toDataURL("image/png");
  });
  return Buffer.from(dataUrl.split(",")[1] ?? "", "base64");
}

/** The attendee's side through the API, in their signed-in browser (its cookies, its CSRF token). */
function attendeeApi(page: Page) {
  const headers = async () => ({
    "x-csrf-token": (await page.context().cookies()).find((c) => c.name === "confreg_csrf")?.value ?? "",
  });
  const json = async <T>(res: { status(): number; json(): Promise<unknown>; text(): Promise<string> }) => {
    if (res.status() >= 300) throw new Error(`${res.status()}: ${await res.text()}`);
    return (await res.json()) as T;
  };
  return {
    /** A new account, signed in on this browser (the session read first hands out the CSRF cookie). */
    async signUp() {
      await json(await page.request.get("/api/session"));
      const res = await page.request.post("/api/auth/signup", {
        headers: await headers(),
        data: login,
      });
      await json(res);
    },
    async register(view: ConferenceView, person: Person, payType: PayType): Promise<number> {
      const type = view.participantTypes.find(
        (t) => !t.isHidden && !t.workshopOnly && !t.isMember && !t.needsOtherMemberNo && !t.isStudent,
      );
      const workshops = view.workshops.filter((w) => !w.isNoneOption && (w.remaining ?? 1) > 0).slice(0, 1);
      if (!type || !workshops.length) throw new Error("the demo conference lacks a plain type or a workshop");
      const fee = computeFee({
        discountTime: view.discountTime,
        settings: view.settings,
        participantType: type,
        workshops: workshops as Workshop[],
        feeRows: view.feeRows,
        payType,
        now: new Date(),
      });
      const body = {
        ...person,
        participantTypeId: type.id,
        workshopIds: workshops.map((w) => w.id),
        payType,
      };
      const res = await page.request.post(`/api/conferences/${conferenceId}/registrations`, {
        headers: await headers(),
        data: { ...body, clientTotal: fee.total },
      });
      return (await json<{ id: number }>(res)).id;
    },
    panel: async (registrationId: number) =>
      json<PaymentPanel>(await page.request.get(`/api/registrations/${registrationId}/payments`)),
    async uploadVoucher(registrationId: number, lineId: number) {
      const upload = await page.request.post("/api/uploads", {
        headers: await headers(),
        multipart: {
          file: { name: "voucher.png", mimeType: "image/png", buffer: await voucherPng(page) },
          kind: "transferVoucher",
          registrationId: String(registrationId),
        },
      });
      const { id } = await json<{ id: number }>(upload);
      const put = await page.request.put(`/api/registrations/${registrationId}/pay-lines/${lineId}/voucher`, {
        headers: await headers(),
        data: { uploadId: id },
      });
      return json<PaymentPanel>(put);
    },
    /** Starts an Alipay payment of the line and leaves it there (the order open, the line under review). */
    async startOnline(registrationId: number, lineId: number) {
      const started = await page.request.post(
        `/api/registrations/${registrationId}/pay-lines/${lineId}/start`,
        { headers: await headers(), data: { payType: PayType.alipay, channel: "pc" } },
      );
      return json<PaymentStarted>(started);
    },
    /** Pays the line with Alipay at the demo cashier, as the attendee's browser would. */
    async payOnline(registrationId: number, lineId: number) {
      const started = await page.request.post(
        `/api/registrations/${registrationId}/pay-lines/${lineId}/start`,
        {
          headers: await headers(),
          data: { payType: PayType.alipay, channel: "pc" },
        },
      );
      const { checkout } = await json<PaymentStarted>(started);
      if (checkout.kind !== "redirect") throw new Error(`unexpected checkout ${checkout.kind}`);
      const link = new URL(checkout.url, "http://cashier").searchParams;
      const form = {
        o: link.get("o") ?? "",
        r: link.get("r") ?? "",
        s: link.get("s") ?? "",
        outcome: "paid",
      };
      const paid = await page.request.post("/api/payments/demo/cashier", { form, maxRedirects: 0 });
      expect(paid.status()).toBe(303);
    },
    async requestRefund(registrationId: number, lineId: number, bankAccount = true) {
      const res = await page.request.post(
        `/api/registrations/${registrationId}/pay-lines/${lineId}/refund-request`,
        {
          headers: await headers(),
          data: {
            reason: "因工作安排冲突无法参会，申请退款。",
            ...(bankAccount && {
              account: {
                name: attendee.name,
                idNumber: attendee.idNumber,
                bankNumber: "6222021234567890123",
                bank: "中国工商银行北京海淀支行",
              },
            }),
          },
        },
      );
      return json<PaymentPanel>(res);
    },
  };
}

/**
 * An attendee pays a conference fee by bank transfer and uploads the receipt; an administrator finds the
 * line in the payment list, checks the voucher in its detail, and confirms it with the fee received. Then
 * the attendee asks for the money back, and the administrator approves and completes the refund by
 * transfer (the original route is not offered for a transfer). Staff see the list but no refund buttons.
 */
describe("back-office payments journey", () => {
  let server: RunningServer;
  let browser: Browser;
  let registrationId = 0;
  let lineId = 0;
  let amount = "";
  let api: ReturnType<typeof attendeeApi>;

  const account = (username: string) => demoAccount(server, username);
  const conferenceView = async () =>
    (await (await fetch(`${server.url}/api/conferences/${conferenceId}`)).json()) as ConferenceView;
  /** The payment list of the conference, open for the administrator in a desktop browser of its own. */
  async function paymentsOfAdmin() {
    const context = await newContext(browser, server.url, desktop);
    const office = new BackOffice(await context.newPage());
    const payments = new PaymentsOffice(office.page);
    const { username, password } = account("admin");
    await office.logIn(conferenceId, username, password);
    await payments.open();
    return { context, office, payments };
  }

  beforeAll(async () => {
    // An alert as a provider's notify with the wrong amount raises it, for the alerts page to show.
    server = await startServer({
      prepare: async (db) => {
        await db
          .insertInto("paymentAlerts")
          .values({
            kind: "amountMismatch",
            conferenceId,
            payLineId: null,
            provider: "alipay",
            outTradeNo: "CIAC2027E2EALERT01",
            detail: "notify total_amount 3000.00 CNY, order 3100.00 CNY",
            resolvedBy: null,
            resolvedTime: null,
            createTime: new Date().toISOString(),
          })
          .execute();
      },
    });
    browser = await launchBrowser();
    const view = (await (
      await fetch(`${server.url}/api/conferences/${conferenceId}`)
    ).json()) as ConferenceView;
    const context = await newContext(browser, server.url, phone);
    const page = await context.newPage();
    api = attendeeApi(page);
    await api.signUp();
    registrationId = await api.register(view, attendee, PayType.bankTransfer);
    const panel = await api.panel(registrationId);
    const line = panel.lines[0];
    if (!line) throw new Error("the new registration has no payment line");
    lineId = line.id;
    amount = formatMoney(line.totalFee, line.currency, "zh");
    const after = await api.uploadVoucher(registrationId, lineId);
    expect(after.lines[0]?.payStatus).toBe(1);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("an administrator checks the voucher and confirms the payment with the fee received", async () => {
    const { context, office, payments } = await paymentsOfAdmin();
    await expectText(payments.title(), "缴费");
    await payments.search(attendee.name);
    await expectCount(payments.rows(), 1);
    await expectExactText(payments.status(attendee.name), "支付审核中");
    await expectCount(payments.row(attendee.name).locator('[data-testid="marker-voucher"]'), 1);
    // A voucher under review may be sent back.
    await expectCount(payments.rowAction(attendee.name, "returnToReview"), 1);
    await shot(office.page, "admin-payments", "01-paylist-under-review");

    await payments.openDetail(attendee.name);
    await payments.voucherImage().waitFor();
    await expect.poll(() => payments.voucherLoaded()).toBe(true);
    await expectText(payments.detail(), "138****5670");
    await expectText(payments.history().last(), "转账凭证");
    await payments.settle();
    await shot(office.page, "admin-payments", "02-detail-voucher");

    await payments.detailAction("confirmPayment").click();
    await expect.poll(() => payments.receivedBox().inputValue()).toBe(amount.replace(/[^\d.]/g, ""));
    await payments.settle();
    await shot(office.page, "admin-payments", "03-confirm-dialog");
    await payments.submitConfirmPayment();
    await expectText(payments.toast(), "确认收款成功");
    await expectExactText(payments.detailStatus(), "已支付");
    await expectText(payments.history().last(), "admin");
    await payments.closeDetail();
    await expectExactText(payments.status(attendee.name), "已支付");
    // The direct refund is not a red button beside the common actions: it waits under "More actions".
    await expectCount(payments.rowAction(attendee.name, "confirmRefund"), 0);
    expect(await payments.moreActions(attendee.name).getAttribute("class")).not.toContain("dangerous");
    await payments.moreActions(attendee.name).click();
    await expectCount(payments.menuAction("confirmRefund"), 1);
    await payments.settle();
    await shot(office.page, "admin-payments", "04-paylist-paid-more-actions");
    await office.page.keyboard.press("Escape");
    await expectCount(payments.menuAction("confirmRefund"), 0);
    await context.close();
  });

  it("a refund request is approved and completed by bank transfer; staff see no refund buttons", async () => {
    await api.requestRefund(registrationId, lineId);

    const staffContext = await newContext(browser, server.url, desktop);
    const staff = new PaymentsOffice(await staffContext.newPage());
    const ciac = account("staff-ciac");
    await new BackOffice(staff.page).logIn(conferenceId, ciac.username, ciac.password);
    await staff.open();
    await staff.search(attendee.name);
    await expectExactText(staff.status(attendee.name), "退款审核中");
    await expectCount(staff.rowAction(attendee.name, "approveRefund"), 0);
    // Without refunds.approve, no direct refund either: no "More actions" at all.
    await expectCount(staff.moreActions(attendee.name), 0);
    await staffContext.close();

    const context = await newContext(browser, server.url, desktop);
    const office = new BackOffice(await context.newPage());
    const payments = new PaymentsOffice(office.page);
    const { username, password } = account("admin");
    await office.logIn("all", username, password);
    await payments.open();
    await payments.search(attendee.name);
    await expectExactText(payments.status(attendee.name), "退款审核中");
    await payments.rowAction(attendee.name, "approveRefund").click();
    await payments.confirmAction();
    await expectExactText(payments.status(attendee.name), "退款处理中");

    await payments.rowAction(attendee.name, "completeRefund").click();
    // A bank transfer cannot go back by the original route: only the transfer is offered, and chosen.
    await expect.poll(() => payments.refundRouteInput("transfer").isChecked()).toBe(true);
    await expectCount(payments.refundRouteInput("original"), 0);
    await payments.settle();
    await shot(office.page, "admin-payments", "05-complete-refund-dialog");
    await payments.submitCompleteRefund();
    await expectText(payments.toast(), "退款成功！");
    await expectExactText(payments.status(attendee.name), "已退款");
    await shot(office.page, "admin-payments", "06-paylist-refunded");
    await office.toggleLanguage();
    await expectExactText(payments.status(attendee.name), "Refunded");
    await expectText(payments.title(), "Payments of every conference");
    await shot(office.page, "admin-payments", "06b-paylist-refunded-en");
    await office.toggleLanguage();

    await payments.openDetail(attendee.name);
    await expectText(payments.detail(), "***************0123");
    await payments.history().last().scrollIntoViewIfNeeded();
    await expectText(payments.history().last(), "退款完成");
    await payments.settle();
    await shot(office.page, "admin-payments", "07-detail-refunded-history");
    await payments.closeDetail();

    await expectExactText(payments.alertBadge(), "1");
    await payments.openAlerts();
    await expectText(payments.alertRows().first(), "金额不符");
    await shot(office.page, "admin-payments", "08-alerts");
    await payments.resolveFirstAlert();
    await expectText(payments.toast(), "告警已处理");
    await expectCount(payments.alertRows(), 0);
    await expectCount(payments.alertBadge(), 0);
    await payments.showResolvedAlerts();
    await expectText(payments.alertRows().first(), "CIAC2027E2EALERT01");
    await context.close();
  });

  it("a line paid with Alipay goes back by the original route, through the provider", async () => {
    const id = await api.register(await conferenceView(), colleague, PayType.alipay);
    const line = (await api.panel(id)).lines[0];
    if (!line) throw new Error("the colleague's registration has no payment line");
    await api.payOnline(id, line.id);
    await api.requestRefund(id, line.id, false);

    const { context, office, payments } = await paymentsOfAdmin();
    await payments.search(colleague.name);
    await expectExactText(payments.status(colleague.name), "退款审核中");
    await payments.rowAction(colleague.name, "approveRefund").click();
    await payments.confirmAction();
    await expectExactText(payments.status(colleague.name), "退款处理中");
    await payments.rowAction(colleague.name, "completeRefund").click();
    await expect.poll(() => payments.refundRouteInput("original").isChecked()).toBe(true);
    await payments.settle();
    await shot(office.page, "admin-payments", "09-complete-refund-original-route");
    await payments.submitCompleteRefund();
    await expectText(payments.toast(), "退款成功！");
    await expectExactText(payments.status(colleague.name), "已退款");
    await context.close();
  });

  it("a refund request turned down says so (退款申请已驳回); an open online order has no voucher to send back", async () => {
    const view = await conferenceView();
    const refusedId = await api.register(view, { ...refused, idNumber: idNumberOf(1) }, PayType.alipay);
    const refusedLine = (await api.panel(refusedId)).lines[0];
    const pendingId = await api.register(view, { ...pending, idNumber: idNumberOf(2) }, PayType.alipay);
    const pendingLine = (await api.panel(pendingId)).lines[0];
    if (!refusedLine || !pendingLine) throw new Error("a registration has no payment line");
    await api.payOnline(refusedId, refusedLine.id);
    await api.requestRefund(refusedId, refusedLine.id, false);
    await api.startOnline(pendingId, pendingLine.id);

    const { context, office, payments } = await paymentsOfAdmin();
    await payments.search(pending.name);
    await expectExactText(payments.status(pending.name), "支付审核中");
    await expectCount(payments.rowAction(pending.name, "confirmPayment"), 1);
    await expectCount(payments.rowAction(pending.name, "returnToReview"), 0);
    await shot(office.page, "admin-payments", "10-online-under-review-no-return");

    await payments.search(refused.name);
    await payments.rowAction(refused.name, "rejectRefund").click();
    await payments.giveReason("已超过退款期限");
    await expectText(payments.toast(), "退款申请已驳回");
    await expectExactText(payments.status(refused.name), "退款被驳回");
    await payments.settle();
    await shot(office.page, "admin-payments", "11-refund-request-rejected");
    await office.toggleLanguage();
    await expectExactText(payments.status(refused.name), "Refund rejected");
    await context.close();
  });

  it("works on a 375 px phone: the list scrolls sideways and the detail fits the screen", async () => {
    const context = await newContext(browser, server.url, phone);
    const office = new BackOffice(await context.newPage());
    const payments = new PaymentsOffice(office.page);
    const { username, password } = account("admin");
    await office.logIn(conferenceId, username, password);
    await office.page.goto(`/${conferenceId}/manager/home/paylist`);
    await payments.search(attendee.name);
    await expectExactText(payments.status(attendee.name), "已退款");
    await shot(office.page, "admin-payments", "12-phone-paylist");
    await payments.openDetail(attendee.name);
    await payments.voucherImage().waitFor();
    await payments.settle();
    await shot(office.page, "admin-payments", "13-phone-detail");
    const overflow = await office.page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });
});
