import { colors, type Sheet } from "#lib/documents/sheet";
import { chineseDate } from "./dates";
import { type InvoiceDocument, renderInvoicePdf } from "./invoice-pdf";

/** The blue invoice a red one reverses, and why. */
export type Reversal = { originalNumber: string; originalIssuedAt: Date | null; reason: string };

/** The reversal's own number and date, the original's parties and lines: what the credit note shows. */
export type RedReversalDocument = InvoiceDocument & { reversal: Reversal };

function banner(sheet: Sheet, reversal: Reversal): void {
  const style = { size: 9.5, color: colors.red };
  const when = reversal.originalIssuedAt ? `（开具于 ${chineseDate(reversal.originalIssuedAt)}）` : "";
  const width = sheet.width - 12;
  const head = sheet.wrap("红字发票（负数发票） · Red-letter invoice (credit note)", width, {
    ...style,
    bold: true,
  });
  const body = [
    ...sheet.wrap(`冲销蓝字发票号码 Reverses invoice No.：${reversal.originalNumber}${when}`, width, style),
    ...sheet.wrap(`冲红原因 Reason：${reversal.reason || "—"}`, width, style),
  ];
  const height = (head.length + body.length) * sheet.lineHeight(style) + 10;
  sheet.ensure(height);
  sheet.box(sheet.left, sheet.y, sheet.width, height, colors.redShade, colors.red);
  const top = sheet.y - 5;
  sheet.drawLines(head, sheet.left + 6, top, width, { ...style, bold: true });
  sheet.drawLines(body, sheet.left + 6, top - head.length * sheet.lineHeight(style), width, style);
  sheet.y -= height + 8;
}

/**
 * The red reversal of an invoice (负数发票): the original's buyer and lines with negative amounts, under
 * its own number, naming the blue invoice it cancels, as the tax office's red invoices do.
 */
export function renderRedReversalPdf(doc: RedReversalDocument): Promise<Buffer> {
  return renderInvoicePdf(doc, {
    sign: -1,
    banner: (sheet) => banner(sheet, doc.reversal),
    remark: `被红冲蓝字发票号码：${doc.reversal.originalNumber}`,
  });
}
