import { AppError, type Conference, PayState, payStatusesWhere } from "@confreg/shared";
import { sql } from "kysely";
import type { Pii } from "#crypto/pii";
import { payStateIs } from "#db/pay-state";
import type { Tx } from "#db/transact";

/**
 * The locks a new registration takes, always in this order and before the unit of work's own (registration
 * rows, then the change counter): the attendee's account, the identity document, the workshops by id, then
 * its blocks' in the block table's order (blocks/index.ts: accepted papers by id, room nights by type and
 * night, the group). SQLite runs one writer at a time, so there they are plain checks.
 */

const unpaid = payStatusesWhere("awaitsPayment");

/**
 * One account holds at most the conference's number of live unpaid registrations (protecting scarce places); one with nothing
 * to pay is not unpaid (shared `payStateOf`).
 */
export async function lockAccount(
  tx: Tx,
  accountId: number,
  conference: Pick<Conference, "id" | "settings">,
  /** The account's registrations locked before this one in the same call, not yet written (registerAllIn). */
  earlier = 0,
) {
  if (tx.dialect === "postgres") {
    await tx.db.selectFrom("attendeeAccounts").select("id").where("id", "=", accountId).forUpdate().execute();
  }
  const { n } = await tx.db
    .selectFrom("registrations")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("accountId", "=", accountId)
    .where("conferenceId", "=", conference.id)
    .where("isDeleted", "=", 0)
    .where("payStatus", "in", unpaid)
    .where((eb) => eb.not(payStateIs("registrations", PayState.nothingToPay)))
    .executeTakeFirstOrThrow();
  const max = conference.settings.maxUnpaidPerAccount;
  if (Number(n) + earlier >= max) throw new AppError("TOO_MANY_UNPAID", { max });
}

/**
 * One person, one live registration per conference (DOMAIN.md §7): a second one with the same document
 * (by its keyed hash) is refused without saying whose it is. On Postgres an advisory lock on the
 * conference and the hash makes two submissions with the same number take turns.
 */
export async function lockIdentity(
  tx: Tx,
  pii: Pii,
  conferenceId: number,
  idNumber: string,
  /** An edited registration, which may keep its own document. */
  except: number | null = null,
) {
  const hash = pii.idNumberHash(idNumber);
  if (tx.dialect === "postgres") {
    const key = Number.parseInt(hash.slice(0, 8), 16) | 0;
    await sql`select pg_advisory_xact_lock(${conferenceId}, ${key})`.execute(tx.db);
  }
  const taken = await tx.db
    .selectFrom("registrations")
    .select("id")
    .where("conferenceId", "=", conferenceId)
    .where("idNumberHash", "=", hash)
    .where("isDeleted", "=", 0)
    .$if(except !== null, (q) => q.where("id", "!=", except as number))
    .executeTakeFirst();
  if (taken) throw new AppError("ID_NUMBER_REGISTERED");
}

/** Takes one place in each limited workshop, in id order; a full one fails the whole registration. */
export async function lockWorkshops(tx: Tx, workshopIds: readonly number[]) {
  for (const workshopId of [...workshopIds].sort((a, b) => a - b)) {
    const result = await tx.db
      .updateTable("workshops")
      .set((eb) => ({ takenCount: eb("takenCount", "+", 1) }))
      .where("id", "=", workshopId)
      // A workshop deleted while this registration was checked is not taken (conferences/items/workshops.ts).
      .where("isDeleted", "=", 0)
      .where((eb) => eb.or([eb("numberLimit", "is", null), eb("takenCount", "<", eb.ref("numberLimit"))]))
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw new AppError("WORKSHOP_FULL", { workshopId });
  }
}

/** Gives workshop places back (a deleted registration), in id order like taking them. */
export async function releaseWorkshops(tx: Tx, workshopIds: readonly number[]) {
  for (const workshopId of [...workshopIds].sort((a, b) => a - b)) {
    await tx.db
      .updateTable("workshops")
      .set((eb) => ({ takenCount: eb("takenCount", "-", 1) }))
      .where("id", "=", workshopId)
      .where("takenCount", ">", 0)
      .execute();
  }
}
