import {
  type ErrorCode,
  type InvoiceStatus,
  needsNewTradeNumber,
  type PaymentContexts,
  type PaymentEvent,
  type PayStatus,
  payStatusTraits,
  type RefundType,
} from "@confreg/shared";
import type { PayLineUpdate } from "#db/tables/pay-lines";
import type { Tx } from "#db/transact";
import { assignPaperCodes } from "#features/papers";
import type { ActorRef } from "#lib/audit/write-audit";
import { payLineState } from "#state/bindings";
import { transitionTo } from "#state/transition";
import { groupFactsOf, memberPaid, paidContextOf } from "./group-payments";
import { partialRefundOf } from "./partial-refund";
import { tradeNumber } from "./trade-number";

/** What firing a pay-line event can answer (routes spread it into their `errors`): its machine's refusals. */
export const payLineEventErrors = [
  "CONFERENCE_NOT_FOUND",
  "NOTHING_TO_PAY",
  "NOT_FOUND",
  "REFUND_BLOCKED_BY_INVOICE",
  "REFUND_ROUTE_NOT_SUPPORTED",
  "STATE_CONFLICT",
  "TRANSITION_NOT_ALLOWED",
] as const satisfies readonly ErrorCode[];

export type PaymentRequest<K extends PaymentEvent = PaymentEvent> = {
  lineId: number;
  event: K;
  actor: ActorRef;
  /** Columns written with the new state: received fee, pay time, provider ids, refund route... */
  set?: PayLineUpdate;
  reason?: string | null;
  /** The money a refund request asks back, when it is part of the line's (the audit row records it). */
  refundFee?: number;
};

async function lineOf(tx: Tx, lineId: number) {
  return tx.db
    .selectFrom("payLines")
    .innerJoin("registrations", "registrations.id", "payLines.registrationId")
    .leftJoin("invoices", "invoices.registrationId", "payLines.registrationId")
    .select([
      "payLines.registrationId",
      "payLines.payType",
      "payLines.refundType",
      "payLines.totalFee",
      "payLines.receivedFee",
      "payLines.currency",
      "invoices.invoiceStatus",
    ])
    .where("payLines.id", "=", lineId)
    .executeTakeFirstOrThrow();
}

/** What the event needs to know, read after the registration is locked (shared PaymentContexts). */
async function contextFor(
  tx: Tx,
  request: PaymentRequest<PaymentEvent>,
): Promise<PaymentContexts[PaymentEvent]> {
  const line = await lineOf(tx, request.lineId);
  const invoiceStatus = (line.invoiceStatus ?? 0) as InvoiceStatus;
  const partial = (await partialRefundOf(tx.db, request.lineId)) !== null;
  const contexts: Partial<PaymentContexts> = {
    startOnlinePayment: { payType: request.set?.payType ?? line.payType, totalFee: line.totalFee },
    uploadVoucher: { payType: request.set?.payType ?? line.payType, totalFee: line.totalFee },
    returnToReview: { payType: line.payType },
    requestRefund: { invoiceStatus },
    refundDifference: { invoiceStatus },
    confirmRefund: { invoiceStatus, partial },
    completeRefund: {
      refundType: (request.set?.refundType ?? line.refundType ?? 2) as RefundType,
      payType: line.payType,
      partial,
    },
  };
  if (request.event === "providerPaid" || request.event === "confirmPayment") {
    return paidContextOf(await groupFactsOf(tx, line.registrationId), line.totalFee);
  }
  return contexts[request.event];
}

const paidEvents: readonly PaymentEvent[] = ["providerPaid", "confirmPayment"];
const refundingEvents: readonly PaymentEvent[] = ["completeRefund", "confirmRefund"];

/**
 * A refund that gives back part of the line's money (an administrator lowered the fee) leaves the line
 * paid with the rest: what it charges and what it holds both drop by the amount.
 */
async function partialRefundSet(
  tx: Tx,
  request: PaymentRequest,
  line: { totalFee: number; receivedFee: number },
): Promise<{ set: PayLineUpdate; refundFee: number | null }> {
  if (!refundingEvents.includes(request.event)) return { set: {}, refundFee: null };
  const amount = await partialRefundOf(tx.db, request.lineId);
  if (amount === null) return { set: {}, refundFee: null };
  return {
    set: { totalFee: Math.max(0, line.totalFee - amount), receivedFee: line.receivedFee - amount },
    refundFee: amount,
  };
}
const payingEvents: readonly PaymentEvent[] = ["startOnlinePayment", "uploadVoucher"];

/** A refunded line paid again goes under a new trade number, never the old one (DOMAIN.md §4). */
async function repayNumber(tx: Tx, request: PaymentRequest): Promise<PayLineUpdate> {
  if (!payingEvents.includes(request.event)) return {};
  const line = await tx.db
    .selectFrom("payLines")
    .innerJoin("registrations", "registrations.id", "payLines.registrationId")
    .innerJoin("conferences", "conferences.id", "registrations.conferenceId")
    .select([
      "payLines.payStatus",
      "payLines.registrationId",
      "payLines.seq",
      "payLines.isRepay",
      "conferences.systemCode",
    ])
    .where("payLines.id", "=", request.lineId)
    .executeTakeFirstOrThrow();
  if (!needsNewTradeNumber(line.payStatus)) return {};
  const repay = line.isRepay + 1;
  return { outTradeNo: tradeNumber(line.systemCode, line.registrationId, line.seq, repay), isRepay: repay };
}

/**
 * Fires a payment-line event through the transition helper (DOMAIN.md §4), with the facts its guards and
 * targets need read under the registration's lock; a payment of a group member recounts the group, and
 * the group reaching its minimum completes its waiting members' payments; a paid registration's papers
 * get their codes.
 */
export async function firePaymentEvent(tx: Tx, request: PaymentRequest<PaymentEvent>): Promise<PayStatus> {
  const line = await lineOf(tx, request.lineId);
  const partial = await partialRefundSet(tx, request, line);
  const to = await transitionTo(tx, payLineState, {
    id: request.lineId,
    event: request.event,
    actor: request.actor,
    set: { ...(await repayNumber(tx, request)), ...request.set, ...partial.set },
    reason: request.reason ?? null,
    amounts: {
      currency: line.currency,
      totalFee: line.totalFee,
      ...(request.set?.receivedFee !== undefined ? { receivedFee: request.set.receivedFee } : {}),
      ...(partial.refundFee !== null ? { refundFee: partial.refundFee } : {}),
      ...(request.refundFee !== undefined ? { refundFee: request.refundFee } : {}),
    },
    context: () => contextFor(tx, request),
  });
  const paidNow = payStatusTraits[to as PayStatus].countsAsPaid;
  if (paidEvents.includes(request.event) && paidNow) {
    await memberPaid(tx, line.registrationId);
  }
  // Paid, or paid and waiting for the group: the papers get their codes (spec 000 §4), in this unit of work.
  if (paidNow) await assignPaperCodes(tx, [line.registrationId]);
  return to as PayStatus;
}
