import type { Currency, PayType } from "@confreg/shared";
import { runsOf } from "#db/runs";
import type { PayLineRow } from "#db/tables/pay-lines";
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

type NewLine = {
  registrationId: number;
  systemCode: string;
  payType: PayType;
  totalFee: number;
  currency: Currency;
};

const lineRow = (tx: Tx, line: NewLine, seq: number) => ({
  registrationId: line.registrationId,
  seq,
  payType: line.payType,
  totalFee: line.totalFee,
  currency: line.currency,
  outTradeNo: tradeNumber(line.systemCode, line.registrationId, seq),
  createTime: tx.now,
  updateTime: tx.now,
});

/**
 * A new payment line of a registration, numbered after its others: the first carries the registration fee,
 * later ones differences (DOMAIN.md §4). Unpaid, under its own trade number.
 */
export async function insertPayLine(tx: Tx, line: NewLine) {
  const seq = (await lastSeq(tx, line.registrationId)) + 1;
  const row = await tx.db
    .insertInto("payLines")
    .values(lineRow(tx, line, seq))
    .returningAll()
    .executeTakeFirstOrThrow();
  tx.touch(line.registrationId);
  return row;
}

/** The first payment lines of new registrations (seq 1), 500 to a statement; answered in the same order. */
export async function insertFirstPayLines(tx: Tx, lines: readonly NewLine[]) {
  const byRegistration = new Map<number, PayLineRow>();
  for (const run of runsOf(lines, 500)) {
    const rows = await tx.db
      .insertInto("payLines")
      .values(run.map((line) => lineRow(tx, line, 1)))
      .returningAll()
      .execute();
    for (const row of rows) byRegistration.set(row.registrationId, row);
  }
  return lines.map((line) => {
    tx.touch(line.registrationId);
    const row = byRegistration.get(line.registrationId);
    if (!row) throw new Error(`no first line for registration ${line.registrationId}`);
    return row;
  });
}
