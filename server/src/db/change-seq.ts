import { type Kysely, sql } from "kysely";
import type { Database } from "./schema";

/** Each conference whose registrations a unit of work changed, with the highest change sequence given. */
export type ConferenceCursors = Map<number, number>;

function cursorsOf(rows: readonly { conferenceId: number; changeSeq: number }[]): ConferenceCursors {
  const cursors: ConferenceCursors = new Map();
  for (const { conferenceId, changeSeq } of rows)
    cursors.set(conferenceId, Math.max(changeSeq, cursors.get(conferenceId) ?? 0));
  return cursors;
}

/**
 * Gives the registrations `ids` (in this order) the next values of the registration change sequence (the
 * kiosk sync cursor, DOMAIN.md §8). Only `Tx.finish` calls it, as the last write of every transaction
 * (server/src/db/transact.ts): the counter's row lock is held from here to the commit, so values are
 * handed out in commit order and a reader that saw n never later meets a newly committed row below n.
 * On Postgres it is one statement, so the lock is held for one round trip and the commit. Answers the
 * conferences changed and their new cursors, for the kiosks' push channel (features/kiosk-sync/change-feed.ts).
 */
export async function assignChangeSeqs(
  trx: Kysely<Database>,
  dialect: "sqlite" | "postgres",
  ids: readonly number[],
): Promise<ConferenceCursors> {
  const count = ids.length;
  if (count === 0) return new Map();
  if (dialect === "postgres") {
    const numbered = sql.join(ids.map((id, index) => sql`(${id}::integer, ${index + 1}::integer)`));
    const { rows } = await sql<{ conferenceId: number; changeSeq: number }>`
      with counter as (
        update change_counter set value = value + ${count}::integer where id = 1 returning value
      )
      update registrations as r
      set change_seq = counter.value - ${count}::integer + v.ord
      from counter, (values ${numbered}) as v(id, ord)
      where r.id = v.id
      returning r.conference_id, r.change_seq`.execute(trx);
    return cursorsOf(rows);
  }
  const { value } = await trx
    .updateTable("changeCounter")
    .set((eb) => ({ value: eb("value", "+", count) }))
    .where("id", "=", 1)
    .returning("value")
    .executeTakeFirstOrThrow();
  const rows: { conferenceId: number; changeSeq: number }[] = [];
  for (const [index, id] of ids.entries()) {
    const row = await trx
      .updateTable("registrations")
      .set({ changeSeq: value - count + 1 + index })
      .where("id", "=", id)
      .returning(["conferenceId", "changeSeq"])
      .executeTakeFirst();
    if (row) rows.push(row);
  }
  return cursorsOf(rows);
}
