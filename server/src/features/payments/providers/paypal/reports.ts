import type { Order } from "@paypal/paypal-server-sdk";
import { valueToMoney } from "#features/payments/providers/paypal/money";
import type { PaymentReport, RefundReport } from "#ports/payment-provider";

/** A capture or refund as both the SDK (camelCase) and, once mapped, a webhook resource give it. */
export type PaypalMovement = {
  id?: string;
  status?: string;
  amount?: { currencyCode?: string; value?: string };
  createTime?: string;
  invoiceId?: string;
  customId?: string;
  reason?: string;
};

const NOTHING = { money: null, transactionId: null, paidAt: null, payerId: null } as const;

/**
 * What a capture says about the payment. A capture refunded since is still a payment received: refunds
 * are reported on their own.
 */
export function captureReport(
  outTradeNo: string,
  capture: PaypalMovement,
  payerId: string | null,
  now: () => Date,
): PaymentReport {
  switch (capture.status) {
    case "COMPLETED":
    case "PARTIALLY_REFUNDED":
    case "REFUNDED":
      return {
        kind: "payment",
        outTradeNo,
        status: "paid",
        money: valueToMoney(capture.amount),
        transactionId: capture.id ?? null,
        paidAt: capture.createTime ? new Date(capture.createTime) : now(),
        payerId,
      };
    case "DECLINED":
    case "FAILED":
      return { kind: "payment", outTradeNo, status: "closed", ...NOTHING };
    default:
      // PENDING (an eCheck, a review at PayPal): the money has not arrived yet.
      return { kind: "payment", outTradeNo, status: "pending", ...NOTHING };
  }
}

/** The order's state; only a COMPLETED order's capture moved money. */
export function orderReport(outTradeNo: string, order: Order, now: () => Date): PaymentReport {
  const status: string | undefined = order.status;
  if (status === "VOIDED") return { kind: "payment", outTradeNo, status: "closed", ...NOTHING };
  if (status !== "COMPLETED") return { kind: "payment", outTradeNo, status: "pending", ...NOTHING };
  const captures = order.purchaseUnits?.[0]?.payments?.captures ?? [];
  const capture = captures.find((c) => c.status !== "DECLINED" && c.status !== "FAILED") ?? captures[0];
  if (!capture) return { kind: "payment", outTradeNo, status: "pending", ...NOTHING };
  return captureReport(outTradeNo, capture, order.payer?.payerId ?? null, now);
}

export function refundReport(outTradeNo: string, outRefundNo: string, refund: PaypalMovement): RefundReport {
  const status =
    refund.status === "COMPLETED" ? "done" : refund.status === "PENDING" ? "processing" : "failed";
  return {
    kind: "refund",
    outTradeNo,
    outRefundNo,
    status,
    refund: valueToMoney(refund.amount),
    refundId: refund.id ?? null,
    message: status === "failed" ? (refund.reason ?? refund.status ?? null) : null,
  };
}
