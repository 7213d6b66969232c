import { crc32, deflateSync } from "node:zlib";
import type { PaymentPanel } from "@confreg/shared";
import type { Locator, Page } from "playwright-core";

const testId = (page: Page, id: string) => page.locator(`[data-testid="${id}"]`);

/** The payment part of registerDetail (antd-mobile sheets and dialogs) and the demo cashier's page. */
export class PaymentsPanel {
  constructor(readonly page: Page) {}

  panel() {
    return testId(this.page, "pay-panel");
  }

  /** The first payment line (a new registration has one). */
  line(): Locator {
    return this.page.locator('[data-testid^="pay-line-"][data-status]').first();
  }

  async lineStatus(): Promise<string> {
    return (await this.line().getAttribute("data-status")) ?? "";
  }

  notice() {
    return testId(this.page, "pay-notice");
  }

  async openMethods() {
    await testId(this.page, "pay-now").click();
    await testId(this.page, "pay-methods").waitFor();
  }

  method(payType: number) {
    return testId(this.page, `pay-method-${payType}`);
  }

  /** Picks an online method; on a demo server the notice says it is a simulation, then the cashier opens. */
  async payOnlineWithDemo(payType: number) {
    await this.method(payType).click();
    await testId(this.page, "pay-demo-notice").waitFor();
  }

  demoNotice() {
    return testId(this.page, "pay-demo-notice");
  }

  /** Closes the demo notice; the checkout follows. */
  async confirmDemo() {
    await testId(this.page, "pay-demo-continue").click();
  }

  async continueToCashier() {
    await this.confirmDemo();
    await this.page.waitForURL(/\/api\/payments\/demo\/cashier\?/);
  }

  /** The demo cashier's Pay or Fail button; it sends the attendee back to the registration. */
  async settleAtCashier(outcome: "pay" | "fail") {
    await testId(this.page, `demo-${outcome}`).click();
    await this.page.waitForURL(/\/registerDetail\?/);
  }

  /** Pays online at the demo cashier (the method `payType`): back on registerDetail, the line paid. */
  async payAtDemoCashier(payType: number) {
    await this.openMethods();
    await this.payOnlineWithDemo(payType);
    await this.continueToCashier();
    await this.settleAtCashier("pay");
  }

  async openTransfer() {
    await this.method(1).click();
    await testId(this.page, "transfer").waitFor();
  }

  transferSheet() {
    return testId(this.page, "transfer");
  }

  async uploadVoucher(png: Buffer) {
    await testId(this.page, "voucher-file").setInputFiles({
      name: "voucher.png",
      mimeType: "image/png",
      buffer: png,
    });
  }

  async closeSheet(id: string) {
    await testId(this.page, `${id}-close`).click();
    await testId(this.page, id).waitFor({ state: "detached" });
  }

  async openRefundForm() {
    await testId(this.page, "refund-request").click();
    await testId(this.page, "refund-form").waitFor();
  }

  async fillRefundReason(reason: string) {
    await this.page
      .locator('[data-testid="refund-reason"] textarea, textarea[data-testid="refund-reason"]')
      .fill(reason);
  }

  /** The bank account fields of the refund form (`refund-<field>` on the inputs). */
  async fillRefund(fields: Partial<Record<"name" | "idNumber" | "bankNumber" | "bank", string>>) {
    for (const [field, value] of Object.entries(fields))
      await testId(this.page, `refund-${field}`).fill(value ?? "");
  }

  /** The panel as the server sends it to this page. */
  async panelData(page: Page): Promise<PaymentPanel> {
    const id = new URL(page.url()).searchParams.get("register_id");
    return (await page.request.get(`/api/registrations/${id}/payments`)).json() as Promise<PaymentPanel>;
  }

  async submitRefund() {
    await testId(this.page, "refund-submit").click();
  }

  /** The error under a field of the refund form. */
  refundError(field: string) {
    return this.page.locator(
      `.adm-list-item:has([data-testid="refund-${field}"]) .adm-form-item-feedback-error`,
    );
  }

  steps() {
    return testId(this.page, "refund-steps");
  }

  /** The bottom of the page, where the payment card ends (the screenshots' subject). */
  async scrollToEnd() {
    await this.page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  }

  /** Lets a sheet or dialog finish its opening animation before a screenshot. */
  async settle() {
    await this.page.waitForTimeout(400);
  }

  by(id: string) {
    return testId(this.page, id);
  }
}

/** A small real PNG (a gradient, as a phone's screenshot of a bank receipt would be), built by hand. */
export function voucherPng(width = 64, height = 48): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      rows.set([(x * 4) % 256, (y * 5) % 256, 180], y * (width * 3 + 1) + 1 + x * 3);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
