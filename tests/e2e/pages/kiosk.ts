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

  onlineIndicator() {
    return testId(this.page, "online-indicator");
  }
}
