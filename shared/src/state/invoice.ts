import { InvoiceStatus, InvoiceType, invoiceStatusValues, PayStatus } from "../enums";
import { Actor, canFire, type Machine, type NoContext } from "./machine";

const { attendee, admin, provider, system } = Actor;
const S = InvoiceStatus;

export const invoiceEvents = [
  "apply",
  "issue",
  "reissue",
  "issued",
  "issueFailed",
  "issueAborted",
  "void",
  "voided",
  "voidAborted",
] as const;
export type InvoiceEvent = (typeof invoiceEvents)[number];

/**
 * Invoice status, DOMAIN.md §5. The issuer (built-in, or a tax platform adapter) reports results as
 * system or provider. "Aborted" is the tax platform asking the operator to sign in again (spec 002 §4):
 * nothing was issued or voided, so the status goes back.
 */
/** What applying needs to know: the payment it invoices. */
export type InvoiceApplyFact = Pick<InvoiceApplication, "payStatus" | "totalFee" | "invoiceType">;
export type InvoiceContexts = Omit<NoContext<InvoiceEvent>, "apply" | "issue" | "reissue"> & {
  apply: InvoiceApplyFact;
  issue: InvoiceApplyFact;
  reissue: InvoiceApplyFact;
};

/** Only a paid fee with something to invoice, for an invoice that is wanted, is applied for or issued. */
const invoiceable = (fact: InvoiceApplyFact) => (isInvoiceable(fact) ? null : "INVOICE_NOT_APPLICABLE");

export const invoiceMachine: Machine<InvoiceStatus, InvoiceEvent, InvoiceContexts> = {
  name: "invoice",
  states: invoiceStatusValues,
  events: invoiceEvents,
  transitions: [
    {
      from: [S.none, S.voided],
      event: "apply",
      to: S.applying,
      by: [attendee],
      guard: invoiceable,
    },
    { from: [S.none, S.applying], event: "issue", to: S.issuing, by: [admin], guard: invoiceable },
    {
      from: [S.issued, S.failed, S.voided],
      event: "reissue",
      to: S.issuing,
      by: [admin],
      guard: invoiceable,
    },
    { from: [S.issuing], event: "issued", to: S.issued, by: [system, provider] },
    { from: [S.issuing], event: "issueFailed", to: S.failed, by: [system, provider] },
    { from: [S.issuing], event: "issueAborted", to: S.none, by: [system, provider] },
    { from: [S.issued], event: "void", to: S.voiding, by: [admin] },
    { from: [S.voiding], event: "voided", to: S.voided, by: [system, provider] },
    { from: [S.voiding], event: "voidAborted", to: S.issued, by: [system, provider] },
  ],
};

export type InvoiceApplication = {
  payStatus: PayStatus;
  totalFee: number;
  invoiceStatus: InvoiceStatus;
  invoiceType: InvoiceType;
};

/** Whether the payment can be invoiced at all: paid, something to invoice, and an invoice wanted. */
export function isInvoiceable(line: Omit<InvoiceApplication, "invoiceStatus">): boolean {
  return line.payStatus === PayStatus.paid && line.totalFee > 0 && line.invoiceType !== InvoiceType.none;
}

/** The attendee's "apply for invoice" button (spec 000 §4): an invoiceable payment, status 0 or -2. */
export function canApplyInvoice(application: InvoiceApplication): boolean {
  return canFire(invoiceMachine, application.invoiceStatus, "apply", attendee, application);
}

/**
 * Whether the attendee may still change the invoice details: not while it is issued or in the issuer's
 * hands (3 issuing, -3 voiding), and never on invoice-only conferences, where the details are the order.
 */
export function canEditInvoice(invoiceStatus: InvoiceStatus, settings: { isOnlyinvoice: boolean }): boolean {
  if (settings.isOnlyinvoice) return false;
  return invoiceStatus !== S.issued && invoiceStatus !== S.issuing && invoiceStatus !== S.voiding;
}

/**
 * Whether finance staff may change the buyer's details (manage-invoice/updateInvoice, spec 002 §2): while
 * nothing is issued (0 none, 1 applying, -1 failed) or after a void (-2, to re-issue with a corrected
 * title). Never while it is issued or in the issuer's hands (2, 3, -3): an issued invoice does not change.
 */
export function canStaffEditInvoice(invoiceStatus: InvoiceStatus): boolean {
  return (
    invoiceStatus === S.none ||
    invoiceStatus === S.applying ||
    invoiceStatus === S.failed ||
    invoiceStatus === S.voided
  );
}
