import type { Page } from "playwright-core";
import { expect } from "vitest";

const testId = (page: Page, id: string) => page.locator(`[data-testid="${id}"]`);

/** The attendee site of one conference, as a phone user drives it. */
export class AttendeeSite {
  constructor(
    readonly page: Page,
    readonly conferenceId: number,
  ) {}

  path(name: string) {
    return `/register/${this.conferenceId}/user/${name}`;
  }

  async signUp(login: string, password: string) {
    await this.page.goto(this.path("login"));
    await testId(this.page, "tab-signup").click();
    await testId(this.page, "login-input").fill(login);
    await testId(this.page, "password-input").fill(password);
    await testId(this.page, "signup-submit").click();
  }

  async chooseType(typeId: number) {
    await testId(this.page, `type-option-${typeId}`).click();
  }

  async toggleWorkshop(workshopId: number) {
    await testId(this.page, `workshop-cell-${workshopId}`).click();
  }

  preRegistTotal() {
    return testId(this.page, "prereg-total");
  }

  async registerNow() {
    await testId(this.page, "register-now").click();
    await this.page.waitForURL(/\/newRegist/);
  }

  async fill(
    fields: Partial<Record<"name" | "idNumber" | "unit" | "job" | "position" | "email" | "phone", string>>,
  ) {
    for (const [field, value] of Object.entries(fields)) {
      const input = testId(this.page, `field-${field}`);
      await input.fill("");
      await input.fill(value ?? "");
    }
  }

  total() {
    return testId(this.page, "total");
  }

  async submit() {
    await testId(this.page, "submit-registration").click();
  }

  /** The error shown under a form field (antd-mobile renders it in the field's list item). */
  fieldError(field: string) {
    return this.page.locator(
      `.adm-list-item:has([data-testid="field-${field}"]) .adm-form-item-feedback-error`,
    );
  }

  detailField(name: string) {
    return testId(this.page, `detail-${name}`);
  }

  card(id: number) {
    return testId(this.page, `registration-card-${id}`);
  }

  async expectOn(name: string) {
    await expect.poll(() => new URL(this.page.url()).pathname, { timeout: 15_000 }).toBe(this.path(name));
  }
}
