import type { Page } from "playwright-core";

const testId = (page: Page, id: string) => page.locator(`[data-testid="${id}"]`);

/** The account list, the own-password dialog and the member list import, as an administrator drives them. */
export class AccountPages {
  constructor(readonly page: Page) {}

  async openAccountList() {
    await testId(this.page, "menu-accountList").click();
    await testId(this.page, "account-list-title").waitFor();
  }

  /** Creates an account in the dialog (role and conference as the dialog proposes: staff, the admin's scope). */
  async createAccount(username: string, password: string) {
    await testId(this.page, "account-new").click();
    await testId(this.page, "account-username").fill(username);
    await testId(this.page, "account-password").fill(password);
    await testId(this.page, "account-save").click();
    await testId(this.page, "account-form").waitFor({ state: "detached" });
  }

  accountRow(username: string) {
    return testId(this.page, "account-row").filter({ hasText: username });
  }

  /** The header's account menu, then the own-password dialog, saved. */
  async changeOwnPassword(current: string, next: string) {
    await testId(this.page, "admin-user-menu").click();
    await testId(this.page, "admin-change-password").click();
    await testId(this.page, "own-password-current").fill(current);
    await testId(this.page, "own-password-new").fill(next);
    await testId(this.page, "own-password-confirm").fill(next);
    await testId(this.page, "own-password-save").click();
    await testId(this.page, "own-password-form").waitFor({ state: "detached" });
  }

  async signOut() {
    await testId(this.page, "admin-user-menu").click();
    await testId(this.page, "admin-logout").click();
    await this.page.waitForURL(/\/manager\/login/);
  }

  /** Opens the member list's import dialog and runs it on a CSV file of these lines. */
  async importMembers(lines: string[]) {
    await testId(this.page, "members-import").click();
    await this.page.locator('.ant-modal input[type="file"]').setInputFiles({
      name: "members.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(`${lines.join("\n")}\n`, "utf8"),
    });
    await testId(this.page, "members-import-run").click();
  }

  async searchMembers(term: string) {
    const box = testId(this.page, "members-filter-q");
    await box.fill(term);
    await box.press("Enter");
  }

  menu(page: string) {
    return testId(this.page, `menu-${page}`);
  }

  testId(id: string) {
    return testId(this.page, id);
  }
}
