import type { Kysely } from "kysely";
import type { Database } from "./schema";

/**
 * Reserves `count` consecutive values of the registration change sequence (the kiosk sync cursor, DOMAIN.md
 * §8) and returns the first. Only `Tx.finish` calls it, as the last lock of every transaction
 * (server/src/db/transact.ts): the update holds the counter's row lock until the commit, so values are
 * handed out in commit order and a reader that saw n never later meets a newly committed row below n.
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
