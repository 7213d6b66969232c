// The payments feature's one door: what other features and the seed use of it.
export { confirmPaymentIn, confirmPaymentsIn } from "./confirm-payments";
export { groupFactsOf, groupPaidStatuses, writePayNumber } from "./group-payments";
export { insertFirstPayLines, insertPayLine } from "./pay-lines";
export { firePaymentEvent } from "./payment-events";
export { noticeLocale } from "./payment-facts";
export { type RefundAccount, requestPartialRefund, requestRefund } from "./refunds";
