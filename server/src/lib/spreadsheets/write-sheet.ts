import { type EventEmitter, once } from "node:events";
import { PassThrough, Readable } from "node:stream";
import ExcelJS from "exceljs";

/** One column of a written sheet: its header (already in the reader's language) and how a row fills it. */
export type SheetColumn<R> = { header: string; width?: number; value: (row: R) => string | number | null };

/** The stream exceljs hands a sheet's XML to the zip through (its internals: `stream.pipes`). */
type ZipInput = EventEmitter & { _writableState?: { needDrain?: boolean } };

/**
 * Where the sheet's XML waits to be compressed. exceljs writes it on without heeding the answer, so
 * unless the writer waits for this to drain, everything not yet compressed piles up here (hundreds of
 * megabytes for 100,000 rows: writing XML is faster than deflating it).
 */
const zipInputOf = (sheet: ExcelJS.Worksheet): ZipInput | undefined =>
  (sheet as unknown as { stream?: { pipes?: ZipInput[] } }).stream?.pipes?.[0];

/** An empty value as a blank cell: exceljs leaves a cell out of its row when its value is undefined. */
const blankless = (value: string | number | null) => (value === null || value === "" ? undefined : value);

/**
 * An .xlsx written as it streams out (exceljs's streaming writer): the batches are read one after another
 * and each row is committed at once, and the next batch waits for the zip to compress what was written and
 * for a slow reader to take it, so memory holds about one batch whatever the number of rows. Values are
 * written as plain cells (text stays text: a name beginning with "=" is never a formula); an empty value
 * (null or "") leaves its cell blank, as an office's own blank cell, not a cell of empty text.
 */
export function writeSheet<R>(
  columns: readonly SheetColumn<R>[],
  batches: AsyncIterable<readonly R[]>,
  options: { sheetName: string },
): ReadableStream<Uint8Array> {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(options.sheetName.slice(0, 31) || "Sheet1");
  sheet.columns = columns.map((column, index) => ({
    key: String(index),
    header: column.header,
    width: column.width ?? Math.min(Math.max(column.header.length * 2, 10), 40),
  }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  // exceljs gives every cell a style object of its own and, with styles on (the bold header), renders and
  // looks up each one's XML unless it has seen that very object: one shared plain style per value type
  // makes that a lookup (the cells' styles, and so the file, are the same).
  const plainStyles = new Map<ExcelJS.ValueType, Partial<ExcelJS.Style>>();
  const plainStyle = (type: ExcelJS.ValueType) => {
    const style = plainStyles.get(type) ?? {};
    plainStyles.set(type, style);
    return style;
  };
  const write = async () => {
    for await (const batch of batches) {
      for (const item of batch) {
        // Blank cells are left out of the row (exceljs writes nothing for them: most of an export's cells).
        const row = sheet.addRow(columns.map((column) => blankless(column.value(item))));
        row.eachCell((cell) => {
          cell.style = plainStyle(cell.type);
        });
        row.commit();
      }
      // The zip behind, or a slow reader: wait until each has taken what is written before the next batch.
      const zipInput = zipInputOf(sheet);
      if (zipInput?._writableState?.needDrain) await once(zipInput, "drain");
      if (out.writableNeedDrain) await once(out, "drain");
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return Readable.toWeb(out) as unknown as ReadableStream<Uint8Array>;
}
