import { Readable } from "node:stream";
import { AppError } from "@confreg/shared";
import ExcelJS from "exceljs";

/** One data row of an uploaded sheet: its number as the person sees it in their program, its cells by header. */
export type SheetRow = { rowNumber: number; cells: Record<string, string> };
export type Sheet = { headers: string[]; rows: SheetRow[] };

const zipMagic = [0x50, 0x4b, 0x03, 0x04];
const isZip = (bytes: Uint8Array) => zipMagic.every((byte, index) => bytes[index] === byte);

/** A cell as the text the person typed: rich text joined, hyperlinks by text, formulas by result, dates as ISO. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) {
    const iso = value.toISOString();
    return iso.endsWith("T00:00:00.000Z") ? iso.slice(0, 10) : iso.slice(0, 19).replace("T", " ");
  }
  if (typeof value !== "object") return String(value).trim();
  if ("richText" in value)
    return value.richText
      .map((part) => part.text)
      .join("")
      .trim();
  if ("text" in value) return cellText(value.text as ExcelJS.CellValue);
  if ("result" in value) return cellText(value.result as ExcelJS.CellValue);
  if ("error" in value) return "";
  return "";
}

async function loadWorkbook(bytes: Uint8Array): Promise<ExcelJS.Worksheet | undefined> {
  const workbook = new ExcelJS.Workbook();
  if (isZip(bytes)) {
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
    return workbook.worksheets[0];
  }
  // Anything else must be UTF-8 text (a CSV): checked by content, a BOM dropped, never guessed from the name.
  const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes).replace(/^\uFEFF/, "");
  if (text.includes("\u0000")) throw new Error("binary");
  return workbook.csv.read(Readable.from([text]), { parserOptions: { delimiter: "," } });
}

/**
 * An uploaded spreadsheet (.xlsx, or UTF-8 CSV) as rows keyed by the first row's headers, blank rows left out.
 * Anything that is neither is refused with SHEET_UNREADABLE, nothing else thrown.
 */
export async function readSheet(bytes: Uint8Array): Promise<Sheet> {
  let sheet: ExcelJS.Worksheet | undefined;
  try {
    sheet = await loadWorkbook(bytes);
  } catch {
    throw new AppError("SHEET_UNREADABLE");
  }
  if (!sheet || sheet.rowCount === 0) return { headers: [], rows: [] };
  const headerRow = sheet.getRow(1);
  const headers: string[] = [];
  headerRow.eachCell({ includeEmpty: true }, (cell, column) => {
    headers[column - 1] = cellText(cell.value);
  });
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (rowNumber === 1) return;
    const cells: Record<string, string> = {};
    headers.forEach((header, index) => {
      if (header) cells[header] = cellText(row.getCell(index + 1).value);
    });
    if (Object.values(cells).some((text) => text !== "")) rows.push({ rowNumber, cells });
  });
  return { headers: headers.filter((header) => header !== ""), rows };
}
