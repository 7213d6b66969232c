import { InvoiceStatus, InvoiceType, invoiceStatusTraits, invoiceStatusValues, PayStatus } from "../enums";
import type { ErrorCode } from "../errors";
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

/** What applying needs to know: the payment it invoices. */
export type InvoiceApplyFact = Pick<InvoiceApplication, "payStatus" | "totalFee" | "invoiceType">;
export type InvoiceContexts = Omit<NoContext<InvoiceEvent>, "apply" | "issue" | "reissue"> & {
  apply: InvoiceApplyFact;
  issue: InvoiceApplyFact;
  reissue: InvoiceApplyFact;
};

/** Only a paid fee with something to invoice, for an invoice that is wanted, is applied for or issued. */
const invoiceable = (fact: InvoiceApplyFact) => (isInvoiceable(fact) ? null : "INVOICE_NOT_APPLICABLE");

/** Staff's actions on a number: issuing one, issuing another in its place, reversing it. */
const numberEvents: readonly InvoiceEvent[] = ["issue", "reissue", "void"];

/**
 * DOMAIN.md §5, one live number per payment: issuing where a number is live is "already issued" (the
 * number stays, nothing is asked of the issuer); anything while the issuer works is "in progress";
 * re-issuing or voiding what was never issued is "not issued".
 */
function numberRefusal(from: InvoiceStatus, event: InvoiceEvent): ErrorCode | null {
  if (!numberEvents.includes(event)) return null;
  const traits = invoiceStatusTraits[from];
  if (traits.atIssuer) return "INVOICE_IN_PROGRESS";
  if (traits.live) return "INVOICE_ALREADY_ISSUED";
  return event === "issue" ? null : "INVOICE_NOT_ISSUED";
}

/**
 * Invoice status, DOMAIN.md §5. The issuer (built-in, or a tax platform adapter) reports results as
 * system or provider. "Aborted" is the tax platform asking the operator to sign in again (spec 002 §4):
 * nothing was issued or voided, so the status goes back (issuing to applied rather than the spec's 0: staff
 * issue only what was applied for, DOMAIN.md §5, and the application still stands).
 */
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
    // Issue (one or batch) acts on what was applied for, or failed: never on a live number.
    { from: [S.applying, S.failed], event: "issue", to: S.issuing, by: [admin], guard: invoiceable },
    // Re-issue (spec 002 §4: offered at 2, -1 and -2). From -1 or -2 it is a new issue; from 2 it is one
    // workflow, the issued number red-reversed first, and the system issues the corrected invoice once
    // the reversal is confirmed (-2 -> 3), so that a number is never replaced before it is cancelled.
    { from: [S.failed, S.voided], event: "reissue", to: S.issuing, by: [admin], guard: invoiceable },
    { from: [S.issued], event: "reissue", to: S.voiding, by: [admin], guard: invoiceable },
    { from: [S.voided], event: "reissue", to: S.issuing, by: [system], guard: invoiceable },
    { from: [S.issuing], event: "issued", to: S.issued, by: [system, provider] },
    { from: [S.issuing], event: "issueFailed", to: S.failed, by: [system, provider] },
    // Nothing was issued and the application stands: back to applied, where staff may issue it again.
    { from: [S.issuing], event: "issueAborted", to: S.applying, by: [system, provider] },
    { from: [S.issued], event: "void", to: S.voiding, by: [admin] },
    { from: [S.voiding], event: "voided", to: S.voided, by: [system, provider] },
    { from: [S.voiding], event: "voidAborted", to: S.issued, by: [system, provider] },
  ],
  refusal: numberRefusal,
};

/** Whether an administrator's re-issue from this status red-reverses the issued number first. */
export function reissueReverses(status: InvoiceStatus): boolean {
  return invoiceMachine.transitions.some(
    (t) => t.event === "reissue" && t.from.includes(status) && t.by.includes(admin) && t.to === S.voiding,
  );
}

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
  return detailsMayChange(invoiceStatus);
}

/**
 * Whether finance staff may change the buyer's details (manage-invoice/updateInvoice, spec 002 §2): while
 * nothing is issued (0 none, 1 applying, -1 failed) or after a void (-2, to re-issue with a corrected
 * title). Never while it is issued or in the issuer's hands (2, 3, -3): an issued invoice does not change.
 */
export function canStaffEditInvoice(invoiceStatus: InvoiceStatus): boolean {
  return detailsMayChange(invoiceStatus);
}

/** An invoice's details change only while no number is live and the issuer is not working on it. */
function detailsMayChange(invoiceStatus: InvoiceStatus): boolean {
  const traits = invoiceStatusTraits[invoiceStatus];
  return !traits.live && !traits.atIssuer;
}
