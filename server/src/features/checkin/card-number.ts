import { createHash } from "node:crypto";
import { AppError } from "@confreg/shared";
import { sql } from "kysely";
import type { Tx } from "#db/transact";
import { requireConference } from "#features/conferences";
import { type ActorRef, writeAudit } from "#lib/audit/write-audit";
import { lockRegistration } from "#state/bindings";

/**
 * Saves the number of a person's attendance card (saveCardNumber, conferences with `isCard`): ten digits
 * (the shared schema), one card per person within the conference. On Postgres an advisory lock on the
 * conference and the number makes two desks saving the same number take turns, so the second is told.
 * Taken before the registration's lock, as a new registration takes its identity lock.
 */
export async function saveCardNumberIn(
  tx: Tx,
  request: { registrationId: number; cardNumber: string; actor: ActorRef },
): Promise<{ cardNumber: string }> {
  const { registrationId, cardNumber } = request;
  const found = await tx.db
    .selectFrom("registrations")
    .select(["conferenceId"])
    .where("id", "=", registrationId)
    .executeTakeFirst();
  if (!found) throw new AppError("REGISTRATION_NOT_FOUND");
  const conference = await requireConference(tx.db, found.conferenceId);
  if (!conference.settings.isCard) throw new AppError("CARDS_NOT_USED");
  if (tx.dialect === "postgres") {
    const key = createHash("sha256").update(`card:${cardNumber}`).digest().readInt32BE(0);
    await sql`select pg_advisory_xact_lock(${conference.id}, ${key})`.execute(tx.db);
  }
  if (!(await lockRegistration(tx, registrationId))) throw new AppError("REGISTRATION_NOT_FOUND");
  const before = await tx.db
    .selectFrom("registrations")
    .select("cardNumber")
    .where("id", "=", registrationId)
    .executeTakeFirstOrThrow();
  if (before.cardNumber === cardNumber) return { cardNumber };
  const taken = await tx.db
    .selectFrom("registrations")
    .select("id")
    .where("conferenceId", "=", conference.id)
    .where("cardNumber", "=", cardNumber)
    .where("isDeleted", "=", 0)
    .where("id", "!=", registrationId)
    .executeTakeFirst();
  if (taken) throw new AppError("CARD_NUMBER_TAKEN");
  await tx.db.updateTable("registrations").set({ cardNumber }).where("id", "=", registrationId).execute();
  await writeAudit(tx, {
    action: "registration.cardNumber",
    actor: request.actor,
    entityId: registrationId,
    conferenceId: conference.id,
    from: before.cardNumber || null,
    to: cardNumber,
  });
  tx.touch(registrationId);
  return { cardNumber };
}
