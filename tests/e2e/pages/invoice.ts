import type { Page } from "playwright-core";

const testId = (page: Page, id: string) => page.locator(`[data-testid="${id}"]`);

/**
 * The attendee's invoice on registerDetail: its status row in the payment card, "Apply for invoice" and
 * its confirmation dialog, and once issued the number and the link to the PDF.
 */
export class InvoicePanel {
  constructor(readonly page: Page) {}

  status() {
    return testId(this.page, "detail-invoice-status");
  }

  applyButton() {
    return testId(this.page, "invoice-apply");
  }

  /** Opens the confirmation that shows what the invoice will say and where it goes. */
  async openApply() {
    await this.applyButton().click();
    await this.applyDialog().waitFor();
  }

  applyDialog() {
    return testId(this.page, "invoice-apply-dialog");
  }

  /** A detail the confirmation shows: type, title, taxpayer, email, or no-title (the warning). */
  applyDetail(detail: "type" | "title" | "taxpayer" | "email" | "no-title") {
    return testId(this.page, `invoice-apply-${detail}`);
  }

  /** Confirms the application: a toast says it was taken and the dialog closes, or the dialog says why not. */
  async confirmApply() {
    await testId(this.page, "invoice-apply-confirm").click();
  }

  /** The attendee site's toast (antd-mobile). */
  toast() {
    return this.page.locator(".adm-toast-main");
  }

  number() {
    return testId(this.page, "invoice-number");
  }

  download() {
    return testId(this.page, "invoice-download");
  }

  /** The invoice part of the payment card, scrolled into view for a screenshot. */
  async scrollIntoView() {
    await this.status().scrollIntoViewIfNeeded();
    await this.page.evaluate(() => window.scrollBy(0, 120));
    await this.page.waitForTimeout(400);
  }
}
