import type { ConferenceView } from "@confreg/shared";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { desktop, launchBrowser, newContext, phone, shot } from "../harness/browser";
import { expectAttribute, expectText } from "../harness/expect";
import { registeredOnDetail, adminApi as signedInAdminApi } from "../harness/journey-api";
import { type RunningServer, startServer } from "../harness/server";
import { PaymentsPanel, voucherPng } from "../pages/payments";

/**
 * The attendee's payments on registerDetail, against the server's built-in demo cashier: paying online
 * and seeing "paid" without a reload, then asking for a refund (in Chinese); a failed payment, then a
 * bank transfer's voucher under review (in English); and a paid registration whose invoice stands in the
 * way of a refund. Phones at 375 px; the same screens at 1366 px.
 */
describe("payment journeys", () => {
  let server: RunningServer;
  let browser: Browser;
  let view: ConferenceView;
  const conferenceId = 1;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    view = (await (await fetch(`${server.url}/api/conferences/${conferenceId}`)).json()) as ConferenceView;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** A new attendee with one unpaid registration, opened on its detail page. */
  const registered = (context: BrowserContext, page: Page, who: { login: string; name: string; n: number }) =>
    registeredOnDetail(
      context,
      page,
      { id: conferenceId, view },
      { ...who, unit: "浙江大学控制科学与工程学院", position: "讲师" },
    );
  const adminApi = () => signedInAdminApi(server);

  /** The same signed-in page on a desktop screen, for its screenshot. */
  async function onDesktop(context: BrowserContext, url: string, locale: "zh" | "en") {
    const wide = await browser.newContext({
      ...desktop,
      baseURL: server.url,
      locale: locale === "zh" ? "zh-CN" : "en-US",
      storageState: await context.storageState(),
    });
    await wide.addInitScript((lang) => localStorage.setItem("confreg.lang", lang), locale);
    const page = await wide.newPage();
    await page.goto(url);
    await new PaymentsPanel(page).panel().waitFor();
    return { wide, page };
  }

  it("pays through the demo cashier, sees 已支付 without reloading, then asks for a refund and sees its steps (zh)", async () => {
    const context = await newContext(browser, server.url, phone, "zh");
    const page = await context.newPage();
    const { payments } = await registered(context, page, {
      login: "pay.zh.e2e@example.com",
      name: "王立新",
      n: 101,
    });
    expect(await payments.lineStatus()).toBe("0");
    await payments.scrollToEnd();
    await shot(page, "payments-zh", "01-unpaid");

    await payments.openMethods();
    await expectText(payments.by("pay-methods"), "支付宝");
    await expectText(payments.by("pay-methods-demo"), "演示");
    await payments.settle();
    await shot(page, "payments-zh", "02-methods");

    // A desktop WeChat Pay answers with a code to scan: the real order starts on the server, and its
    // checkout is shown as that QR code (the demo cashier itself only redirects).
    await page.route(
      /\/pay-lines\/\d+\/start$/,
      async (route) => {
        const response = await route.fetch();
        const started = (await response.json()) as Record<string, unknown>;
        const checkout = { kind: "qr", codeUrl: "weixin://wxpay/bizpayurl?pr=e2eDemo" };
        await route.fulfill({ response, json: { ...started, checkout } });
      },
      { times: 1 },
    );
    await payments.payOnlineWithDemo(3);
    await expectText(payments.demoNotice(), "模拟");
    await payments.settle();
    await shot(page, "payments-zh", "03-demo-notice");
    await payments.confirmDemo();
    await payments.by("pay-qr-code").waitFor();
    await expectAttribute(
      payments.by("pay-qr").locator('[data-testid="pay-notice"]'),
      "data-result",
      "checking",
    );
    await payments.settle();
    await shot(page, "payments-zh", "04-qr-dialog");
    await payments.by("pay-qr-close").click();
    await payments.by("pay-qr").waitFor({ state: "detached" });

    // The order stays open: "continue paying" resumes it (here at the demo cashier).
    await expectAttribute(payments.line(), "data-status", "1");
    await expectAttribute(page.locator('[data-testid="detail-pay-status"]'), "data-status", "1");
    await payments.by("pay-continue").waitFor();
    await payments.scrollToEnd();
    await payments.settle();
    await shot(page, "payments-zh", "05-in-progress");
    await payments.by("pay-continue").click();
    await payments.demoNotice().waitFor();
    await payments.confirmDemo();
    await page.waitForURL(/\/api\/payments\/demo\/cashier\?/);
    await page.locator('[data-testid="demo-banner"]').waitFor();
    await shot(page, "payments-zh", "06-demo-cashier");

    // The cashier sends the attendee back to the page, which checks by itself: no reload by the user.
    await payments.settleAtCashier("pay");
    await expectAttribute(payments.notice(), "data-result", "paid");
    // Taken off the address once read, so that a reload does not announce the payment again.
    expect(new URL(page.url()).searchParams.get("paying")).toBeNull();
    await expectText(payments.notice(), "支付成功");
    await expectAttribute(payments.line(), "data-status", "2");
    await expectAttribute(page.locator('[data-testid="detail-pay-status"]'), "data-status", "2");
    await payments.scrollToEnd();
    await shot(page, "payments-zh", "07-paid");

    // Refund: the reason is required (WeChat Pay goes back by its original route: no bank details asked).
    await payments.openRefundForm();
    expect(await payments.by("refund-bankNumber").count()).toBe(0);
    await payments.submitRefund();
    await expectText(payments.refundError("reason"), "此项为必填项");
    await payments.settle();
    await shot(page, "payments-zh", "08-refund-form-error");
    await payments.fillRefundReason("行程冲突，无法参会");
    await payments.submitRefund();
    await payments.by("refund-form").waitFor({ state: "detached" });
    await expectAttribute(payments.line(), "data-status", "-1");
    await expectAttribute(payments.steps(), "data-step", "1");
    await expectText(payments.steps(), "审核");
    await payments.scrollToEnd();
    await shot(page, "payments-zh", "09-refund-steps");

    await payments.by("refund-view-open").click();
    await expectText(payments.by("refund-view-reason"), "行程冲突");
    await payments.settle();
    await shot(page, "payments-zh", "10-refund-view");
    await payments.closeSheet("refund-view");
    await payments.by("refund-info-open").click();
    await expectText(payments.by("refund-info"), "@");
    await payments.settle();
    await shot(page, "payments-zh", "11-refund-info");

    const { wide, page: widePage } = await onDesktop(context, page.url(), "zh");
    await new PaymentsPanel(widePage).scrollToEnd();
    await shot(widePage, "payments-zh", "12-refund-steps-1366");
    await wide.close();
    await context.close();
  });

  it("a failed demo payment says so; a transfer voucher goes under review, is replaced, sent back, confirmed, and refunded to a bank card (en)", async () => {
    const context = await newContext(browser, server.url, phone, "en");
    const page = await context.newPage();
    const { payments } = await registered(context, page, {
      login: "pay.en.e2e@example.com",
      name: "Li Ming",
      n: 102,
    });

    await payments.openMethods();
    await payments.payOnlineWithDemo(3);
    await expectText(payments.demoNotice(), "simulation");
    await payments.continueToCashier();
    await payments.settleAtCashier("fail");
    await expectAttribute(payments.notice(), "data-result", "notPaid");
    await expectText(payments.notice(), "not completed");
    await expectAttribute(payments.line(), "data-status", "0");
    await payments.scrollToEnd();
    await shot(page, "payments-en", "01-payment-failed");

    await payments.openMethods();
    await payments.openTransfer();
    await expectText(payments.by("transfer-reference"), view.systemCode);
    await payments.settle();
    await shot(page, "payments-en", "02-transfer-sheet");
    await payments.uploadVoucher(voucherPng());
    await payments.transferSheet().waitFor({ state: "detached" });
    await expectAttribute(payments.line(), "data-status", "1");
    await expectText(page.locator('[data-testid="detail-pay-status"]'), "Payment under review");
    await payments.by("voucher-reviewing").waitFor();
    await payments.by("voucher-image").waitFor();
    await payments.scrollToEnd();
    await shot(page, "payments-en", "03-voucher-under-review");

    // Replacing it while under review keeps the line under review, with the new image.
    const first = await payments.by("voucher-image").locator("img").getAttribute("src");
    await payments.by("voucher-replace").click();
    await expectText(payments.by("voucher-choose"), "Replace the voucher");
    await payments.settle();
    await shot(page, "payments-en", "04-replace-voucher");
    await payments.uploadVoucher(voucherPng(80, 60));
    await payments.transferSheet().waitFor({ state: "detached" });
    await expect
      .poll(() => payments.by("voucher-image").locator("img").getAttribute("src"), { timeout: 15_000 })
      .not.toBe(first);
    await expectAttribute(payments.line(), "data-status", "1");

    const { wide, page: widePage } = await onDesktop(context, page.url(), "en");
    const widePayments = new PaymentsPanel(widePage);
    await widePayments.scrollToEnd();
    await shot(widePage, "payments-en", "05-under-review-1366");
    await widePayments.by("voucher-replace").click();
    await widePayments.transferSheet().waitFor();
    await widePayments.settle();
    await shot(widePage, "payments-en", "06-transfer-sheet-1366");
    await wide.close();

    // The office sends the voucher back with a reason: the attendee sees it on the page.
    const office = await adminApi();
    const lineId = Number((await payments.line().getAttribute("data-testid"))?.replace("pay-line-", ""));
    await office.post(`/api/admin/pay-lines/${lineId}/return`, {
      reason: "The amount on the receipt cannot be read.",
    });
    await page.reload();
    await expectText(payments.by("voucher-returned"), "cannot be read");
    await expectAttribute(payments.line(), "data-status", "0");
    await payments.scrollToEnd();
    await shot(page, "payments-en", "07-voucher-returned");

    // A new voucher, confirmed by the office: paid.
    await payments.openMethods();
    await payments.openTransfer();
    await payments.uploadVoucher(voucherPng(96, 64));
    await payments.transferSheet().waitFor({ state: "detached" });
    await expectAttribute(payments.line(), "data-status", "1");
    const due = (await payments.panelData(page)).lines[0]?.totalFee ?? 0;
    await office.post(`/api/admin/pay-lines/${lineId}/confirm`, { receivedFee: due });
    await page.reload();
    await expectAttribute(payments.line(), "data-status", "2");

    // A transfer goes back by bank transfer: the form asks for the account, each field checked.
    await payments.openRefundForm();
    await payments.submitRefund();
    for (const field of ["reason", "name", "idNumber", "bankNumber", "bank"])
      await expectText(payments.refundError(field), "This field is required");
    await payments.settle();
    await shot(page, "payments-en", "08-refund-form-errors");
    await payments.fillRefundReason("I cannot travel to the congress.");
    await payments.fillRefund({
      name: "Li Ming",
      idNumber: "110101199003071022",
      bankNumber: "6222 0202 0000 1234 567",
      bank: "ICBC Beijing Haidian",
    });
    await payments.submitRefund();
    await payments.by("refund-form").waitFor({ state: "detached" });
    await expectAttribute(payments.steps(), "data-step", "1");
    await payments.by("refund-view-open").click();
    await expectText(payments.by("refund-view-card"), "4567");
    expect(await payments.by("refund-view").innerText()).not.toContain("6222020200001234567");
    await payments.settle();
    await shot(page, "payments-en", "09-refund-view-masked");
    await office.dispose();
    await context.close();
  });

  it("a paid registration with an issued invoice tells why no refund can be asked for (zh)", async () => {
    const demo = server.accounts.find((a) => a.role === "attendee");
    if (!demo) throw new Error("the demo seed has no attendee account");
    const context = await newContext(browser, server.url, phone, "zh");
    const page = await context.newPage();
    await page.goto(`/register/${conferenceId}/user/login`);
    await page.locator('[data-testid="login-input"]').fill(demo.username);
    await page.locator('[data-testid="password-input"]').fill(demo.password);
    await page.locator('[data-testid="login-submit"]').click();
    await page.waitForURL(/\/register(List|Detail)/);
    const list = (await (
      await page.request.get(`/api/conferences/${conferenceId}/registrations`)
    ).json()) as {
      items: { id: number; payStatus: number; invoiceStatus: number }[];
    };
    const paid = list.items.find((r) => r.payStatus === 2 && r.invoiceStatus === 2);
    if (!paid) throw new Error("the demo attendee has no paid registration with an issued invoice");
    await page.goto(`/register/${conferenceId}/user/registerDetail?register_id=${paid.id}`);
    const payments = new PaymentsPanel(page);
    await expectText(payments.by("refund-blocked"), "作废");
    expect(await payments.by("refund-request").count()).toBe(0);
    await payments.scrollToEnd();
    await shot(page, "payments-zh", "13-refund-blocked-by-invoice");
    await context.close();
  });
});
