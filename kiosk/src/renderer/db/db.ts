import type { Enrolment } from "@confreg/shared";
import { Dexie, type DexieOptions, type EntityTable, type Transaction } from "dexie";
import type { KioskRow } from "#renderer/api/payload";

/** This kiosk's enrolment: what the server answered, plus where the server is. One row, key "current". */
export type StoredEnrolment = Enrolment & { key: "current"; serverUrl: string; enrolledAt: string };

/**
 * Where sync stands. `complete` turns true when the first full sync has reached the end once. `count` is
 * how many registrations the kiosk holds, so the screen need not count the table (sync-writes.ts);
 * absent in a state stored before it was kept.
 */
export type SyncState = {
  key: "current";
  cursor: number;
  complete: boolean;
  lastSyncAt: string | null;
  count?: number;
};

/** Wrong PINs in a row, how many times that locked the settings, and until when (pin/pin-lock.ts). */
export type PinState = { key: "current"; failures: number; lockouts: number; lockedUntil: string | null };

/** The server revoked this kiosk: what the full-screen notice says until staff enrol it again. */
export type Revocation = {
  key: "current";
  deviceName: string;
  conferenceTitle: { zh: string; en: string };
  noticedAt: string;
};

export type KioskDb = Dexie & {
  enrolment: EntityTable<StoredEnrolment, "key">;
  /** Registrations as `kioskRegistration` (DOMAIN.md §9): ID numbers only as a slow hash and the last four. */
  registrations: EntityTable<KioskRow, "id">;
  syncState: EntityTable<SyncState, "key">;
  pinState: EntityTable<PinState, "key">;
  revocation: EntityTable<Revocation, "key">;
};

export const initialSyncState: SyncState = { key: "current", cursor: 0, complete: false, lastSyncAt: null };

/** Version 1 held HMAC look-ups and payload-1 rows that nothing reads any more: such a kiosk enrols again. */
async function dropVersion1Data(tx: Transaction): Promise<void> {
  await Promise.all(["enrolment", "registrations", "syncState"].map((table) => tx.table(table).clear()));
}

/**
 * The kiosk's IndexedDB. Versions only ever add: a new index or table is a new `version(n)` below, so a
 * kiosk that updates keeps its data (and re-syncs from its cursor), unless the upgrade says otherwise.
 */
export function openKioskDb(name = "confreg-kiosk", options?: DexieOptions): KioskDb {
  const db = new Dexie(name, options) as KioskDb;
  db.version(1).stores({
    enrolment: "key",
    registrations: "id, idHash, changeSeq, cardNumber",
    syncState: "key",
  });
  db.version(2).stores({ pinState: "key", revocation: "key" }).upgrade(dropVersion1Data);
  return db;
}

const kioskTables = (db: KioskDb) => [
  db.enrolment,
  db.registrations,
  db.syncState,
  db.pinState,
  db.revocation,
];

/** Forgets the enrolment and every registration: un-enrolling leaves nothing behind. */
export async function clearKioskData(db: KioskDb): Promise<void> {
  await db.transaction("rw", kioskTables(db), async () => {
    await Promise.all(kioskTables(db).map((table) => table.clear()));
  });
}

/**
 * The server revoked this kiosk: everything is removed at once (kiosk/README.md says why), and only the
 * notice stays, so the kiosk shows it (even after a reload) instead of ever syncing with that token again.
 */
export async function recordRevocation(db: KioskDb, enrolment: StoredEnrolment, at = new Date()) {
  await db.transaction("rw", kioskTables(db), async () => {
    await Promise.all(kioskTables(db).map((table) => table.clear()));
    await db.revocation.put({
      key: "current",
      deviceName: enrolment.deviceName,
      conferenceTitle: enrolment.conference.title,
      noticedAt: at.toISOString(),
    });
  });
}
