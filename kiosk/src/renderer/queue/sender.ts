import { kioskEventBatchLimit } from "@confreg/shared";
import { type KioskApi, KioskApiError, NetworkError } from "#renderer/api/client";
import type { EventResult } from "#renderer/api/payload";
import type { AttentionItem, KioskDb, QueuedEvent } from "#renderer/db/db";

export type SendOutcome = {
  /** Events the server answered for (applied, repeat, duplicate or refused), now out of the queue. */
  answered: number;
  refused: number;
  /** Onsite payments the server applied: the registrations changed, a sync shows it. */
  paymentsApplied: number;
  /** Events still queued. */
  remaining: number;
};

/** What an event the server did not answer for keeps as its last error: "network" or the error code. */
function errorText(error: unknown): string {
  if (error instanceof NetworkError) return "network";
  if (error instanceof KioskApiError) return error.code;
  return error instanceof Error ? error.message : String(error);
}

/**
 * Writes the server's answers for one batch in a single transaction: every answered event leaves the
 * queue; a check-in's local record keeps what the server made canonical; a refused event goes to the
 * attention list (the staff see it in the status bar), and a refused check-in is no longer shown as one.
 * Events without an answer stay queued.
 */
async function applyResults(db: KioskDb, batch: QueuedEvent[], results: EventResult[]) {
  const byId = new Map(results.map((result) => [result.clientId, result]));
  const tables = [db.queue, db.checkins, db.attention, db.registrations];
  return db.transaction("rw", tables, async () => {
    const outcome = { answered: 0, refused: 0, paymentsApplied: 0 };
    for (const event of batch) {
      const result = byId.get(event.clientId);
      if (!result) {
        await db.queue.update(event.clientId, { attempts: event.attempts + 1, lastError: "no answer" });
        continue;
      }
      outcome.answered += 1;
      await db.queue.delete(event.clientId);
      if (result.status === "refused") {
        outcome.refused += 1;
        const person = await db.registrations.get(event.registrationId);
        const item: AttentionItem = {
          clientId: event.clientId,
          kind: event.kind,
          registrationId: event.registrationId,
          name: person?.name ?? "",
          reason: result.reason ?? "",
          ...(result.details ? { details: result.details } : {}),
          at: event.createdAt,
        };
        await db.attention.put(item);
        if (event.kind === "checkin") await db.checkins.delete(event.clientId);
        continue;
      }
      if (event.kind === "checkin")
        await db.checkins.update(event.clientId, { state: "sent", canonical: result.checkin ?? null });
      if (event.kind === "onsitePayment") outcome.paymentsApplied += 1;
    }
    return outcome;
  });
}

/**
 * Sends the queue, oldest first, in batches of at most `kioskEventBatchLimit`, until it is empty or a
 * request fails. A failed request (offline, server error) changes nothing but the events' attempt count
 * and last error, and is thrown: the events stay for the next try.
 */
export async function sendQueue(
  db: KioskDb,
  api: Pick<KioskApi, "postEvents">,
  token: string,
  options: { batchSize?: number } = {},
): Promise<SendOutcome> {
  const batchSize = Math.min(options.batchSize ?? kioskEventBatchLimit, kioskEventBatchLimit);
  const total: SendOutcome = { answered: 0, refused: 0, paymentsApplied: 0, remaining: 0 };
  for (;;) {
    const batch = await db.queue.orderBy("createdAt").limit(batchSize).toArray();
    if (batch.length === 0) return total;
    let results: EventResult[];
    try {
      ({ results } = await api.postEvents(
        token,
        batch.map((event) => event.payload),
      ));
    } catch (error) {
      const lastError = errorText(error);
      await db.transaction("rw", db.queue, async () => {
        for (const event of batch)
          await db.queue.update(event.clientId, { attempts: event.attempts + 1, lastError });
      });
      throw error;
    }
    const outcome = await applyResults(db, batch, results);
    total.answered += outcome.answered;
    total.refused += outcome.refused;
    total.paymentsApplied += outcome.paymentsApplied;
    total.remaining = await db.queue.count();
    // Events the server left unanswered wait for the next send: asking again at once would ask forever.
    if (outcome.answered < batch.length) return total;
  }
}
