import { readFile } from "node:fs/promises";
import { openSheet } from "@confreg/server/testing";
import ExcelJS from "exceljs";
import type { Locator, Page } from "playwright-core";

const testId = (scope: Page | Locator, id: string) => scope.locator(`[data-testid="${id}"]`);

/** A sheet as header-keyed rows (read with exceljs, as an office would open the file). */
export const readXlsx = async (file: string) => openSheet(await readFile(file));

/** Writes an .xlsx with these headers and rows (what an office fills in from the template). */
export async function writeXlsx(file: string, headers: string[], rows: Record<string, string>[]) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Sheet1");
  sheet.addRow(headers);
  for (const row of rows) sheet.addRow(headers.map((h) => row[h] ?? ""));
  await workbook.xlsx.writeFile(file);
}

/** The registration list's import and export controls (the lodging list's export current too). */
export class RegistrationSheets {
  constructor(readonly page: Page) {}

  async upload(file: string) {
    await testId(this.page, "import-section").locator('input[type="file"]').setInputFiles(file);
  }
  problems() {
    return testId(this.page, "import-problem");
  }
  problemList() {
    return testId(this.page, "import-problems");
  }
  result() {
    return testId(this.page, "import-result");
  }

  /** Export current or all, confirmed; the downloaded file saved at `file`, and its suggested name. */
  async export(which: "current" | "all", file: string): Promise<string> {
    await testId(this.page, `export-${which}`).click();
    const download = this.page.waitForEvent("download");
    await testId(this.page, "export-confirm").click();
    const done = await download;
    await done.saveAs(file);
    return done.suggestedFilename();
  }

  async downloadTemplate(file: string): Promise<void> {
    const download = this.page.waitForEvent("download");
    await testId(this.page, "import-template").click();
    await (await download).saveAs(file);
  }
}
