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

  /** Types into text fields of the registrant form, by field name (`field-<name>`). */
  async fill(fields: Partial<Record<string, string>>) {
    for (const [field, value] of Object.entries(fields)) {
      const input = testId(this.page, `field-${field}`);
      await input.fill("");
      await input.fill(value ?? "");
    }
  }

  /** Picks an option of a choice field (document type, country) from its bottom sheet, searching first. */
  async choose(field: string, value: string | number, search?: string) {
    await testId(this.page, `field-${field}`).click();
    if (search) await testId(this.page, `field-${field}-search`).locator("input").fill(search);
    await testId(this.page, `field-${field}-option-${value}`).click();
    await testId(this.page, `field-${field}-option-${value}`).waitFor({ state: "detached" });
  }

  async applyInvitationCode(code: string) {
    await testId(this.page, "invitation-input").fill(code);
    await testId(this.page, "invitation-apply").click();
  }

  invitationError() {
    return testId(this.page, "invitation-error");
  }

  invitationApplied() {
    return testId(this.page, "invitation-applied");
  }

  typeOption(typeId: number) {
    return testId(this.page, `type-option-${typeId}`);
  }

  /** Declines the member list's suggestion (one popup: the same member is offered once) and waits for it to leave. */
  async declineMemberSuggestion() {
    const suggestion = testId(this.page, "member-suggestion");
    await suggestion.waitFor();
    const dialog = this.page.locator(".adm-dialog", { has: suggestion });
    await dialog.locator(".adm-dialog-footer button").first().click();
    await suggestion.waitFor({ state: "hidden", timeout: 10_000 });
  }

  /** The dialog that says a submission did not get through (offline, or no answer). */
  offlineMessage() {
    return testId(this.page, "offline-submit");
  }

  async closeDialog() {
    await this.page.locator(".adm-dialog-footer button").first().click();
  }

  /** The drafts this browser keeps in IndexedDB (confreg-attendee / drafts). */
  drafts() {
    return this.page.evaluate(
      () =>
        new Promise<{ conferenceId: number; values: Record<string, unknown>; submissionKey?: string }[]>(
          (resolve, reject) => {
            const open = indexedDB.open("confreg-attendee");
            open.onerror = () => reject(open.error);
            open.onsuccess = () => {
              const request = open.result.transaction("drafts").objectStore("drafts").getAll();
              request.onsuccess = () => resolve(request.result);
              request.onerror = () => reject(request.error);
            };
          },
        ),
    );
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

  /** From registerDetail: Edit opens preRegist on the registration's choice (its pricing note above it). */
  async openEdit() {
    await testId(this.page, "detail-edit").click();
    await this.page.waitForURL(/\/preRegist\?.*register_id=/);
    await testId(this.page, "edit-pricing-note").waitFor();
  }

  /** From the edit's preRegist to its form (newRegist with register_id). */
  async editForm() {
    await testId(this.page, "register-now").click();
    await this.page.waitForURL(/\/newRegist\?.*register_id=/);
  }

  /** Saves the edit: the dialog that tells the fee before and after, and why (returned, still open). */
  async saveEdit() {
    await this.submit();
    const told = testId(this.page, "edit-fee-outcome");
    await told.waitFor();
    return told;
  }

  /** Closes the fee outcome dialog: registerDetail follows. */
  async closeFeeOutcome() {
    await this.page.locator(".adm-dialog-button, .adm-modal-button").last().click();
    await this.page.waitForURL(/\/registerDetail\?/);
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
