import type { Page } from "playwright-core";

const testId = (page: Page, id: string) => page.locator(`[data-testid="${id}"]`);

/** The check-in kiosk's screen, in a plain browser at /kiosk/. */
export class Kiosk {
  constructor(readonly page: Page) {}

  async enrol(deviceName: string, code: string) {
    await this.page.goto("/kiosk/");
    await testId(this.page, "enrol-device-name").fill(deviceName);
    await testId(this.page, "enrol-code").fill(code);
    await testId(this.page, "enrol-submit").click();
  }

  localCount() {
    return testId(this.page, "local-count");
  }

  async search(idNumber: string) {
    const box = testId(this.page, "search-input");
    await box.fill(idNumber);
    await box.press("Enter");
  }

  person(field: string) {
    return testId(this.page, `person-${field}`);
  }

  /** What the last search shows: the person card, or a message. */
  result() {
    return this.page.locator(
      '[data-testid="person-card"], [data-testid="not-found"], [data-testid="search-message"]',
    );
  }

  /** Asks for a sync and waits until it has ended. */
  async syncNow() {
    await this.requestSync();
    await this.page.locator('[data-testid="sync-now"]:not([disabled])').waitFor();
  }

  async requestSync() {
    await testId(this.page, "sync-now").click();
  }

  /** Opens Settings: the PIN dialog first. */
  async openSettings() {
    await testId(this.page, "open-settings").click();
    await testId(this.page, "pin-dialog").waitFor();
  }

  async enterPin(pin: string) {
    await testId(this.page, "pin-input").fill(pin);
    await testId(this.page, "pin-submit").click();
  }

  pinStatus() {
    return testId(this.page, "pin-status");
  }

  settings() {
    return testId(this.page, "settings");
  }

  async closeSettings() {
    await testId(this.page, "close-settings").click();
  }

  async toggleLanguage() {
    await testId(this.page, "language-toggle").first().click();
  }

  revokedScreen() {
    return testId(this.page, "revoked-screen");
  }

  onlineIndicator() {
    return testId(this.page, "online-indicator");
  }
}
