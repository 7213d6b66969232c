import { payStatusTraits } from "@confreg/shared";
import type { Kysely } from "kysely";
import type { Database } from "#db/schema";

/**
 * The amount the line's open refund request gives back when it is part of the line's money; null when
 * the refund is the whole received fee (an attendee's request, a direct refund, or no request open).
 */
export async function partialRefundOf(db: Kysely<Database>, lineId: number): Promise<number | null> {
  const row = await db
    .selectFrom("payLines")
    .leftJoin("refundRequests", "refundRequests.payLineId", "payLines.id")
    .select(["payLines.payStatus", "payLines.receivedFee", "refundRequests.amount"])
    .where("payLines.id", "=", lineId)
    .orderBy("refundRequests.id", "desc")
    .limit(1)
    .executeTakeFirst();
  if (!row || !payStatusTraits[row.payStatus].refundOpen) return null;
  const amount = row.amount ?? null;
  return amount !== null && amount < row.receivedFee ? amount : null;
}
