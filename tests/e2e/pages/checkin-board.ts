import type { Locator, Page } from "playwright-core";

const testId = (scope: Page | Locator, id: string) => scope.locator(`[data-testid="${id}"]`);

/** The back office's check-in board (checkinBoard): a card per point, and the points' table below. */
export class CheckinBoardPage {
  constructor(readonly page: Page) {}

  async open() {
    await testId(this.page, "menu-checkinBoard").click();
    await this.page.waitForURL(/\/manager\/home\/checkinBoard/);
    await testId(this.page, "checkin-board").or(testId(this.page, "board-conference")).waitFor();
  }

  /** In the all-conferences scope the page asks for a conference first. */
  async chooseConference(title: string) {
    await testId(this.page, "board-conference").click();
    await this.page
      .locator(".ant-select-dropdown:visible .ant-select-item-option", { hasText: title })
      .click();
    await this.page.waitForURL(/\/\d+\/manager\/home\/checkinBoard/);
    await testId(this.page, "checkin-board").waitFor();
  }

  /** The board's card of the point with this name (in the page's language). */
  card(name: string) {
    return testId(this.page, "board-point").filter({
      has: this.page.locator(".ant-card-head", { hasText: name }),
    });
  }
  mainCard() {
    return this.page.locator('[data-testid="board-point"][data-main="true"]');
  }
  checkedIn(card: Locator) {
    return testId(card, "board-checked-in");
  }
  repeats(card: Locator) {
    return testId(card, "board-repeats");
  }
  /** The bars drawn in a card's arrivals chart (recharts draws one path per bar with a height). */
  bars(card: Locator) {
    return testId(card, "board-arrivals").locator(".recharts-bar-rectangle path");
  }
  /** What the chart tells screen readers: each quarter with arrivals, "HH:mm count". */
  chartDescription(card: Locator) {
    return testId(card, "board-arrivals").locator("svg desc").first();
  }

  rows() {
    return testId(this.page, "point-row");
  }
  row(name: string) {
    return this.rows().filter({ hasText: name });
  }

  async addPoint(zh: string, en: string) {
    await testId(this.page, "point-add").click();
    await testId(this.page, "point-name-zh").fill(zh);
    await testId(this.page, "point-name-en").fill(en);
    await testId(this.page, "point-save").click();
    await testId(this.page, "point-form").waitFor({ state: "detached" });
  }

  /** Asks to delete the point of this row and confirms; the answer shows as a message. */
  async deletePoint(name: string) {
    await testId(this.row(name), "point-delete").click();
    await testId(this.page, "point-delete-confirm").click();
  }

  /** The notices (antd messages) on screen. */
  notices() {
    return this.page.locator(".ant-message-notice");
  }
}

/** Kiosk pairing with the check-in point chosen: the code and the point the card says it is for. */
export async function issuePairingFor(page: Page, pointName: string, pin: string) {
  await testId(page, "menu-kioskPairing").click();
  await page.waitForURL(/\/manager\/home\/kioskPairing/);
  await testId(page, "pairing-point-select").click();
  await page.locator(".ant-select-dropdown:visible .ant-select-item-option", { hasText: pointName }).click();
  await testId(page, "pairing-pin").fill(pin);
  await testId(page, "pairing-issue").click();
  const code = testId(page, "pairing-code");
  await code.waitFor();
  return {
    code: ((await code.textContent()) ?? "").replace(/[^A-Z0-9]/g, ""),
    point: testId(page, "pairing-point"),
  };
}
