import { InvoiceType } from "@confreg/shared";
import type { BuiltinInvoiceRow } from "#db/tables/invoice-sequences";
import { renderInvoicePdf } from "#features/invoices/documents/invoice-pdf";
import { renderRedReversalPdf } from "#features/invoices/documents/red-reversal-pdf";
import { renderUsdReceiptPdf } from "#features/invoices/documents/usd-receipt-pdf";
import type { IssueRequest } from "#ports/invoice-issuer";

/**
 * What a built-in document shows besides its number and date, kept (as JSON) from numbering until the
 * document is stored, so a document whose storing failed is drawn again the same by a retry or a query.
 */
export type Content = Pick<
  IssueRequest,
  "invoiceType" | "seller" | "buyer" | "lines" | "currency" | "remark" | "conference"
> & {
  reversal?: { originalNumber: string; originalIssuedAt: string | null; reason: string };
};

export function contentOf(request: IssueRequest, reversal?: Content["reversal"]): string {
  const { invoiceType, seller, buyer, lines, currency, remark, conference } = request;
  const content: Content = { invoiceType, seller, buyer, lines, currency, remark, conference };
  return JSON.stringify(reversal ? { ...content, reversal } : content);
}

/** The PDF of a numbered entry: the USD receipt for type 3, the invoice otherwise; a reversal's red version. */
export function renderEntry(row: BuiltinInvoiceRow): Promise<Buffer> {
  const content = JSON.parse(row.content) as Content;
  const { reversal: stored, ...rest } = content;
  const common = { ...rest, number: row.invoiceNumber, issuedAt: new Date(row.issuedAt) };
  const reversal = stored && {
    originalNumber: stored.originalNumber,
    originalIssuedAt: stored.originalIssuedAt ? new Date(stored.originalIssuedAt) : null,
    reason: stored.reason,
  };
  if (content.invoiceType === InvoiceType.usdReceipt)
    return renderUsdReceiptPdf(reversal ? { ...common, reversal } : common);
  return reversal ? renderRedReversalPdf({ ...common, reversal }) : renderInvoicePdf(common);
}
