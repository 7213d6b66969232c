import type { OutboxQuery } from "@confreg/shared";
import type { Kysely } from "kysely";
import type { Database } from "#db/schema";
import type { Tx } from "#db/transact";

type Db = Kysely<Database>;

/** Queued messages due by `now`, after `afterId`, oldest first: the dispatcher walks them page by page. */
export function dueAfter(db: Db, now: string, afterId: number, limit: number) {
  return db
    .selectFrom("outbox")
    .select(["id", "channel", "recipient", "template", "locale", "subject", "body", "attempts"])
    .where("status", "=", "queued")
    .where("nextAttemptAt", "<=", now)
    .where("id", ">", afterId)
    .orderBy("id")
    .limit(limit)
    .execute();
}

/**
 * Takes a due message for one attempt until `claimedUntil`: counts the attempt only if nobody else counted
 * it since it was read. Whoever wins sends it; no other process (nor a second pass of this one) tries it
 * before the claim runs out, which only a sender that died mid-attempt lets happen.
 */
export async function claimAttempt(
  tx: Tx,
  id: number,
  seenAttempts: number,
  claimedUntil: string,
): Promise<boolean> {
  const result = await tx.db
    .updateTable("outbox")
    .set({ attempts: seenAttempts + 1, nextAttemptAt: claimedUntil })
    .where("id", "=", id)
    .where("status", "=", "queued")
    .where("attempts", "=", seenAttempts)
    .where("nextAttemptAt", "<=", tx.now)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Only the holder of the message's latest claim (its attempt number) records how the attempt went. */
export function markSent(tx: Tx, id: number, attempt: number, sender: string, body?: string) {
  return tx.db
    .updateTable("outbox")
    .set({ status: "sent", sender, sentTime: tx.now, lastError: "", ...(body === undefined ? {} : { body }) })
    .where("id", "=", id)
    .where("attempts", "=", attempt)
    .execute();
}

/** A failed attempt: the error kept for the back office, then a retry at `retryAt`, or `failed` (null). */
export function markAttemptFailed(
  tx: Tx,
  id: number,
  attempt: number,
  error: string,
  retryAt: string | null,
) {
  return tx.db
    .updateTable("outbox")
    .set({
      lastError: error,
      ...(retryAt === null ? { status: "failed" as const } : { nextAttemptAt: retryAt }),
    })
    .where("id", "=", id)
    .where("attempts", "=", attempt)
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
