import type { Page } from "playwright-core";
import { expect } from "vitest";

const testId = (page: Page, id: string) => page.locator(`[data-testid="${id}"]`);

/** Opens a date field's wheel picker, taps the month and day of `date` (YYYY-MM-DD) when given, confirms. */
export async function pickDay(page: Page, field: string, date?: string) {
  await testId(page, field).click();
  const picker = page.locator(".adm-picker").last();
  await picker.waitFor();
  if (date !== undefined) {
    const [, month, day] = date.split("-").map(Number);
    const columns = picker.locator(".adm-picker-view-column");
    const item = (column: number, value: number | undefined) =>
      columns.nth(column).locator(".adm-picker-view-column-item", { hasText: new RegExp(`^${value}$`) });
    // A tap on a wheel's item turns the wheel to it (the items lie under the picker's fade mask); the wheel
    // may still be settling from opening, so tap until it shows the item chosen.
    const turn = async (column: number, value: number | undefined) => {
      const active = columns.nth(column).locator(".adm-picker-view-column-item-active");
      await expect
        .poll(async () => {
          await item(column, value).dispatchEvent("click");
          return (await active.textContent())?.trim();
        })
        .toBe(String(value));
    };
    await turn(1, month);
    await turn(2, day);
  }
  await picker.locator(".adm-picker-header-button").last().click();
  await picker.waitFor({ state: "hidden" });
}
