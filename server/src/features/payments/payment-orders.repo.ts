import type { Kysely } from "kysely";
import type { Database } from "#db/schema";
import type { PaymentOrderStatus } from "#db/tables/payment-orders";
import type { Tx } from "#db/transact";

/** The order a trade number names, with its line's current state. */
export function orderByTradeNo(db: Kysely<Database>, outTradeNo: string) {
  return db
    .selectFrom("paymentOrders")
    .innerJoin("payLines", "payLines.id", "paymentOrders.payLineId")
    .innerJoin("registrations", "registrations.id", "payLines.registrationId")
    .select([
      "paymentOrders.id",
      "paymentOrders.payLineId",
      "paymentOrders.outTradeNo",
      "paymentOrders.provider",
      "paymentOrders.status",
      "paymentOrders.amount",
      "paymentOrders.currency",
      "paymentOrders.providerOrderId",
      "payLines.payStatus",
      "payLines.outTradeNo as lineTradeNo",
      "registrations.conferenceId",
    ])
    .where("paymentOrders.outTradeNo", "=", outTradeNo)
    .executeTakeFirst();
}

/** The line's latest order (its current trade number's), if any. */
export function latestOrder(db: Kysely<Database>, payLineId: number) {
  return db
    .selectFrom("paymentOrders")
    .selectAll()
    .where("payLineId", "=", payLineId)
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
}

export async function setOrderStatus(
  tx: Tx,
  orderId: number,
  status: PaymentOrderStatus,
  set: { checkout?: string; providerOrderId?: string | null } = {},
  /** Only from these statuses (an order a notify has already settled stays settled). */
  from?: PaymentOrderStatus[],
): Promise<void> {
  await tx.db
    .updateTable("paymentOrders")
    .set({ status, ...set, updateTime: tx.now })
    .where("id", "=", orderId)
    .$if(from !== undefined, (q) => q.where("status", "in", from ?? []))
    .execute();
}

/**
 * Records that the provider's report `dedupeKey` was applied; false when it already was (a replay, or
 * the same notify arriving twice at once: the unique key lets exactly one through).
 */
export async function firstReport(
  tx: Tx,
  report: { provider: string; dedupeKey: string; outTradeNo: string; outcome: string },
): Promise<boolean> {
  const inserted = await tx.db
    .insertInto("paymentNotifies")
    .values({ ...report, createTime: tx.now })
    .onConflict((oc) => oc.columns(["provider", "dedupeKey"]).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Money that needs a person (the back office's alert list). */
export async function raiseAlert(
  tx: Tx,
  alert: {
    kind: string;
    conferenceId: number | null;
    payLineId: number | null;
    provider: string;
    outTradeNo: string;
    detail: string;
  },
): Promise<void> {
  await tx.db
    .insertInto("paymentAlerts")
    .values({ ...alert, resolvedBy: null, resolvedTime: null, createTime: tx.now })
    .execute();
}
