import { NotifyRejected, type PaymentReport, type RefundReport } from "#ports/payment-provider";
import { centsFromYuan, parseBeijingTime, paymentStatusOf } from "./alipay-format";
import type { AlipayGateway } from "./alipay-gateway";

/**
 * Reads Alipay's asynchronous notify (trade_status_sync, a form-encoded POST) once its signature and app id
 * are checked. A notify carrying refund fields (out_biz_no with refund_fee or gmt_refund: Alipay sends one
 * after a refund succeeds) is reported as a done refund of that refund number, without an amount: its
 * refund_fee is the trade's refunded total so far, not this refund's. It is not reported as the payment,
 * since after a full refund its trade_status is TRADE_CLOSED, which is not "the payment failed".
 */
export function readAlipayNotify(
  body: string,
  appId: string,
  gateway: AlipayGateway,
): PaymentReport | RefundReport {
  const fields = readForm(body);
  verifySignature(fields, gateway);
  if (fields.get("app_id") !== appId) throw new NotifyRejected("the notify is for another app id");
  if (fields.has("notify_type") && fields.get("notify_type") !== "trade_status_sync") {
    throw new NotifyRejected("not a trade status notify");
  }
  const outTradeNo = required(fields, "out_trade_no");
  const outBizNo = fields.get("out_biz_no");
  if (outBizNo && (fields.has("refund_fee") || fields.has("gmt_refund"))) {
    return {
      kind: "refund",
      outTradeNo,
      outRefundNo: outBizNo,
      status: "done",
      refund: null,
      refundId: null,
      message: null,
    };
  }
  const status = paymentStatusOf(required(fields, "trade_status"));
  if (status === null) throw new NotifyRejected("unknown trade_status");
  const cents = centsFromYuan(required(fields, "total_amount"));
  if (cents === null) throw new NotifyRejected("unreadable total_amount");
  const gmtPayment = fields.get("gmt_payment");
  const paidAt = gmtPayment ? parseBeijingTime(gmtPayment) : null;
  if (gmtPayment && paidAt === null) throw new NotifyRejected("unreadable gmt_payment");
  return {
    kind: "payment",
    outTradeNo,
    status,
    // Alipay's trade.page.pay and trade.wap.pay settle in yuan only.
    money: { amount: cents, currency: "CNY" },
    transactionId: fields.get("trade_no") || null,
    paidAt: status === "paid" ? paidAt : null,
    payerId: fields.get("buyer_open_id") || fields.get("buyer_id") || null,
  };
}

/** The form's fields, each once (a repeated field would make the signed text ambiguous). */
function readForm(body: string): Map<string, string> {
  const fields = new Map<string, string>();
  for (const [name, value] of new URLSearchParams(body)) {
    if (fields.has(name)) throw new NotifyRejected(`field ${name} repeated`);
    fields.set(name, value);
  }
  return fields;
}

/**
 * Alipay signs a notify over every field but sign and sign_type that has a value, sorted by name, as
 * name=value joined by &, with the values decoded. Only RSA2 is accepted: it is what the app is set up with,
 * and a notify must not choose a weaker algorithm for itself.
 */
function verifySignature(fields: Map<string, string>, gateway: AlipayGateway): void {
  const signature = fields.get("sign");
  if (!signature) throw new NotifyRejected("unsigned");
  if (fields.get("sign_type") !== "RSA2") throw new NotifyRejected("sign_type is not RSA2");
  const content = [...fields]
    .filter(([name, value]) => name !== "sign" && name !== "sign_type" && value !== "")
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join("&");
  if (!gateway.verifyAlipaySignature(content, signature)) throw new NotifyRejected("bad signature");
}

function required(fields: Map<string, string>, name: string): string {
  const value = fields.get(name);
  if (!value) throw new NotifyRejected(`${name} missing`);
  return value;
}
