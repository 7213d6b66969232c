import type { Browser, Page } from "playwright-core";
import { desktop, newContext } from "../harness/browser";
import { demoAccount, type RunningServer } from "../harness/server";
import { BackOffice } from "./admin";

const testId = (page: Page, id: string) => page.locator(`[data-testid="${id}"]`);

/** The demo administrator of every conference, signed in (at a desktop unless told) in `locale`, on the conference list. */
export async function openConferenceList(
  browser: Browser,
  server: RunningServer,
  locale: "zh" | "en",
  device: object = desktop,
): Promise<{ page: Page; editor: ConferenceEditor }> {
  const admin = demoAccount(server, "admin");
  const page = await (await newContext(browser, server.url, device, locale)).newPage();
  await new BackOffice(page).logInAnyRole("all", admin.username, admin.password);
  // By its address: on a phone the menu is folded away.
  await page.goto("/all/manager/home/confernce");
  await testId(page, "conference-row").first().waitFor();
  return { page, editor: new ConferenceEditor(page) };
}

/** The conference list (confernce) and editor (confernceDetail) as an administrator drives them. */
export class ConferenceEditor {
  constructor(readonly page: Page) {}

  row(id: number) {
    return this.page.locator(`[data-testid="conference-row"][data-id="${id}"]`);
  }

  async openTab(key: string) {
    const tabs = testId(this.page, "conference-tabs");
    await tabs.locator(`.ant-tabs-tab[data-node-key="${key}"]`).click();
    await tabs
      .locator(".ant-tabs-tab-active")
      .and(tabs.locator(`[data-node-key="${key}"]`))
      .waitFor();
  }

  /** Types a wall-clock time into an antd date-time picker (`YYYY-MM-DD HH:mm`) and confirms it. */
  async setDateTime(field: string, wall: string) {
    const input = testId(this.page, field);
    await input.click();
    await input.fill(wall);
    await input.press("Enter");
    await this.page
      .locator(".ant-picker-dropdown:visible")
      .waitFor({ state: "hidden" })
      .catch(() => undefined);
  }

  /** Fills a bilingual pair (`<id>-zh`, `<id>-en`). */
  async fillBilingual(id: string, zh: string, en: string) {
    await testId(this.page, `${id}-zh`).fill(zh);
    await testId(this.page, `${id}-en`).fill(en);
  }

  /** Fills a money field in yuan (its input inside the InputNumber). */
  async fillMoney(id: string, yuan: string) {
    await this.numberInput(id).first().fill(yuan);
  }

  async save(section: string) {
    await testId(this.page, `${section}-save`).click();
  }

  message() {
    return this.page.locator(".ant-message-notice").last();
  }

  /** The error shown under the form field that holds `<id>` (antd's explain line of its Form.Item). */
  fieldError(id: string) {
    return this.page
      .locator(".ant-form-item", { has: testId(this.page, id) })
      .last()
      .locator(".ant-form-item-explain-error");
  }

  /** The number input `<id>` (its own input, or the input inside it). */
  numberInput(id: string) {
    return testId(this.page, id)
      .locator("input")
      .or(testId(this.page, id).and(this.page.locator("input")));
  }
}
