import { ProviderError, type RefundReport, type RefundRequest } from "#ports/payment-provider";
import { centsFromYuan, yuanFromCents } from "./alipay-format";
import { type AlipayAnswer, type AlipayGateway, answerCode, answerError, answerText } from "./alipay-gateway";

/**
 * Alipay's refusals of a refund that asking again will not change (the trade is not refundable, the amount
 * is wrong, the refund number was used for another amount): reported as a failed refund. Anything else
 * (ACQ.SYSTEM_ERROR, a balance too low for now, the gateway unreachable) is a ProviderError, to be retried.
 */
const finalRefusals = new Set([
  "ACQ.TRADE_NOT_EXIST",
  "ACQ.TRADE_HAS_CLOSE",
  "ACQ.TRADE_HAS_FINISHED",
  "ACQ.TRADE_STATUS_ERROR",
  "ACQ.REFUND_AMT_NOT_EQUAL_TOTAL",
  "ACQ.REASON_TRADE_REFUND_FEE_ERR",
  "ACQ.DISCORDANT_REPEAT_REQUEST",
]);

type RefundRef = Pick<RefundRequest, "outTradeNo" | "outRefundNo">;

/**
 * alipay.trade.refund, with our refund number as out_request_no: Alipay refunds one request number once,
 * so sending the same refund again is safe.
 */
export async function refundAlipayTrade(
  gateway: AlipayGateway,
  request: RefundRequest,
): Promise<RefundReport> {
  if (request.refund.currency !== "CNY") {
    throw new ProviderError("alipay", "Alipay refunds yuan only", "unsupported-currency");
  }
  const bizContent: Record<string, string> = {
    out_trade_no: request.outTradeNo,
    out_request_no: request.outRefundNo,
    refund_amount: yuanFromCents(request.refund.amount),
  };
  if (request.reason) bizContent.refund_reason = request.reason.slice(0, 256);
  const answer = await gateway.call("alipay.trade.refund", bizContent);
  if (answer.code !== "10000") {
    if (finalRefusals.has(answerCode(answer))) return failed(request, refusalMessage(answer));
    throw answerError("alipay.trade.refund", answer);
  }
  // fund_change Y: this call moved the money back, exactly refund_amount (its refund_fee is the trade's
  // refunded total so far, so it is not read as this refund's amount).
  if (answerText(answer, "fund_change") === "Y") {
    return { ...ref(request), status: "done", refund: request.refund, refundId: null, message: null };
  }
  // N: nothing moved now (a refund already made under this number, or one Alipay is still making); Alipay
  // asks for the refund query to tell which.
  return queryAlipayRefund(gateway, request);
}

/**
 * alipay.trade.fastpay.refund.query: a refund that Alipay made comes back with its refund_amount (and a
 * refund_status of REFUND_SUCCESS, or none for synchronous refunds); one it has no trace of was not made.
 */
export async function queryAlipayRefund(gateway: AlipayGateway, request: RefundRef): Promise<RefundReport> {
  const answer = await gateway.call("alipay.trade.fastpay.refund.query", {
    out_trade_no: request.outTradeNo,
    out_request_no: request.outRefundNo,
  });
  if (answer.code !== "10000") {
    if (answerCode(answer) === "ACQ.TRADE_NOT_EXIST") return failed(request, "Alipay has no such trade");
    throw answerError("alipay.trade.fastpay.refund.query", answer);
  }
  const amount = answerText(answer, "refund_amount");
  if (amount === null) {
    // Safe to retry: the refund was not made, and a new request under the same number makes it once.
    return failed(request, "Alipay has no such refund: it was not made");
  }
  const refundStatus = answerText(answer, "refund_status");
  if (refundStatus !== null && refundStatus !== "REFUND_SUCCESS") {
    return { ...ref(request), status: "processing", refund: null, refundId: null, message: null };
  }
  const cents = centsFromYuan(amount);
  if (cents === null)
    throw new ProviderError("alipay", "alipay.trade.fastpay.refund.query: unreadable refund_amount");
  return {
    ...ref(request),
    status: "done",
    refund: { amount: cents, currency: "CNY" },
    refundId: null,
    message: null,
  };
}

// Alipay gives a refund no id of its own: it is known by the trade and our refund number.
function ref(request: RefundRef): Pick<RefundReport, "kind" | "outTradeNo" | "outRefundNo"> {
  return { kind: "refund", outTradeNo: request.outTradeNo, outRefundNo: request.outRefundNo };
}

function failed(request: RefundRef, message: string): RefundReport {
  return { ...ref(request), status: "failed", refund: null, refundId: null, message };
}

function refusalMessage(answer: AlipayAnswer): string {
  const detail = answerText(answer, "sub_msg");
  return detail ? `${answerCode(answer)}: ${detail}` : answerCode(answer);
}
