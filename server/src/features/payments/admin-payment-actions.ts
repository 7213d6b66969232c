import { AppError, assertRefundRoute, PayStatus, RefundType } from "@confreg/shared";
import { type Tx, transact } from "#db/transact";
import type { AppDeps } from "#http/env";
import type { ActorRef } from "#lib/audit/write-audit";
import { applyRefundReport } from "./apply-report";
import { confirmPaymentIn } from "./confirm-payments";
import { partialRefundOf } from "./partial-refund";
import { firePaymentEvent } from "./payment-events";
import { lineFacts } from "./payment-facts";
import { queuePaymentNotice } from "./payment-notices";

type Admin = { adminId: number; lineId: number };
const adminActor = (adminId: number): ActorRef => ({ kind: "admin", id: adminId });

function inUnit<T>(deps: AppDeps, work: (tx: Tx) => Promise<T>) {
  return transact(deps.db, work, { at: deps.now() });
}

/** Money received by transfer, cash or cheque (confirmPay): the line is paid with what arrived. */
export function confirmPayment(
  deps: AppDeps,
  request: Admin & { receivedFee: number; payType?: 1 | 5; note: string },
) {
  const { adminId, ...confirm } = request;
  return inUnit(deps, (tx) => confirmPaymentIn(tx, { ...confirm, actor: adminActor(adminId) }));
}

/** The voucher is not accepted (rejectConfirm): the line is unpaid again, the attendee told why. */
export function returnToReview(deps: AppDeps, request: Admin & { reason: string }) {
  return inUnit(deps, (tx) =>
    firePaymentEvent(tx, {
      lineId: request.lineId,
      event: "returnToReview",
      actor: adminActor(request.adminId),
      reason: request.reason,
      set: { returnReason: request.reason },
    }),
  );
}

export function approveRefund(deps: AppDeps, request: Admin) {
  return inUnit(deps, async (tx) => {
    const actor = adminActor(request.adminId);
    await firePaymentEvent(tx, { lineId: request.lineId, event: "approveRefund", actor });
    await queuePaymentNotice(tx, request.lineId, "refundApproved", actor);
  });
}

/** The refund request is turned down (rejectRefund), with the reason the attendee sees. */
export function rejectRefund(deps: AppDeps, request: Admin & { reason: string }) {
  return inUnit(deps, async (tx) => {
    await firePaymentEvent(tx, {
      lineId: request.lineId,
      event: "rejectRefund",
      actor: adminActor(request.adminId),
      reason: request.reason,
    });
    const latest = await latestRequest(tx, request.lineId);
    if (latest)
      await tx.db
        .updateTable("refundRequests")
        .set({ rejectReason: request.reason })
        .where("id", "=", latest.id)
        .execute();
  });
}

/** The list's direct refund (confirmRefund): from paid or a request under review straight to refunded. */
export function confirmRefundDirectly(deps: AppDeps, request: Admin) {
  return inUnit(deps, async (tx) => {
    const actor = adminActor(request.adminId);
    await firePaymentEvent(tx, {
      lineId: request.lineId,
      event: "confirmRefund",
      actor,
      set: { refundType: RefundType.transfer, refundTime: tx.now },
    });
    await queuePaymentNotice(tx, request.lineId, "refundCompleted", actor);
  });
}

const latestRequest = (tx: Tx, lineId: number) =>
  tx.db
    .selectFrom("refundRequests")
    .select(["id", "outRefundNo"])
    .where("payLineId", "=", lineId)
    .orderBy("id", "desc")
    .executeTakeFirst();

/**
 * Sends an approved refund's money back (issueRefund, checkRefund): by bank transfer, done by the finance
 * office and recorded here; or by the original route through the provider that took the money (the pay
 * types whose `refundRoutes` have it), finished when the provider says so, at once or on a later check.
 */
export async function completeRefund(
  deps: AppDeps,
  request: Admin & { refundType: RefundType; origin: string },
): Promise<void> {
  const actor = adminActor(request.adminId);
  if (request.refundType === RefundType.transfer) {
    await inUnit(deps, async (tx) => {
      const set = { refundType: RefundType.transfer, refundTime: tx.now };
      await firePaymentEvent(tx, { lineId: request.lineId, event: "completeRefund", actor, set });
      await queuePaymentNotice(tx, request.lineId, "refundCompleted", actor);
    });
    return;
  }
  const line = await lineFacts(deps.db, request.lineId);
  assertRefundRoute(request.refundType, line.payType);
  if (line.payStatus !== PayStatus.refundProcessing) throw new AppError("TRANSITION_NOT_ALLOWED");
  const order = await deps.db
    .selectFrom("paymentOrders")
    .select(["provider", "amount", "currency"])
    .where("outTradeNo", "=", line.outTradeNo)
    .where("status", "=", "paid")
    .executeTakeFirst();
  const provider = order && deps.payments.byName(order.provider);
  if (!order || !provider) throw new AppError("REFUND_ROUTE_NOT_SUPPORTED", { lineId: line.id });
  const refundNo = await inUnit(deps, async (tx) => {
    const latest = await latestRequest(tx, line.id);
    if (!latest) throw new AppError("TRANSITION_NOT_ALLOWED");
    // One refund number per request: asking again (a timeout, a second click) cannot refund twice.
    const outRefundNo = latest.outRefundNo || `${line.outTradeNo}F${latest.id}`;
    await tx.db.updateTable("refundRequests").set({ outRefundNo }).where("id", "=", latest.id).execute();
    return outRefundNo;
  });
  // A partial refund (an administrator lowered the fee) sends back its amount, else the whole payment.
  const partial = await partialRefundOf(deps.db, line.id);
  const money = { amount: partial ?? (line.receivedFee || order.amount), currency: order.currency };
  const report = await provider
    .refund({
      outTradeNo: line.outTradeNo,
      outRefundNo: refundNo,
      refund: money,
      total: { amount: order.amount, currency: order.currency },
      reason: "conference registration refund",
      transactionId: line.transactionId || null,
      notifyUrl: `${deps.config.publicUrl ?? request.origin}/api/payments/notify/${provider.name}`,
    })
    .catch((error: Error) => {
      deps.logger.warn({ provider: provider.name, err: error.message }, "refund not sent");
      throw new AppError("PAYMENT_PROVIDER_UNAVAILABLE", { provider: provider.name });
    });
  const outcome = await applyRefundReport(deps.db, provider.name, report, { at: deps.now() });
  if (outcome === "refundFailed") throw new AppError("REFUND_FAILED", { message: report.message ?? "" });
}
