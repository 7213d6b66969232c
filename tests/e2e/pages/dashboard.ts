import type { Page } from "playwright-core";

const testId = (page: Page, id: string) => page.locator(`[data-testid="${id}"]`);

/** The back office's dashboard, audit log and system settings, as an administrator drives them. */
export class HomePages {
  constructor(readonly page: Page) {}

  openDashboard(scope: string | number) {
    return this.page.goto(`/${scope}/manager/home/dashboard`);
  }

  total() {
    return testId(this.page, "dashboard-total");
  }

  /** The registrations of one payment state (the list's payStatus), a link to them. */
  byPayState(payStatus: number) {
    return testId(this.page, `dashboard-state-${payStatus}`);
  }

  checkedIn() {
    return testId(this.page, "dashboard-checked-in");
  }

  /** Those who may check in and have not yet: a link to them in the check-in list. */
  notCheckedIn() {
    return testId(this.page, "dashboard-not-checked-in");
  }

  money(payStatus: number) {
    return testId(this.page, `dashboard-money-${payStatus}`);
  }

  /** The bars of the registrations-per-day chart (recharts draws one path per bar with a height). */
  dayBars() {
    return testId(this.page, "dashboard-day-chart").locator(".recharts-bar-rectangle path");
  }

  openSettings() {
    return this.page.goto("/all/manager/home/systemSettings");
  }

  settingsField(path: string) {
    return testId(this.page, `settings-${path}`);
  }

  async saveSettings() {
    await testId(this.page, "settings-save").click();
  }

  openAuditLog() {
    return this.page.goto("/all/manager/home/auditLog");
  }

  /** Chooses an action in the log's filter by typing its label, then searches. */
  async filterAction(label: string) {
    await testId(this.page, "audit-filter-action").click();
    await this.page.keyboard.type(label);
    await this.page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${label}"]`).click();
    await testId(this.page, "audit-search").click();
  }

  auditRows() {
    return testId(this.page, "audit-row");
  }
}
