import type { OutboxQuery } from "@confreg/shared";
import type { Kysely } from "kysely";
import type { Database } from "#db/schema";
import type { Tx } from "#db/transact";

type Db = Kysely<Database>;

/** Queued messages after `afterId`, oldest first: the dispatcher walks them page by page. */
export function queuedAfter(db: Db, afterId: number, limit: number) {
  return db
    .selectFrom("outbox")
    .select(["id", "channel", "recipient", "template", "locale", "subject", "body", "attempts"])
    .where("status", "=", "queued")
    .where("id", ">", afterId)
    .orderBy("id")
    .limit(limit)
    .execute();
}

/**
 * Takes a message for one attempt: counts the attempt only if nobody else counted it since it was read.
 * Whoever wins sends it; another process (or a second pass of this one) skips it.
 */
export async function claimAttempt(tx: Tx, id: number, seenAttempts: number): Promise<boolean> {
  const result = await tx.db
    .updateTable("outbox")
    .set({ attempts: seenAttempts + 1 })
    .where("id", "=", id)
    .where("status", "=", "queued")
    .where("attempts", "=", seenAttempts)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export function markSent(tx: Tx, id: number, sender: string, body?: string) {
  return tx.db
    .updateTable("outbox")
    .set({ status: "sent", sender, sentTime: tx.now, lastError: "", ...(body === undefined ? {} : { body }) })
    .where("id", "=", id)
    .execute();
}

/** A failed attempt: the error kept for the back office, and `failed` once there will be no retry. */
export function markAttemptFailed(tx: Tx, id: number, error: string, final: boolean) {
  return tx.db
    .updateTable("outbox")
    .set({ lastError: error, ...(final ? { status: "failed" as const } : {}) })
    .where("id", "=", id)
    .execute();
}

/** The back office's page of the outbox, newest first. */
export async function listOutbox(db: Db, query: OutboxQuery) {
  let filtered = db.selectFrom("outbox");
  if (query.channel) filtered = filtered.where("channel", "=", query.channel);
  if (query.status) filtered = filtered.where("status", "=", query.status);
  const [rows, count] = await Promise.all([
    filtered
      .selectAll()
      .orderBy("createTime", "desc")
      .orderBy("id", "desc")
      .limit(query.size)
      .offset((query.page - 1) * query.size)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}
