import type { Locator, Page } from "playwright-core";

const testId = (scope: Page | Locator, id: string) => scope.locator(`[data-testid="${id}"]`);

/** A row's buttons (`invoice-action-<action>`), as the list shows them by the invoice's status. */
export type InvoiceRowAction = "issue" | "reissue" | "void" | "query" | "retry" | "log" | "pdf";

/**
 * The back office's invoice list (invoiceList) as finance drives it: the keyword, the batch issue of the
 * selected rows, the row actions and their dialogs (void, log), and the detail dialog with its editor.
 * Rows are found by the registrant's name.
 */
export class InvoiceDesk {
  constructor(readonly page: Page) {}

  /** Waits for transitions to end; the waiting tag's spinner turns for as long as it is shown. */
  async settle() {
    await this.page.waitForFunction(() =>
      document
        .getAnimations()
        .every(
          (a) => a.playState !== "running" || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
        ),
    );
  }

  /** Scrolls the list back to its first columns (an action's button scrolled it sideways). */
  async scrollListHome() {
    await this.page.locator(".ant-table-content, .ant-table-body").evaluateAll((boxes) => {
      for (const box of boxes) box.scrollLeft = 0;
    });
  }

  /** Opens the list from the side menu. */
  async open() {
    await testId(this.page, "menu-invoiceList").click();
    await this.page.waitForURL(/\/manager\/home\/invoiceList/);
  }

  /** Opens the list by its address (a phone's menu is folded away). */
  async goto(scope: string | number) {
    await this.page.goto(`/${scope}/manager/home/invoiceList`);
  }

  async search(keyword: string) {
    const box = testId(this.page, "invoice-keyword");
    await box.fill(keyword);
    await box.press("Enter");
  }

  total() {
    return testId(this.page, "invoice-total");
  }

  rows() {
    return testId(this.page, "invoice-row");
  }

  row(name: string) {
    return this.rows().filter({ has: testId(this.page, "invoice-name").getByText(name, { exact: true }) });
  }

  status(name: string) {
    return testId(this.row(name), "invoice-status");
  }

  number(name: string) {
    return testId(this.row(name), "invoice-number");
  }

  action(name: string, action: InvoiceRowAction) {
    return testId(this.row(name), `invoice-action-${action}`);
  }

  async select(name: string) {
    await this.row(name).locator("input[type=checkbox]").check();
  }

  batchIssueButton() {
    return testId(this.page, "invoice-batch-issue");
  }

  /** Issues the selected rows, confirming in the dialog. */
  async issueSelected() {
    await this.batchIssueButton().click();
    await testId(this.page, "invoice-batch-confirm").click();
  }

  /** The batch's result: how many invoices were issued ("N 条"). */
  batchDone() {
    return testId(this.page, "invoice-batch-done");
  }

  /** Presses the row's Issue or Re-issue, then OK in its confirmation. */
  async issue(name: string, action: "issue" | "reissue") {
    await this.action(name, action).click();
    await testId(this.page, "invoice-confirm-ok").locator("visible=true").click();
  }

  /**
   * Presses the Re-issue of an issued invoice: its dialog names the number it red-reverses first and
   * asks the reason (`reissue-explanation`, `reissue-reason-input`).
   */
  async openReissue(name: string) {
    await this.action(name, "reissue").click();
    await this.reissueExplanation().waitFor();
  }

  reissueExplanation() {
    return testId(this.page, "reissue-explanation");
  }

  /** Gives the re-issue's reason and confirms it; the dialog closes once the server has answered. */
  async confirmReissue(reason: string) {
    await testId(this.page, "reissue-reason-input").fill(reason);
    await testId(this.page, "reissue-submit").click();
    await this.reissueExplanation().waitFor({ state: "detached" });
  }

  /** Presses the row's Void, gives the reason and submits. */
  async voidWith(name: string, reason: string) {
    await this.action(name, "void").click();
    await testId(this.page, "void-reason-input").fill(reason);
    await testId(this.page, "void-submit").click();
  }

  /** Opens the row's log dialog. */
  async openLog(name: string) {
    await this.action(name, "log").click();
    await testId(this.page, "invoice-log").waitFor();
  }

  /** The entries of the log dialog, oldest first (`data-action` holds each one's action type). */
  logEntries() {
    return testId(this.page, "invoice-log-entry");
  }

  /** What each entry of the log dialog says, oldest first (`data-message-key` holds its message). */
  logTexts() {
    return testId(this.page, "invoice-log").locator('[data-testid="invoice-log-text"]');
  }

  /** Opens the detail dialog from the registrant's name. */
  async openDetail(name: string) {
    await testId(this.row(name), "invoice-name").click();
    await this.detail().waitFor();
  }

  detail() {
    return testId(this.page, "invoice-detail");
  }

  detailStatus() {
    return testId(this.page, "invoice-detail-status");
  }

  async closeDetail() {
    await testId(this.page, "invoice-detail-close").click();
    await this.detail().waitFor({ state: "detached" });
  }

  /** The detail's "Edit details": opens the editor on the invoice's current details. */
  async openEditor() {
    await testId(this.page, "invoice-detail-edit").click();
    await this.editorForm().waitFor();
  }

  editorForm() {
    return testId(this.page, "invoice-edit-form");
  }

  /** An editor's text field by its detail's name (`invoice-edit-<field>`). */
  editorField(field: string) {
    return testId(this.page, `invoice-edit-${field}`);
  }

  /** Saves the editor; it closes once the server has stored the details. */
  async saveEditor() {
    await testId(this.page, "invoice-edit-save").click();
    await this.editorForm().waitFor({ state: "detached" });
  }

  toast() {
    return this.page.locator(".ant-message-notice").last();
  }
}
