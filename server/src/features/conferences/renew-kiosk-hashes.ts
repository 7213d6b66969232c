import type { Tx } from "#db/transact";

/**
 * After a conference's `kioskLookupCost` changed, in the unit of work that changed it: its registrations'
 * look-up hashes are made again at the new cost by the kiosk job (kiosk-sync/kiosk-hash-job.ts), which touches each
 * row it writes, so kiosks pull them; the new parameters reach kiosks with their next sync page.
 */
export async function renewKioskHashes(tx: Tx, conferenceId: number): Promise<void> {
  await tx.db
    .updateTable("registrations")
    .set({ kioskIdHash: null })
    .where("conferenceId", "=", conferenceId)
    .where("kioskIdHash", "is not", null)
    .execute();
}
