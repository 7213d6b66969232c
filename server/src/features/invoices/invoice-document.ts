import { AppError, InvoiceStatus } from "@confreg/shared";
import type { AppDeps } from "#http/env";

type Which = { invoiceId: number } | { registrationId: number; accountId: number };

type DocumentColumns = {
  invoiceStatus: number;
  issuer: string;
  documentKey: string;
  electronicInvoiceUrl: string;
};

/**
 * Issued through one of our issuers, but with no document: the platform issued it and its PDF failed
 * (Nuonuo's status 24) or is not made yet. Imported invoices (no issuer) keep what they came with.
 */
export const isDocumentMissing = (row: DocumentColumns): boolean =>
  row.invoiceStatus === InvoiceStatus.issued &&
  row.issuer !== "" &&
  row.documentKey === "" &&
  row.electronicInvoiceUrl === "";

/** The back office's link to an issued invoice's PDF, "" while there is none. */
export const adminDocumentUrl = (invoiceId: number, row: DocumentColumns): string =>
  row.invoiceStatus === InvoiceStatus.issued && !isDocumentMissing(row)
    ? `/api/admin/invoices/${invoiceId}/document`
    : "";

/**
 * An issued invoice's PDF: the built-in issuer's from storage, a platform's through its adapter. The
 * attendee reaches only their own registration's; staff reach it by invoice within their scope.
 */
export async function invoiceDocument(
  deps: AppDeps,
  which: Which,
): Promise<{ bytes: Buffer; number: string }> {
  const invoice = await deps.db
    .selectFrom("invoices")
    .innerJoin("registrations", "registrations.id", "invoices.registrationId")
    .select([
      "invoices.invoiceNumber",
      "invoices.invoiceStatus",
      "invoices.documentKey",
      "invoices.electronicInvoiceUrl",
      "invoices.issuer",
    ])
    .where("registrations.isDeleted", "=", 0)
    .$if("invoiceId" in which, (q) => q.where("invoices.id", "=", "invoiceId" in which ? which.invoiceId : 0))
    .$if("accountId" in which, (q) =>
      "accountId" in which
        ? q
            .where("registrations.id", "=", which.registrationId)
            .where("registrations.accountId", "=", which.accountId)
        : q,
    )
    .executeTakeFirst();
  if (!invoice) throw new AppError("NOT_FOUND");
  if (invoice.invoiceStatus !== InvoiceStatus.issued) throw new AppError("INVOICE_NOT_ISSUED");
  const issuer = deps.invoices.byName(invoice.issuer);
  // A storage key with no file yet (the demo's invoices, numbered but not drawn): the issuer draws it now.
  const stored = invoice.documentKey ? await deps.storage.get(invoice.documentKey) : null;
  const bytes =
    stored ??
    (await issuer?.document({
      invoiceNumber: invoice.invoiceNumber,
      storageKey: invoice.documentKey || null,
      url: invoice.electronicInvoiceUrl || null,
    }));
  if (!bytes) throw new AppError("NOT_FOUND");
  return { bytes, number: invoice.invoiceNumber };
}
