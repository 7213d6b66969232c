import { AppError, checkSheetRows, type SheetColumn } from "@confreg/shared";
import type { z } from "zod";
import { readSheet } from "./read-sheet";

/**
 * An uploaded import file read and checked whole against its template: every row's value (and the
 * columns the file has), or
 * IMPORT_ROWS_INVALID listing every problem with its row number (nothing is written then).
 */
export async function readCheckedSheet<K extends string, S extends z.ZodType>(
  bytes: Uint8Array,
  columns: readonly SheetColumn<K>[],
  schema: S,
  keyOf: (value: z.infer<S>) => string,
): Promise<{ rows: z.infer<S>[]; present: K[] }> {
  const checked = checkSheetRows(columns, await readSheet(bytes), schema, keyOf);
  if (!checked.ok) {
    // `count`: the rows with problems, as the registration import says it; each problem names its row.
    const count = new Set(checked.problems.map((problem) => problem.row)).size;
    throw new AppError("IMPORT_ROWS_INVALID", { count, problems: checked.problems });
  }
  return { rows: checked.rows.map((row) => row.value), present: checked.present };
}
