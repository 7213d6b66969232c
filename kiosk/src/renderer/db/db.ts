import type { Enrolment, KioskRegistration } from "@confreg/shared";
import { Dexie, type DexieOptions, type EntityTable } from "dexie";

/** This kiosk's enrolment: what the server answered, plus where the server is. One row, key "current". */
export type StoredEnrolment = Enrolment & { key: "current"; serverUrl: string; enrolledAt: string };

/** Where sync stands. `complete` turns true when the first full sync has reached the end once. */
export type SyncState = { key: "current"; cursor: number; complete: boolean; lastSyncAt: string | null };

export type KioskDb = Dexie & {
  enrolment: EntityTable<StoredEnrolment, "key">;
  /** Exactly `kioskRegistration` (DOMAIN.md §9): ID numbers only as a keyed hash, phone and ID masked. */
  registrations: EntityTable<KioskRegistration, "id">;
  syncState: EntityTable<SyncState, "key">;
};

export const initialSyncState: SyncState = { key: "current", cursor: 0, complete: false, lastSyncAt: null };

/**
 * The kiosk's IndexedDB. Versions only ever add: a new index or table is a new `version(n)` below, so a
 * kiosk that updates keeps its data (and re-syncs from its cursor).
 */
export function openKioskDb(name = "confreg-kiosk", options?: DexieOptions): KioskDb {
  const db = new Dexie(name, options) as KioskDb;
  db.version(1).stores({
    enrolment: "key",
    registrations: "id, idHash, changeSeq, cardNumber",
    syncState: "key",
  });
  return db;
}

/** Forgets the enrolment and every registration: un-enrolling or a revoked device leaves nothing behind. */
export async function clearKioskData(db: KioskDb): Promise<void> {
  await db.transaction("rw", db.enrolment, db.registrations, db.syncState, async () => {
    await Promise.all([db.enrolment.clear(), db.registrations.clear(), db.syncState.clear()]);
  });
}
