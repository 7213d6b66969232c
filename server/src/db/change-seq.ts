import { type Kysely, sql } from "kysely";
import type { Database } from "./schema";

/** Each conference whose registrations a unit of work changed, with the highest change sequence given. */
export type ConferenceCursors = Map<number, number>;

export function cursorsOf(rows: readonly { conferenceId: number; changeSeq: number }[]): ConferenceCursors {
  const cursors: ConferenceCursors = new Map();
  for (const { conferenceId, changeSeq } of rows)
    cursors.set(conferenceId, Math.max(changeSeq, cursors.get(conferenceId) ?? 0));
  return cursors;
}

type Numbered = { id: number; conferenceId: number; changeSeq: number };

/**
 * SQLite: moves the registration change counter past `count` values and answers the first of them. SQLite
 * has one writer, so a transaction holds the counter from here to its commit whatever it writes after.
 */
export async function takeChangeSeqs(trx: Kysely<Database>, count: number): Promise<number> {
  const { value } = await trx
    .updateTable("changeCounter")
    .set((eb) => ({ value: eb("value", "+", count) }))
    .where("id", "=", 1)
    .returning("value")
    .executeTakeFirstOrThrow();
  return value - count + 1;
}

/**
 * Gives the registrations `ids` (in this order) the next values of the registration change sequence (the
 * kiosk sync cursor, DOMAIN.md §8), answering each one's value. On Postgres it is one statement, taken as
 * the last write of the transaction (server/src/db/transact.ts): the counter's row lock is held for one
 * round trip and the commit, so values are handed out in commit order and a reader that saw n never later
 * meets a newly committed row below n.
 */
export async function numberChangeSeqs(
  trx: Kysely<Database>,
  dialect: "sqlite" | "postgres",
  ids: readonly number[],
): Promise<Numbered[]> {
  const count = ids.length;
  if (count === 0) return [];
  if (dialect === "postgres") {
    const numbered = sql.join(ids.map((id, index) => sql`(${id}::integer, ${index + 1}::integer)`));
    const { rows } = await sql<Numbered>`
      with counter as (
        update change_counter set value = value + ${count}::integer where id = 1 returning value
      )
      update registrations as r
      set change_seq = counter.value - ${count}::integer + v.ord
      from counter, (values ${numbered}) as v(id, ord)
      where r.id = v.id
      returning r.id, r.conference_id, r.change_seq`.execute(trx);
    return rows;
  }
  const first = await takeChangeSeqs(trx, count);
  const rows: Numbered[] = [];
  for (const [index, id] of ids.entries()) {
    const row = await trx
      .updateTable("registrations")
      .set({ changeSeq: first + index })
      .where("id", "=", id)
      .returning(["id", "conferenceId", "changeSeq"])
      .executeTakeFirst();
    if (row) rows.push(row);
  }
  return rows;
}

/** `numberChangeSeqs`, answering the conferences changed and their new cursors (the kiosks' push channel). */
export async function assignChangeSeqs(
  trx: Kysely<Database>,
  dialect: "sqlite" | "postgres",
  ids: readonly number[],
): Promise<ConferenceCursors> {
  return cursorsOf(await numberChangeSeqs(trx, dialect, ids));
}
