import type { Kysely } from "kysely";
import type { Database } from "./schema";

/**
 * The next value of the registration change sequence (the kiosk sync cursor, DOMAIN.md §8). Call it inside
 * the transaction that writes the registration and store the result in `changeSeq`.
 *
 * The update takes a row lock that is held until the transaction ends, so sequence values are handed out in
 * commit order: a reader that saw value n never later meets a newly committed row below n (Postgres), and
 * SQLite serialises writers anyway.
 */
export async function nextChangeSeq(trx: Kysely<Database>): Promise<number> {
  return nextChangeSeqs(trx, 1);
}

/**
 * Reserves `count` consecutive values at once and returns the first; for writes that touch several
 * registrations (each row still gets its own value: first, first + 1, ...).
 */
export async function nextChangeSeqs(trx: Kysely<Database>, count: number): Promise<number> {
  if (!Number.isInteger(count) || count < 1) throw new RangeError("count must be a positive integer");
  const row = await trx
    .updateTable("changeCounter")
    .set((eb) => ({ value: eb("value", "+", count) }))
    .where("id", "=", 1)
    .returning("value")
    .executeTakeFirstOrThrow();
  return row.value - count + 1;
}

/**
 * Marks a registration as changed when something it shows changes elsewhere (a payment line, an invoice,
 * a check-in): a new change sequence and update time, so kiosks pull it again.
 */
export async function touchRegistration(
  trx: Kysely<Database>,
  registrationId: number,
  at: string,
): Promise<void> {
  await trx
    .updateTable("registrations")
    .set({ changeSeq: await nextChangeSeq(trx), updateTime: at })
    .where("id", "=", registrationId)
    .execute();
}
