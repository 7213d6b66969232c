import { z } from "zod";
import type { Label } from "../i18n";
import { validationIds as v } from "../validation";
import { fieldIssuesFromZod } from "./zod-issues";

/** A column of an import template: the key the row is read into, the headers it is known by (zh, en). */
export type SheetColumn<K extends string = string> = {
  key: K;
  headers: readonly string[];
  required?: boolean;
  label: Label;
};

/** A data row of an uploaded sheet (the server's readSheet): its number in the file, its cells by header. */
export type SheetInputRow = { rowNumber: number; cells: Record<string, string> };

/** One thing wrong with a file: the row (1 is the header row) and column it is in, and its message id. */
export const importProblem = z.object({
  row: z.number(),
  column: z.string(),
  code: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type ImportProblem = z.infer<typeof importProblem>;

/** What an import did: rows added and rows that updated an existing entry. */
export const importResult = z.object({ created: z.number(), updated: z.number() });
export type ImportResult = z.infer<typeof importResult>;

const squash = (header: string) => header.replace(/[\s*＊]/g, "").toLowerCase();

/** Which of the file's headers each column is under, and a problem for each required column missing. */
function locateColumns<K extends string>(columns: readonly SheetColumn<K>[], headers: readonly string[]) {
  const found = new Map<K, string>();
  const problems: ImportProblem[] = [];
  for (const column of columns) {
    const names = column.headers.map(squash);
    const header = headers.find((h) => names.includes(squash(h)));
    if (header !== undefined) found.set(column.key, header);
    else if (column.required)
      problems.push({ row: 1, column: column.headers[0] ?? column.key, code: v.required });
  }
  return { found, problems };
}

/**
 * Reads and checks every row of an import against its template and row schema; nothing is half-read: the
 * answer is either every row's value or every problem found (with its row number), never both. `keyOf`
 * names a row's identity (a member number, a paper id): a second row with the same one is a problem too.
 * `present` lists the columns the file has, so an update leaves alone what the file does not speak of.
 */
export function checkSheetRows<K extends string, S extends z.ZodType>(
  columns: readonly SheetColumn<K>[],
  sheet: { headers: readonly string[]; rows: readonly SheetInputRow[] },
  schema: S,
  keyOf: (value: z.infer<S>) => string,
):
  | { ok: true; rows: { rowNumber: number; value: z.infer<S> }[]; present: K[] }
  | { ok: false; problems: ImportProblem[] } {
  const { found, problems } = locateColumns(columns, sheet.headers);
  if (problems.length > 0) return { ok: false, problems };
  if (sheet.rows.length === 0) return { ok: false, problems: [{ row: 2, column: "", code: v.required }] };
  const rows: { rowNumber: number; value: z.infer<S> }[] = [];
  const seen = new Map<string, number>();
  const headerOf = (key: string) => found.get(key as K) ?? key;
  for (const row of sheet.rows) {
    const raw = Object.fromEntries(columns.map((c) => [c.key, row.cells[found.get(c.key) ?? ""] ?? ""]));
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      for (const issue of fieldIssuesFromZod(parsed.error.issues)) {
        problems.push({
          row: row.rowNumber,
          column: headerOf(issue.path),
          code: issue.code,
          params: issue.params,
        });
      }
      continue;
    }
    const key = keyOf(parsed.data);
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      problems.push({ row: row.rowNumber, column: "", code: v.importDuplicate, params: { row: earlier } });
    } else seen.set(key, row.rowNumber);
    rows.push({ rowNumber: row.rowNumber, value: parsed.data });
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, rows, present: [...found.keys()] };
}

/** A yes/no cell: 是/否, yes/no, y/n, 1/0, true/false; empty is `fallback`. */
export const sheetFlag = (fallback: boolean) =>
  z
    .string()
    .trim()
    .transform((s, ctx) => {
      const text = s.toLowerCase();
      if (text === "") return fallback;
      if (["是", "yes", "y", "1", "true", "有效"].includes(text)) return true;
      if (["否", "no", "n", "0", "false", "无效"].includes(text)) return false;
      ctx.addIssue({ code: "custom", message: v.invalid });
      return z.NEVER;
    });
