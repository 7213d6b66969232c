import { z } from "zod";
import type { Money, PaymentReport, RefundReport } from "#ports/payment-provider";

/**
 * WeChat Pay's transaction and refund objects (the query answers and the decrypted notify resources share
 * these shapes) read into the provider interface's reports. Only what the reports need is required.
 */

const currency = z.enum(["CNY", "USD"]);

export const transaction = z.object({
  appid: z.string().optional(),
  mchid: z.string(),
  out_trade_no: z.string(),
  transaction_id: z.string().optional(),
  trade_state: z.string(),
  success_time: z.string().optional(),
  payer: z.object({ openid: z.string().optional() }).optional(),
  amount: z
    .object({
      total: z.number().int().optional(),
      payer_total: z.number().int().optional(),
      currency: currency.optional(),
    })
    .optional(),
});
export type Transaction = z.infer<typeof transaction>;

/** The refund answer has `status`, the refund notify `refund_status`; the notify has no currency (CNY). */
export const refund = z.object({
  mchid: z.string().optional(),
  out_trade_no: z.string(),
  out_refund_no: z.string(),
  refund_id: z.string().optional(),
  status: z.string().optional(),
  refund_status: z.string().optional(),
  amount: z.object({ refund: z.number().int(), currency: currency.optional() }).optional(),
});
export type Refund = z.infer<typeof refund>;

const TRADE_STATES: Record<string, PaymentReport["status"]> = {
  SUCCESS: "paid",
  // Paid, then (part) refunded: the money was received; refunds are followed by their own numbers.
  REFUND: "paid",
  NOTPAY: "pending",
  USERPAYING: "pending",
  ACCEPT: "pending",
  CLOSED: "closed",
  PAYERROR: "closed",
  REVOKED: "closed",
};

export function paymentReport(t: Transaction): PaymentReport {
  const status = TRADE_STATES[t.trade_state] ?? "pending";
  const paid = status === "paid";
  // `total` is the order's amount, the fee we asked for; `payer_total` is less when a WeChat-funded
  // coupon paid part of it, and the merchant still receives `total`.
  const total = t.amount?.total;
  const money: Money | null =
    paid && total !== undefined ? { amount: total, currency: t.amount?.currency ?? "CNY" } : null;
  return {
    kind: "payment",
    outTradeNo: t.out_trade_no,
    status,
    money,
    transactionId: t.transaction_id ?? null,
    paidAt: paid && t.success_time ? new Date(t.success_time) : null,
    payerId: t.payer?.openid || null,
  };
}

export function unknownPayment(outTradeNo: string): PaymentReport {
  return {
    kind: "payment",
    outTradeNo,
    status: "unknown",
    money: null,
    transactionId: null,
    paidAt: null,
    payerId: null,
  };
}

const REFUND_STATES: Record<string, RefundReport["status"]> = {
  SUCCESS: "done",
  PROCESSING: "processing",
  // ABNORMAL: the bank refused the original route (card closed); it needs a hand in the merchant platform.
  ABNORMAL: "failed",
  CLOSED: "failed",
};

const REFUND_MESSAGES: Record<string, string> = {
  ABNORMAL:
    "WeChat Pay could not refund by the original route (ABNORMAL); settle it in the merchant platform",
  CLOSED: "WeChat Pay closed the refund (CLOSED)",
};

export function refundReport(r: Refund): RefundReport {
  const state = r.status ?? r.refund_status ?? "PROCESSING";
  return {
    kind: "refund",
    outTradeNo: r.out_trade_no,
    outRefundNo: r.out_refund_no,
    status: REFUND_STATES[state] ?? "processing",
    refund: r.amount ? { amount: r.amount.refund, currency: r.amount.currency ?? "CNY" } : null,
    refundId: r.refund_id ?? null,
    message: REFUND_MESSAGES[state] ?? null,
  };
}
