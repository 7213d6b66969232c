import type { Currency, PayType } from "@confreg/shared";
import type { Tx } from "#db/transact";
import { tradeNumber } from "./trade-number";

async function lastSeq(tx: Tx, registrationId: number): Promise<number> {
  const last = await tx.db
    .selectFrom("payLines")
    .select((eb) => eb.fn.max("seq").as("seq"))
    .where("registrationId", "=", registrationId)
    .executeTakeFirst();
  return Number(last?.seq ?? 0);
}

/**
 * A new payment line of a registration, numbered after its others: the first carries the registration fee,
 * later ones differences (DOMAIN.md §4). Unpaid, under its own trade number.
 */
export async function insertPayLine(
  tx: Tx,
  line: {
    registrationId: number;
    systemCode: string;
    payType: PayType;
    totalFee: number;
    currency: Currency;
    /** Known when the registration is new (1); otherwise read: after its last line. */
    seq?: number;
  },
) {
  const seq = line.seq ?? (await lastSeq(tx, line.registrationId)) + 1;
  const row = await tx.db
    .insertInto("payLines")
    .values({
      registrationId: line.registrationId,
      seq,
      payType: line.payType,
      totalFee: line.totalFee,
      currency: line.currency,
      outTradeNo: tradeNumber(line.systemCode, line.registrationId, seq),
      createTime: tx.now,
      updateTime: tx.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  tx.touch(line.registrationId);
  return row;
}
