import {
  NotifyRejected,
  type PaymentReport,
  ProviderError,
  type RefundReport,
} from "#ports/payment-provider";
import { type Fields, moneyOf, paidAtOf } from "./message";

/** 00 success; A6 "success with a defect": the money was taken all the same, so it counts as paid. */
const SUCCEEDED = new Set(["00", "A6"]);
/** Timed out, state not known yet, accepted: ask again later. */
const UNDECIDED = new Set(["03", "04", "05"]);
/** The query itself answered: no such transaction (yet). */
const NOT_FOUND = "34";

function payment(fields: Fields, status: PaymentReport["status"]): PaymentReport {
  const known = status !== "unknown";
  return {
    kind: "payment",
    outTradeNo: fields.orderId ?? "",
    status,
    money: known ? moneyOf(fields) : null,
    transactionId: known ? (fields.queryId ?? null) : null,
    paidAt: status === "paid" ? paidAtOf(fields) : null,
    // The payer's card number is personal data we have no use for.
    payerId: null,
  };
}

/** A consume back notify (txnType 01); UnionPay sends them for successful payments. */
export function paymentFromNotify(fields: Fields): PaymentReport {
  return payment(fields, SUCCEEDED.has(fields.respCode ?? "") ? "paid" : "closed");
}

/** The answer to a query (txnType 00) about a consume. */
export function paymentFromQuery(outTradeNo: string, answer: Fields): PaymentReport {
  if (answer.respCode === NOT_FOUND) return payment({ orderId: outTradeNo }, "unknown");
  if (answer.respCode !== "00") throw answerError(answer);
  const orig = answer.origRespCode ?? "";
  const status = SUCCEEDED.has(orig) ? "paid" : UNDECIDED.has(orig) ? "pending" : "closed";
  return payment({ ...answer, orderId: outTradeNo }, status);
}

type RefundIds = { outTradeNo: string; outRefundNo: string };

/**
 * refundId is the refund's txnTime: UnionPay names a transaction by orderId (here outRefundNo) plus txnTime,
 * and a later query needs both (the refund's own queryId cannot be queried by).
 */
function refund(
  ids: RefundIds,
  fields: Fields,
  status: RefundReport["status"],
  message: string | null,
): RefundReport {
  return {
    kind: "refund",
    outTradeNo: ids.outTradeNo,
    outRefundNo: ids.outRefundNo,
    status,
    refund: moneyOf(fields),
    refundId: fields.txnTime ?? null,
    message,
  };
}

/** A refund back notify (txnType 04): our trade number rides in reqReserved, which UnionPay echoes. */
export function refundFromNotify(fields: Fields): RefundReport {
  const outTradeNo = fields.reqReserved;
  if (!outTradeNo || !fields.orderId)
    throw new NotifyRejected("refund notify without our trade or refund number");
  const done = SUCCEEDED.has(fields.respCode ?? "");
  return refund(
    { outTradeNo, outRefundNo: fields.orderId },
    fields,
    done ? "done" : "failed",
    done ? null : msg(fields),
  );
}

/**
 * The answer to a refund request (txnType 04). 00 only means accepted: the outcome comes by notify or query.
 * 12 (duplicate) means this refund number was sent before: the query tells how that went.
 */
export function refundFromAnswer(ids: RefundIds, sent: Fields, answer: Fields): RefundReport {
  const code = answer.respCode ?? "";
  if (UNDECIDED.has(code) || code === "00" || code === "12") return refund(ids, sent, "processing", null);
  // System closed or busy, malformed or badly signed request, too many requests: not a refusal of the refund.
  if (/^(0[26-9]|1\d|37)$/.test(code)) throw answerError(answer);
  return refund(ids, sent, "failed", msg(answer));
}

/** The answer to a query (txnType 00) about a refund, by its orderId (outRefundNo) and txnTime. */
export function refundFromQuery(ids: RefundIds, sent: Fields, answer: Fields): RefundReport {
  // Not found: maybe not recorded yet; reporting "failed" could lead to refunding twice.
  if (answer.respCode === NOT_FOUND)
    return refund(ids, sent, "processing", "UnionPay has no such refund yet");
  if (answer.respCode !== "00") throw answerError(answer);
  const orig = answer.origRespCode ?? "";
  const fields = { ...answer, txnTime: sent.txnTime ?? "" };
  if (SUCCEEDED.has(orig)) return refund(ids, fields, "done", null);
  if (UNDECIDED.has(orig)) return refund(ids, fields, "processing", null);
  return refund(ids, fields, "failed", answer.origRespMsg ?? `origRespCode ${orig}`);
}

function msg(fields: Fields): string {
  return fields.respMsg ?? `respCode ${fields.respCode ?? "(none)"}`;
}

export function answerError(answer: Fields): ProviderError {
  return new ProviderError("unionpay", `the gateway refused: ${msg(answer)}`, answer.respCode ?? null);
}
