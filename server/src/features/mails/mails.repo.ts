import { OutboxStatus, outboxStatusesWhere } from "@confreg/shared";
import type { Kysely } from "kysely";
import type { Database } from "#db/schema";
import type { Tx } from "#db/transact";

type Db = Kysely<Database>;

/** A registration's messages as its mail list shows them: newest first, deleted ones left out. */
export function mailsOf(db: Db, registrationId: number) {
  return db
    .selectFrom("outbox")
    .select([
      "id",
      "channel",
      "sender",
      "recipient",
      "subject",
      "body",
      "status",
      "createTime",
      "sentTime",
      "lastError",
    ])
    .where("registrationId", "=", registrationId)
    .where("status", "<>", OutboxStatus.deleted)
    .orderBy("id", "desc")
    .execute();
}

/** The message as staff act on it: where it stands and whose mail list it is in. */
export function mailOf(db: Db, id: number) {
  return db
    .selectFrom("outbox")
    .select(["id", "status", "registrationId", "conferenceId"])
    .where("id", "=", id)
    .executeTakeFirst();
}

/**
 * Puts a held or failed message back in the queue, due now with its attempts counted afresh. Only if it is
 * still held or failed: of two staff pressing Send at once, one moves it and the other moves nothing.
 * A queued message is left alone: it may be in a sender's hands right now, and counting its attempts
 * afresh would let the dispatcher take it a second time.
 */
export async function requeue(tx: Tx, id: number): Promise<boolean> {
  const result = await tx.db
    .updateTable("outbox")
    .set({ status: OutboxStatus.queued, attempts: 0, nextAttemptAt: "", lastError: "" })
    .where("id", "=", id)
    .where("status", "in", outboxStatusesWhere("requeued"))
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/**
 * Deletes a message that has not gone: kept, as deleted, and never sent. Only if it is still unsent; a
 * queued one a sender holds at this moment may still go, and its row then says sent.
 */
export async function markDeleted(tx: Tx, id: number): Promise<boolean> {
  const result = await tx.db
    .updateTable("outbox")
    .set({ status: OutboxStatus.deleted })
    .where("id", "=", id)
    .where("status", "in", outboxStatusesWhere("unsent"))
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
