import { type InvoiceStatus, PayStatus, type PayType, payStatusValues, type RefundType } from "../enums";
import { Actor, type Machine } from "./machine";
import { canRefundBy, hasVoucher, isOnlinePayType, refundBlockedByInvoice } from "./payment-guards";

const { attendee, admin, device, provider, system, timer } = Actor;
const S = PayStatus;

export const paymentEvents = [
  "startOnlinePayment",
  "uploadVoucher",
  "providerPaid",
  "providerClosed",
  "confirmPayment",
  "returnToReview",
  "groupCompleted",
  "requestRefund",
  "refundDifference",
  "approveRefund",
  "rejectRefund",
  "completeRefund",
  "confirmRefund",
] as const;
export type PaymentEvent = (typeof paymentEvents)[number];

/** Whether the registration's group is still short of its minimum: a confirmed payment then waits (3). */
export type GroupFact = { groupIncomplete: boolean };
/** The registration's invoice: money does not go back while it is issued or being issued. */
export type InvoiceFact = { invoiceStatus: InvoiceStatus };

/** The line's pay type and amount: a payment starts only for something to pay, in the line's way. */
export type LineFact = { payType: PayType; totalFee: number };
/** The line's pay type: only a voucher can be sent back to the attendee. */
export type PayTypeFact = { payType: PayType };
/**
 * Whether the line's refund request gives back part of its money (an administrator lowered the fee of a
 * paid registration, DOMAIN.md §3): the line then stays paid with the rest, instead of becoming refunded.
 */
export type RefundFact = { partial: boolean };

export type PaymentContexts = {
  startOnlinePayment: LineFact;
  uploadVoucher: LineFact;
  providerPaid: GroupFact;
  providerClosed: undefined;
  confirmPayment: GroupFact & { totalFee: number };
  returnToReview: PayTypeFact;
  groupCompleted: undefined;
  requestRefund: InvoiceFact;
  refundDifference: InvoiceFact;
  approveRefund: undefined;
  rejectRefund: undefined;
  completeRefund: RefundFact & { refundType: RefundType; payType: PayType };
  confirmRefund: RefundFact & InvoiceFact;
};

const paidOrPending = {
  oneOf: [S.paid, S.paidPending],
  pick: (context: GroupFact) => (context.groupIncomplete ? S.paidPending : S.paid),
} as const;

/** A refund ends the line (refunded), or, giving back part of it, leaves the rest paid. */
const refundedOrPaid = {
  oneOf: [S.refunded, S.paid],
  pick: (context: RefundFact) => (context.partial ? S.paid : S.refunded),
} as const;

const notBlockedByInvoice = (context: InvoiceFact) =>
  refundBlockedByInvoice(context.invoiceStatus) ? "REFUND_BLOCKED_BY_INVOICE" : null;

/** The payment line (payStatus), DOMAIN.md §4, row for row, with the rules beyond the state as guards. */
export const paymentMachine: Machine<PayStatus, PaymentEvent, PaymentContexts> = {
  name: "payment",
  states: payStatusValues,
  events: paymentEvents,
  transitions: [
    // Online: 2 Alipay, 3 WeChat, 4 UnionPay, 6 PayPal. From -2 the line first gets a new trade number.
    {
      from: [S.unpaid, S.refunded],
      event: "startOnlinePayment",
      to: S.reviewing,
      by: [attendee],
      guard: ({ payType, totalFee }) =>
        totalFee <= 0 ? "NOTHING_TO_PAY" : isOnlinePayType(payType) ? null : "TRANSITION_NOT_ALLOWED",
    },
    // A type paid with a voucher (bank transfer): the voucher goes to review.
    {
      from: [S.unpaid, S.refunded],
      event: "uploadVoucher",
      to: S.reviewing,
      by: [attendee],
      guard: ({ payType, totalFee }) =>
        totalFee <= 0 ? "NOTHING_TO_PAY" : hasVoucher(payType) ? null : "TRANSITION_NOT_ALLOWED",
    },
    // Verified notify or query, amount equal.
    { from: [S.reviewing], event: "providerPaid", to: paidOrPending, by: [provider] },
    // Closed or failed at the provider, or the order expired.
    { from: [S.reviewing], event: "providerClosed", to: S.unpaid, by: [provider, timer] },
    // Transfer or onsite cash, with the received fee.
    {
      from: [S.unpaid, S.reviewing],
      event: "confirmPayment",
      to: paidOrPending,
      by: [admin],
      guard: ({ totalFee }) => (totalFee <= 0 ? "NOTHING_TO_PAY" : null),
    },
    // Cash taken by a kiosk's desk on a conference with onsite payment: only an unpaid line, never a
    // voucher under review (the finance office decides those).
    {
      from: [S.unpaid],
      event: "confirmPayment",
      to: paidOrPending,
      by: [device],
      guard: ({ totalFee }) => (totalFee <= 0 ? "NOTHING_TO_PAY" : null),
    },
    // The voucher is rejected, with a reason. An online order under review has no voucher: its provider
    // (or the order's expiry) decides it.
    {
      from: [S.reviewing],
      event: "returnToReview",
      to: S.unpaid,
      by: [admin],
      guard: ({ payType }) => (hasVoucher(payType) ? null : "TRANSITION_NOT_ALLOWED"),
    },
    { from: [S.paidPending], event: "groupCompleted", to: S.paid, by: [system] },
    {
      from: [S.paid, S.paidPending, S.refundRejected],
      event: "requestRefund",
      to: S.refundReviewing,
      by: [attendee],
      guard: notBlockedByInvoice,
    },
    // An administrator lowered a paid registration's fee: the difference is asked back on a paid line.
    {
      from: [S.paid, S.refundRejected],
      event: "refundDifference",
      to: S.refundReviewing,
      by: [admin],
      guard: notBlockedByInvoice,
    },
    { from: [S.refundReviewing], event: "approveRefund", to: S.refundProcessing, by: [admin] },
    {
      from: [S.refundReviewing, S.refundProcessing],
      event: "rejectRefund",
      to: S.refundRejected,
      by: [admin],
    },
    // Original route (the pay types whose provider refunds, payTypeTraits) or bank transfer.
    {
      from: [S.refundProcessing],
      event: "completeRefund",
      to: refundedOrPaid,
      by: [admin, provider],
      guard: ({ refundType, payType }) =>
        canRefundBy(refundType, payType) ? null : "REFUND_ROUTE_NOT_SUPPORTED",
    },
    // The list action that refunds at once.
    {
      from: [S.paid, S.refundReviewing],
      event: "confirmRefund",
      to: refundedOrPaid,
      by: [admin],
      guard: notBlockedByInvoice,
    },
  ],
};

/** A refunded line (-2) is paid again under a new trade number, never the old one. */
export function needsNewTradeNumber(status: PayStatus): boolean {
  return status === S.refunded;
}
