import { Actor, PayStatus, RefundType } from "@confreg/shared";
import type { Kysely } from "kysely";
import type { Database } from "#db/schema";
import { type Tx, transact } from "#db/transact";
import { replaceNul } from "#http/nul";
import type { PaymentReport, RefundReport } from "#ports/payment-provider";
import { firePaymentEvent } from "./payment-events";
import { queuePaymentNotice } from "./payment-notices";
import { firstReport, orderByTradeNo, raiseAlert, setOrderStatus } from "./payment-orders.repo";

export type ReportOutcome =
  | "applied"
  | "replay"
  | "mismatch"
  | "unknownOrder"
  | "paidAfterClose"
  | "closed"
  | "pending"
  | "refundDone"
  | "refundFailed";

const providerActor = { kind: Actor.provider, id: null };
const describe = (report: PaymentReport) =>
  `status ${report.status}; money ${report.money ? `${report.money.amount} ${report.money.currency}` : "none"}; transaction ${report.transactionId ?? "none"}`;

type Order = NonNullable<Awaited<ReturnType<typeof orderByTradeNo>>>;

/** A paid report for a known order: applied once, compared exactly, or raised for a person. */
async function applyPaid(
  tx: Tx,
  provider: string,
  order: Order,
  report: PaymentReport,
): Promise<ReportOutcome> {
  const money = report.money;
  const outcome: ReportOutcome =
    !money || money.amount !== order.amount || money.currency !== order.currency
      ? "mismatch"
      : order.payStatus !== PayStatus.reviewing ||
          order.lineTradeNo !== order.outTradeNo ||
          order.status === "closed"
        ? "paidAfterClose"
        : "applied";
  const dedupeKey = `paid:${report.transactionId ?? order.outTradeNo}`;
  if (!(await firstReport(tx, { provider, dedupeKey, outTradeNo: order.outTradeNo, outcome })))
    return "replay";
  if (outcome !== "applied") {
    await raiseAlert(tx, {
      kind: outcome === "mismatch" ? "amountMismatch" : "paidAfterClose",
      conferenceId: order.conferenceId,
      payLineId: order.payLineId,
      provider,
      outTradeNo: order.outTradeNo,
      detail: `expected ${order.amount} ${order.currency}; ${describe(report)}`,
    });
    return outcome;
  }
  await firePaymentEvent(tx, {
    lineId: order.payLineId,
    event: "providerPaid",
    actor: providerActor,
    set: {
      receivedFee: order.amount,
      transactionId: report.transactionId ?? "",
      payTime: (report.paidAt ?? tx.at).toISOString(),
      ...(report.payerId ? { openid: report.payerId.slice(0, 128) } : {}),
      returnReason: "",
    },
  });
  await setOrderStatus(tx, order.id, "paid");
  await queuePaymentNotice(tx, order.payLineId, "paymentReceived", providerActor);
  return "applied";
}

/** The provider closed the order (or it failed): a line still waiting on it goes back to unpaid. */
async function applyClosed(tx: Tx, provider: string, order: Order): Promise<ReportOutcome> {
  if (order.status === "paid" || order.status === "closed") return "replay";
  await setOrderStatus(tx, order.id, "closed");
  if (order.payStatus === PayStatus.reviewing && order.lineTradeNo === order.outTradeNo) {
    await firePaymentEvent(tx, {
      lineId: order.payLineId,
      event: "providerClosed",
      actor: { kind: provider === "timer" ? Actor.timer : Actor.provider, id: null },
    });
  }
  return "closed";
}

/**
 * Applies what a provider said about an order, from a verified notify or from a query: the same path for
 * both, so a payment is recorded once whichever arrives first (DOMAIN.md §4). Unknown orders and
 * differing amounts change nothing and raise an alert. A NUL in the provider's words (verified as they
 * came) is marked, not kept: Postgres refuses it, and the provider would send its notify again for a day.
 */
export function applyPaymentReport(
  db: Kysely<Database>,
  provider: string,
  said: PaymentReport,
  options: { at: Date; closedBy?: "provider" | "timer" },
): Promise<ReportOutcome> {
  const report = replaceNul(said);
  return transact(
    db,
    async (tx) => {
      if (report.status === "pending" || report.status === "unknown") return "pending";
      const order = await orderByTradeNo(tx.db, report.outTradeNo);
      if (!order || order.provider !== provider) {
        if (report.status !== "paid") return "pending";
        const dedupeKey = `unknown:${report.transactionId ?? report.outTradeNo}`;
        const outTradeNo = report.outTradeNo;
        if (!(await firstReport(tx, { provider, dedupeKey, outTradeNo, outcome: "unknownOrder" })))
          return "replay";
        const detail = describe(report);
        await raiseAlert(tx, {
          kind: "unknownOrder",
          conferenceId: null,
          payLineId: null,
          provider,
          outTradeNo,
          detail,
        });
        return "unknownOrder";
      }
      if (report.status === "paid") return applyPaid(tx, provider, order, report);
      return applyClosed(tx, options.closedBy === "timer" ? "timer" : provider, order);
    },
    { at: options.at },
  );
}

/** Applies a refund's outcome at the provider to the line whose refund it is (its NULs marked, as above). */
export function applyRefundReport(
  db: Kysely<Database>,
  provider: string,
  said: RefundReport,
  options: { at: Date },
): Promise<ReportOutcome> {
  const report = replaceNul(said);
  return transact(
    db,
    async (tx) => {
      if (report.status === "processing") return "pending";
      const request = await tx.db
        .selectFrom("refundRequests")
        .innerJoin("payLines", "payLines.id", "refundRequests.payLineId")
        .innerJoin("registrations", "registrations.id", "payLines.registrationId")
        .select(["payLines.id as lineId", "payLines.payStatus", "registrations.conferenceId"])
        .where("refundRequests.outRefundNo", "=", report.outRefundNo)
        .where("refundRequests.outRefundNo", "!=", "")
        .executeTakeFirst();
      const outcome = report.status === "done" ? "refundDone" : "refundFailed";
      const dedupeKey = `refund:${report.outRefundNo}:${report.status}`;
      const outTradeNo = report.outTradeNo;
      if (!(await firstReport(tx, { provider, dedupeKey, outTradeNo, outcome }))) return "replay";
      if (report.status === "failed" || !request || request.payStatus !== PayStatus.refundProcessing) {
        await raiseAlert(tx, {
          kind: "refundFailed",
          conferenceId: request?.conferenceId ?? null,
          payLineId: request?.lineId ?? null,
          provider,
          outTradeNo,
          detail: `refund ${report.outRefundNo}: ${report.status}${report.message ? `: ${report.message}` : ""}`,
        });
        return "refundFailed";
      }
      await firePaymentEvent(tx, {
        lineId: request.lineId,
        event: "completeRefund",
        actor: providerActor,
        set: { refundType: RefundType.originalRoute, refundTime: tx.now },
      });
      await queuePaymentNotice(tx, request.lineId, "refundCompleted", providerActor);
      return "refundDone";
    },
    { at: options.at },
  );
}
