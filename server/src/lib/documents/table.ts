import type { RGB } from "pdf-lib";
import { colors, type Sheet, type Style } from "./sheet";

export type Cell = string | { text: string; style?: Style };
export type Column = { share: number; align?: Style["align"] };

export type TableOptions = {
  /** Repeated at the top of every page the table reaches. */
  header?: Cell[];
  /** The style of every cell, under each cell's own; header cells are bold on a shaded ground. */
  style?: Style;
  /** The first column as labels: smaller, grey, on a shaded ground. */
  labels?: boolean;
  fill?: RGB;
  border?: RGB;
};

const padding = 4;

function cellOf(cell: Cell): { text: string; style: Style } {
  return typeof cell === "string" ? { text: cell, style: {} } : { text: cell.text, style: cell.style ?? {} };
}

/**
 * A ruled table across the sheet at the cursor: every cell wraps within its column and a row is as tall as
 * its tallest cell, so long names and addresses push the row down instead of running over. A row that
 * does not fit goes to the next page, under the header again; consecutive tables share their rules.
 */
export function drawTable(sheet: Sheet, columns: Column[], rows: Cell[][], options: TableOptions = {}): void {
  const total = columns.reduce((sum, c) => sum + c.share, 0);
  const widths = columns.map((c) => (c.share / total) * sheet.width);
  const lefts = widths.map((_, i) => sheet.left + widths.slice(0, i).reduce((a, b) => a + b, 0));

  const layout = (row: Cell[], header: boolean) =>
    row.map((raw, i) => {
      const { text, style: own } = cellOf(raw);
      const label = options.labels && i === 0 && !header;
      const style: Style = {
        size: 9.5,
        align: header ? "center" : columns[i]?.align,
        ...options.style,
        ...(label ? { size: 8, color: colors.muted } : {}),
        ...(header ? { bold: true, size: 8.5 } : {}),
        ...own,
      };
      const lines = sheet.wrap(text, (widths[i] ?? 0) - 2 * padding, style);
      // A cell taller than a page is cut to one page (a remark pasted with thousands of characters).
      const most = Math.max(1, Math.floor((sheet.pageHeight - 2 * padding) / sheet.lineHeight(style)) - 2);
      return { lines: lines.slice(0, most), style, fill: header || label ? colors.shade : options.fill };
    });

  const draw = (row: Cell[], header: boolean) => {
    const cells = layout(row, header);
    const height = Math.max(...cells.map((c) => c.lines.length * sheet.lineHeight(c.style))) + 2 * padding;
    const newPage = sheet.ensure(height);
    if (newPage && !header && options.header) draw(options.header, true);
    cells.forEach((cell, i) => {
      const x = lefts[i] ?? sheet.left;
      const width = widths[i] ?? 0;
      sheet.box(x, sheet.y, width, height, cell.fill, options.border);
      sheet.drawLines(cell.lines, x + padding, sheet.y - padding, width - 2 * padding, cell.style);
    });
    sheet.y -= height;
  };

  if (options.header) draw(options.header, true);
  for (const row of rows) draw(row, false);
}
