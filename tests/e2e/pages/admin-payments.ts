import type { Locator, Page } from "playwright-core";

const testId = (scope: Page | Locator, id: string) => scope.locator(`[data-testid="${id}"]`);

/** Actions of a payment line, as the shared machine names them (buttons `payment-action-<action>`). */
export type PaymentAction =
  | "confirmPayment"
  | "returnToReview"
  | "approveRefund"
  | "rejectRefund"
  | "completeRefund"
  | "confirmRefund";

/** The back office's payment list (paylist), its detail dialog and action dialogs, and the alerts page. */
export class PaymentsOffice {
  constructor(readonly page: Page) {}

  /** Waits for dialogs and toasts to finish moving, so a screenshot shows them in place. */
  async settle() {
    await this.page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
  }

  async open() {
    await testId(this.page, "menu-paylist").click();
    await this.page.waitForURL(/\/manager\/home\/paylist/);
  }

  title() {
    return testId(this.page, "payment-title");
  }

  async search(keyword: string) {
    const box = testId(this.page, "payment-keyword");
    await box.fill(keyword);
    await box.press("Enter");
  }

  total() {
    return testId(this.page, "payment-total");
  }

  rows() {
    return testId(this.page, "payment-row");
  }

  /** The table row of a person's line (by the name shown in it). */
  row(name: string) {
    return this.rows().filter({ has: testId(this.page, "payment-name").getByText(name, { exact: true }) });
  }

  status(name: string) {
    return testId(this.row(name), "payment-status");
  }

  /** A row's action button; absent when the status or the account's permissions do not allow it. */
  rowAction(name: string, action: PaymentAction) {
    return testId(this.row(name), `payment-action-${action}`);
  }

  /** The row's "More actions" button (the actions kept apart from the common ones); absent when none. */
  moreActions(name: string) {
    return testId(this.row(name), "payment-action-more");
  }

  /** An action in the open "More actions" menu (antd renders it apart from the row). */
  menuAction(action: PaymentAction) {
    return this.page.locator(`.ant-dropdown:visible [data-testid="payment-action-${action}"]`);
  }

  async openDetail(name: string) {
    await testId(this.row(name), "payment-name").click();
    await testId(this.page, "payment-detail").waitFor();
  }

  detail() {
    return testId(this.page, "payment-detail");
  }

  detailStatus() {
    return testId(this.page, "payment-detail-status");
  }

  voucherImage() {
    return testId(this.detail(), "payment-voucher").locator("img").first();
  }

  /** Whether the voucher image has loaded (its pixels arrived from /api/uploads/{id}). */
  voucherLoaded() {
    return this.voucherImage().evaluate((img) => (img as HTMLImageElement).naturalWidth > 0);
  }

  history() {
    return testId(this.page, "payment-history-entry");
  }

  /** An action button in the detail dialog's footer. */
  detailAction(action: PaymentAction) {
    return this.page.locator(`.ant-modal-footer [data-testid="payment-action-${action}"]`);
  }

  async closeDetail() {
    await testId(this.page, "payment-detail-close").click();
    await this.detail().waitFor({ state: "detached" });
  }

  receivedBox() {
    return testId(this.page, "confirm-received");
  }

  async submitConfirmPayment() {
    await testId(this.page, "confirm-payment-submit").click();
  }

  /** Confirms the dialog of an action without input (approve refund, refund directly). */
  async confirmAction() {
    await testId(this.page, "action-confirm-submit").click();
  }

  async giveReason(reason: string) {
    await testId(this.page, "reason-input").fill(reason);
    await testId(this.page, "reason-submit").click();
  }

  /** A refund route's radio input (antd puts the test id there) ... */
  refundRouteInput(route: "original" | "transfer") {
    return testId(this.page, `refund-route-${route}`);
  }

  /** ... and its label, with the explanation under it. */
  refundRoute(route: "original" | "transfer") {
    return this.page.locator("label.ant-radio-wrapper", { has: this.refundRouteInput(route) });
  }

  async submitCompleteRefund() {
    await testId(this.page, "complete-refund-submit").click();
  }

  /** The latest toast (antd message). */
  toast() {
    return this.page.locator(".ant-message-notice").last();
  }

  async openAlerts() {
    await testId(this.page, "menu-paymentAlerts").click();
    await this.page.waitForURL(/\/manager\/home\/paymentAlerts/);
  }

  /** The unresolved count beside the alerts menu (absent at none). */
  alertBadge() {
    return testId(this.page, "menu-badge-paymentAlerts")
      .locator(".ant-scroll-number, .ant-badge-count")
      .first();
  }

  alertRows() {
    return testId(this.page, "alert-row");
  }

  async resolveFirstAlert() {
    await testId(this.alertRows().first(), "alert-resolve").click();
  }

  async showResolvedAlerts() {
    await testId(this.page, "alerts-resolved-toggle").getByText("已处理", { exact: true }).click();
  }
}
