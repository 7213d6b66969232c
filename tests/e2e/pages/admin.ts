import type { Page } from "playwright-core";

const testId = (page: Page, id: string) => page.locator(`[data-testid="${id}"]`);

/** The back office as an administrator at a desktop browser drives it. */
export class BackOffice {
  constructor(readonly page: Page) {}

  async logIn(scope: string | number, username: string, password: string) {
    await this.page.goto(`/${scope}/manager/login`);
    await testId(this.page, "admin-login-username").fill(username);
    await testId(this.page, "admin-login-password").fill(password);
    await testId(this.page, "admin-login-submit").click();
    // Administrators and staff land on the dashboard; these journeys work on the registration list.
    await this.page.waitForURL(/\/manager\/home\/dashboard/);
    // In the scope the account landed in (an administrator of every conference signing in on a
    // conference's address works across all of them).
    await this.page.goto(new URL(this.page.url()).pathname.replace(/\/dashboard$/, "/registerList"));
    await this.page.waitForURL(/\/manager\/home\/registerList/);
  }

  /** Signs in and waits for the landing page of the account's role (a page it may use). */
  async logInAnyRole(scope: string | number, username: string, password: string) {
    await this.page.goto(`/${scope}/manager/login`);
    await testId(this.page, "admin-login-username").fill(username);
    await testId(this.page, "admin-login-password").fill(password);
    await testId(this.page, "admin-login-submit").click();
    await this.page.waitForURL(/\/manager\/home/);
  }

  /** Chooses an option of a list filter (an antd Select, `filter-<name>`) by its text. */
  async chooseFilter(name: string, option: string) {
    await testId(this.page, `filter-${name}`).click();
    await this.page
      .locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`)
      .click();
  }

  async applyFilters() {
    await testId(this.page, "registration-search").click();
  }

  /** The registration table's column headers. */
  columnHeaders() {
    return this.page.locator(".adm-table .ant-table-thead th");
  }

  async toggleLanguage() {
    await testId(this.page, "language-toggle").first().click();
  }

  /** The header's menu button: folds the sidebar on a desktop, opens the drawer on a phone. */
  async openMenu() {
    await testId(this.page, "sider-toggle").click();
    await this.page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
  }

  menu(page: string) {
    return testId(this.page, `menu-${page}`);
  }

  async search(keyword: string) {
    const box = testId(this.page, "registration-keyword");
    await box.fill(keyword);
    await box.press("Enter");
  }

  /** The name buttons of the table's rows. */
  names() {
    return testId(this.page, "registration-name");
  }

  total() {
    return testId(this.page, "registration-total");
  }

  detail() {
    return testId(this.page, "registration-detail");
  }

  /** Opens Kiosk pairing and issues a code with the kiosk's settings PIN; returns the code. */
  async openPairing(pin: string) {
    await testId(this.page, "menu-kioskPairing").click();
    await testId(this.page, "pairing-pin").fill(pin);
    await testId(this.page, "pairing-issue").click();
    const code = testId(this.page, "pairing-code");
    await code.waitFor();
    return ((await code.textContent()) ?? "").replace(/[^A-Z0-9]/g, "");
  }

  /** The row of a paired kiosk in the pairing page's list. */
  kioskRow(name: string) {
    return testId(this.page, "kiosk-list").locator("tr", { hasText: name });
  }

  /** Revokes a kiosk from the list, confirming in the dialog, which closes once the server has answered. */
  async revokeKiosk(name: string) {
    await this.kioskRow(name).locator('[data-testid^="kiosk-revoke-"]').click();
    const confirm = testId(this.page, "kiosk-revoke-confirm");
    await confirm.click();
    await confirm.waitFor({ state: "detached", timeout: 30_000 });
  }
}
