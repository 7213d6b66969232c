import { InvoiceStatus, PayStatus } from "../enums";
import { AppError } from "../errors";

const deletablePayStatuses: readonly PayStatus[] = [PayStatus.unpaid, PayStatus.refunded];
const blockingInvoiceStatuses: readonly InvoiceStatus[] = [InvoiceStatus.issued, InvoiceStatus.issuing];

/**
 * A registration can be deleted (softly, audited) only while nothing is paid or in flight on any of its
 * payment lines (each 0 or -2) and none of its invoices is issued or being issued (DOMAIN.md §7).
 */
export function canDeleteRegistration(
  payStatuses: readonly PayStatus[],
  invoiceStatuses: readonly InvoiceStatus[],
): boolean {
  return (
    payStatuses.every((status) => deletablePayStatuses.includes(status)) &&
    !invoiceStatuses.some((status) => blockingInvoiceStatuses.includes(status))
  );
}

export function assertCanDeleteRegistration(
  payStatuses: readonly PayStatus[],
  invoiceStatuses: readonly InvoiceStatus[],
): void {
  if (!canDeleteRegistration(payStatuses, invoiceStatuses)) {
    throw new AppError("REGISTRATION_NOT_DELETABLE", { payStatuses, invoiceStatuses });
  }
}
