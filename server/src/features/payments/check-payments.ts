import { PayStatus, payStatusesWhere } from "@confreg/shared";
import type { AppDeps } from "#http/env";
import { applyPaymentReport, applyRefundReport } from "./apply-report";

/**
 * Asks the providers about a registration's open lines (checkPayUpdate, checkPayRefund): a line waiting
 * on an online order, and a refund under way by the original route. What they say goes through the same
 * path as a notify. A provider that cannot be reached just leaves the line as it is.
 */
export async function checkRegistrationPayments(deps: AppDeps, registrationId: number): Promise<void> {
  const lines = await deps.db
    .selectFrom("payLines")
    .select(["id", "payStatus", "outTradeNo", "transactionId"])
    .where("registrationId", "=", registrationId)
    .where("payStatus", "in", payStatusesWhere("underWay"))
    .execute();
  for (const line of lines) {
    try {
      if (line.payStatus === PayStatus.reviewing) await checkOrder(deps, line.outTradeNo);
      else await checkRefund(deps, line.id);
    } catch (error) {
      deps.logger.warn({ lineId: line.id, err: (error as Error).message }, "payment check failed");
    }
  }
}

async function checkOrder(deps: AppDeps, outTradeNo: string) {
  const order = await deps.db
    .selectFrom("paymentOrders")
    .select(["provider", "outTradeNo", "providerOrderId", "status"])
    .where("outTradeNo", "=", outTradeNo)
    .executeTakeFirst();
  if (!order || (order.status !== "open" && order.status !== "creating")) return;
  const provider = deps.payments.byName(order.provider);
  if (!provider) return;
  const report = await provider.query({ outTradeNo, providerOrderId: order.providerOrderId });
  // A query's "closed" for an order still in its time is the payer's abandoned page: only the timer closes.
  if (report.status === "paid") await applyPaymentReport(deps.db, order.provider, report, { at: deps.now() });
}

/** A refund by the original route still at the provider: asks how it went. */
export async function checkRefund(deps: AppDeps, lineId: number): Promise<void> {
  const request = await deps.db
    .selectFrom("refundRequests")
    .innerJoin("payLines", "payLines.id", "refundRequests.payLineId")
    .innerJoin("paymentOrders", "paymentOrders.outTradeNo", "payLines.outTradeNo")
    .select([
      "refundRequests.outRefundNo",
      "payLines.outTradeNo",
      "payLines.transactionId",
      "paymentOrders.provider",
    ])
    .where("refundRequests.payLineId", "=", lineId)
    .where("refundRequests.outRefundNo", "!=", "")
    .orderBy("refundRequests.id", "desc")
    .executeTakeFirst();
  const provider = request && deps.payments.byName(request.provider);
  if (!request || !provider) return;
  const report = await provider.queryRefund({
    outTradeNo: request.outTradeNo,
    outRefundNo: request.outRefundNo,
    transactionId: request.transactionId || null,
  });
  await applyRefundReport(deps.db, request.provider, report, { at: deps.now() });
}
