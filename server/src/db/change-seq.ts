import { type Kysely, sql } from "kysely";
import type { Database } from "./schema";

/**
 * Gives the registrations `ids` (in this order) the next values of the registration change sequence (the
 * kiosk sync cursor, DOMAIN.md §8). Only `Tx.finish` calls it, as the last write of every transaction
 * (server/src/db/transact.ts): the counter's row lock is held from here to the commit, so values are
 * handed out in commit order and a reader that saw n never later meets a newly committed row below n.
 * On Postgres it is one statement, so the lock is held for one round trip and the commit.
 */
export async function assignChangeSeqs(
  trx: Kysely<Database>,
  dialect: "sqlite" | "postgres",
  ids: readonly number[],
): Promise<void> {
  const count = ids.length;
  if (count === 0) return;
  if (dialect === "postgres") {
    const numbered = sql.join(ids.map((id, index) => sql`(${id}::integer, ${index + 1}::integer)`));
    await sql`
      with counter as (
        update change_counter set value = value + ${count}::integer where id = 1 returning value
      )
      update registrations as r
      set change_seq = counter.value - ${count}::integer + v.ord
      from counter, (values ${numbered}) as v(id, ord)
      where r.id = v.id`.execute(trx);
    return;
  }
  const { value } = await trx
    .updateTable("changeCounter")
    .set((eb) => ({ value: eb("value", "+", count) }))
    .where("id", "=", 1)
    .returning("value")
    .executeTakeFirstOrThrow();
  for (const [index, id] of ids.entries())
    await trx
      .updateTable("registrations")
      .set({ changeSeq: value - count + 1 + index })
      .where("id", "=", id)
      .execute();
}
