import ExcelJS from "exceljs";
import type { TestClient } from "./app";

/** An .xlsx workbook with these rows (the first is the header row). */
export async function xlsxBytes(rows: ExcelJS.CellValue[][]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Sheet1");
  for (const row of rows) sheet.addRow(row);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/** A UTF-8 CSV of these rows (no cell here holds a comma or a quote). */
export const csvBytes = (rows: string[][]): Uint8Array =>
  new TextEncoder().encode(`${rows.map((row) => row.join(",")).join("\n")}\n`);

/** Posts an import file as a browser form does, with the other form fields given. */
export function postSheet<T>(
  client: TestClient,
  path: string,
  bytes: Uint8Array,
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  form.set("file", new Blob([new Uint8Array(bytes)]), "upload.xlsx");
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return client.request<T>("POST", path, form);
}
