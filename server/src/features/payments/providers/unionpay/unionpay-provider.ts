import {
  type CreateOrderRequest,
  NotifyRejected,
  type OrderRef,
  type PayChannel,
  type PaymentProvider,
  type PaymentReport,
  ProviderError,
  type RefundReport,
  type RefundRequest,
} from "#ports/payment-provider";
import { createUnionpayClient, type UnionpayOptions } from "./client";
import type { UnionpayConfig } from "./config";
import { beijingTime, fenOf, parseForm } from "./message";
import {
  paymentFromNotify,
  paymentFromQuery,
  refundFromAnswer,
  refundFromNotify,
  refundFromQuery,
} from "./reports";

/** UnionPay's channelType: 07 internet (desktop browser), 08 mobile (its WAP cashier). */
const CHANNEL_TYPES: Partial<Record<PayChannel, string>> = { pc: "07", mobile: "08" };

/** UnionPay's orderId: 8 to 40 letters and digits (no - or _). */
const ORDER_ID = /^[0-9A-Za-z]{8,40}$/;
const TXN_TIME = /^\d{14}$/;
/** Refund txnTimes this process sent, for queryRefund when the caller cannot pass the refund's refundId. */
const REMEMBERED_REFUNDS = 10_000;

export type UnionpayProvider = Omit<PaymentProvider, "queryRefund"> & {
  queryRefund(request: RefundQuery & { refundId?: string | null }): Promise<RefundReport>;
};
type RefundQuery = Pick<RefundRequest, "outTradeNo" | "outRefundNo" | "transactionId">;

/**
 * The UnionPay online gateway (全渠道 5.1.0, B2C gateway payment bizType 000201).
 *
 * UnionPay names a transaction by orderId plus txnTime (the time it was sent, which must be the current time),
 * so every later call needs the txnTime too: createOrder returns it as providerOrderId, and refund returns the
 * refund's txnTime as refundId. queryRefund takes that refundId as an extra, optional field (the common
 * interface does not pass it); without it only refunds this process sent can be queried.
 */
export function createUnionpayProvider(
  config: UnionpayConfig,
  options: UnionpayOptions = {},
): UnionpayProvider {
  const client = createUnionpayClient(config, options);
  const refundTimes = new Map<string, string>();

  const queryFields = (orderId: string, txnTime: string) => ({
    txnType: "00",
    txnSubType: "00",
    bizType: "000000",
    channelType: "07",
    orderId,
    txnTime,
  });

  async function query(order: OrderRef): Promise<PaymentReport> {
    const txnTime = order.providerOrderId;
    // No txnTime: the order never went to UnionPay from here, and UnionPay cannot be asked without it.
    if (!txnTime || !TXN_TIME.test(txnTime) || !ORDER_ID.test(order.outTradeNo)) {
      return paymentFromQuery(order.outTradeNo, { respCode: "34" });
    }
    const answer = await client.call("query", queryFields(order.outTradeNo, txnTime));
    if (answer.respCode === "00" && answer.orderId !== order.outTradeNo) {
      throw new ProviderError("unionpay", "the query answered about another order");
    }
    return paymentFromQuery(order.outTradeNo, answer);
  }

  return {
    name: "unionpay",
    channels: ["pc", "mobile"],

    async createOrder(request: CreateOrderRequest) {
      const channelType = CHANNEL_TYPES[request.channel];
      if (!channelType) throw new Error(`UnionPay does not serve the ${request.channel} channel`);
      checkOrderId(request.outTradeNo);
      const txnTime = beijingTime(client.now());
      const fields = client.sign({
        txnType: "01",
        txnSubType: "01",
        bizType: "000201",
        channelType,
        orderId: request.outTradeNo,
        txnTime,
        txnAmt: fenOf(request.money),
        currencyCode: "156",
        // UnionPay posts the signed result to frontUrl when the payer returns: the page must accept a POST.
        frontUrl: request.returnUrl,
        backUrl: request.notifyUrl,
        // After payTimeout UnionPay refuses the payment by itself: that is how an unpaid order closes.
        payTimeout: beijingTime(request.expiresAt),
        riskRateInfo: `{commodityName=${request.subject.replace(/[{}[\]]/g, "")}}`,
        customerIp: request.clientIp,
      });
      return { checkout: { kind: "form", action: client.frontUrl, fields }, providerOrderId: txnTime };
    },

    async verifyNotify(request) {
      const fields = parseForm(request.body);
      if (!fields.signature) throw new NotifyRejected("unreadable or unsigned body");
      const problem = client.distrust(fields);
      if (problem) throw new NotifyRejected(problem);
      if (fields.txnType === "01") return paymentFromNotify(fields);
      if (fields.txnType === "04") return refundFromNotify(fields);
      throw new NotifyRejected(`unexpected txnType ${fields.txnType ?? "(none)"}`);
    },

    // UnionPay sends the notify again on anything but HTTP 200 (the body is not read).
    notifyReply(accepted) {
      return accepted
        ? { status: 200, contentType: "text/plain", body: "ok" }
        : { status: 500, contentType: "text/plain", body: "fail" };
    },

    query,

    /**
     * UnionPay has no close for an unpaid gateway order (cancel, txnType 31, reverses a paid one the same
     * day): the order expires at its payTimeout. So this only makes sure it is not paid.
     */
    async close(order) {
      const report = await query(order);
      if (report.status === "paid") {
        throw new ProviderError("unionpay", "the order is paid and cannot be closed", "ORDER_PAID");
      }
    },

    async refund(request) {
      checkOrderId(request.outRefundNo);
      if (!request.transactionId)
        throw new Error("a UnionPay refund needs the payment's queryId (transactionId)");
      const txnTime = beijingTime(client.now());
      // Remembered before sending: a refund whose answer is lost may still have been made.
      remember(refundTimes, request.outRefundNo, txnTime);
      const sent = {
        txnType: "04",
        txnSubType: "00",
        bizType: "000201",
        channelType: "07",
        orderId: request.outRefundNo,
        txnTime,
        txnAmt: fenOf(request.refund),
        currencyCode: "156",
        origQryId: request.transactionId,
        backUrl: request.notifyUrl,
        // Echoed in the refund's notify, which otherwise names only the refund and UnionPay's ids.
        reqReserved: request.outTradeNo,
      };
      const answer = await client.call("back", sent);
      return refundFromAnswer(
        { outTradeNo: request.outTradeNo, outRefundNo: request.outRefundNo },
        sent,
        answer,
      );
    },

    async queryRefund(request: RefundQuery & { refundId?: string | null }) {
      const given = request.refundId && TXN_TIME.test(request.refundId) ? request.refundId : null;
      const txnTime = given ?? refundTimes.get(request.outRefundNo);
      if (!txnTime || !ORDER_ID.test(request.outRefundNo)) {
        throw new ProviderError(
          "unionpay",
          "the refund's txnTime (its refundId) is needed to query it",
          "REFUND_TIME_UNKNOWN",
        );
      }
      const answer = await client.call("query", queryFields(request.outRefundNo, txnTime));
      const ids = { outTradeNo: request.outTradeNo, outRefundNo: request.outRefundNo };
      return refundFromQuery(ids, { txnTime }, answer);
    },
  };
}

function checkOrderId(id: string): void {
  if (!ORDER_ID.test(id)) throw new Error("UnionPay order numbers are 8 to 40 letters and digits");
}

function remember(map: Map<string, string>, key: string, value: string): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > REMEMBERED_REFUNDS) map.delete(map.keys().next().value as string);
}
