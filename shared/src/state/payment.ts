import { PayStatus, payStatusValues } from "../enums";
import { Actor, type Machine } from "./machine";

const { attendee, admin, provider, system, timer } = Actor;
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
  "approveRefund",
  "rejectRefund",
  "completeRefund",
  "confirmRefund",
] as const;
export type PaymentEvent = (typeof paymentEvents)[number];

/** What a confirmed payment's target depends on: 3 (paid, waiting) while the registration's group is short. */
export type PaymentContext = { groupIncomplete: boolean };

const paidOrPending = {
  oneOf: [S.paid, S.paidPending],
  pick: (context: PaymentContext) => (context.groupIncomplete ? S.paidPending : S.paid),
} as const;

/**
 * The payment line (payStatus), DOMAIN.md §4, row for row. Guards that need more than the line's own state
 * (the invoice, the refund route, the pay type) are in payment-guards.ts.
 */
export const paymentMachine: Machine<PayStatus, PaymentEvent, PaymentContext> = {
  name: "payment",
  states: payStatusValues,
  events: paymentEvents,
  transitions: [
    // Online: 2 Alipay, 3 WeChat, 4 UnionPay, 6 PayPal. From -2 the line first gets a new trade number.
    { from: [S.unpaid, S.refunded], event: "startOnlinePayment", to: S.reviewing, by: [attendee] },
    // Bank transfer (type 1): the voucher goes to review.
    { from: [S.unpaid, S.refunded], event: "uploadVoucher", to: S.reviewing, by: [attendee] },
    // Verified notify or query, amount equal.
    { from: [S.reviewing], event: "providerPaid", to: paidOrPending, by: [provider] },
    // Closed or failed at the provider, or the order expired.
    { from: [S.reviewing], event: "providerClosed", to: S.unpaid, by: [provider, timer] },
    // Transfer or onsite cash, with the received fee.
    { from: [S.unpaid, S.reviewing], event: "confirmPayment", to: paidOrPending, by: [admin] },
    // The voucher is rejected, with a reason.
    { from: [S.reviewing], event: "returnToReview", to: S.unpaid, by: [admin] },
    { from: [S.paidPending], event: "groupCompleted", to: S.paid, by: [system] },
    // Refused while the invoice is issued or issuing: assertRefundNotBlocked.
    {
      from: [S.paid, S.paidPending, S.refundRejected],
      event: "requestRefund",
      to: S.refundReviewing,
      by: [attendee],
    },
    { from: [S.refundReviewing], event: "approveRefund", to: S.refundProcessing, by: [admin] },
    {
      from: [S.refundReviewing, S.refundProcessing],
      event: "rejectRefund",
      to: S.refundRejected,
      by: [admin],
    },
    // Original route (pay types 2, 3, through the provider) or bank transfer: assertRefundRoute.
    { from: [S.refundProcessing], event: "completeRefund", to: S.refunded, by: [admin, provider] },
    // The list action that refunds at once.
    { from: [S.paid, S.refundReviewing], event: "confirmRefund", to: S.refunded, by: [admin] },
  ],
};

/** A refunded line (-2) is paid again under a new trade number, never the old one. */
export function needsNewTradeNumber(status: PayStatus): boolean {
  return status === S.refunded;
}
