import type {
  CheckinMethod,
  KioskCheckinRecord,
  KioskEvent,
  KioskEventKind,
  KioskPoint,
} from "@confreg/shared";
import { Dexie, type DexieOptions, type EntityTable, type Transaction } from "dexie";
import type { BadgeTemplatesAnswer, KioskEnrolment, KioskRow } from "#renderer/api/payload";
import { searchKeysOf } from "#renderer/lookup/search-keys";

/**
 * This kiosk's enrolment: what the server answered, plus where the server is. One row, key "current".
 * `point` is absent only in an enrolment stored before check-in points: such a kiosk records at the
 * conference's main point, which the server fills in.
 */
export type StoredEnrolment = Omit<KioskEnrolment, "point" | "conference"> & {
  conference: Omit<KioskEnrolment["conference"], "isOnsite"> & { isOnsite?: boolean };
  key: "current";
  serverUrl: string;
  enrolledAt: string;
  point?: KioskPoint;
};

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
  /**
   * While events made before the revocation are still queued: where and with which token to hand them
   * over (a revoked device may still post its queue, and nothing else). Removed once the queue is empty.
   */
  handover?: { serverUrl: string; token: string };
};

/**
 * An event waiting to be sent (queue/): made on this kiosk, kept until the server answers for it, across
 * reloads, restarts, un-enrolling and revocation. `payload` is the event as POST /api/kiosk/events takes it.
 */
export type QueuedEvent = {
  clientId: string;
  kind: KioskEventKind;
  registrationId: number;
  payload: KioskEvent;
  createdAt: string;
  /** Sends that reached no answer for it (network failures). */
  attempts: number;
  lastError: string | null;
};

/**
 * A check-in made on this kiosk, shown at once ("checked in here at 09:12") before the server has it.
 * `canonical` is what the server answered: the person's first check-in at the point, this one or an earlier
 * one elsewhere (then this one was a repeat).
 */
export type LocalCheckin = {
  clientId: string;
  registrationId: number;
  pointId: number | null;
  at: string;
  method: CheckinMethod;
  operator: string;
  state: "waiting" | "sent";
  canonical: KioskCheckinRecord | null;
};

/** A badge printed here: a second print of the same person's badge asks for a reason. */
export type LocalPrint = { clientId: string; registrationId: number; at: string; reprint: boolean };

/** An event the server refused (not recorded there): listed for the staff until they dismiss it. */
export type AttentionItem = {
  clientId: string;
  kind: KioskEventKind;
  registrationId: number;
  /** The person's name when it was refused, so the list reads without the registration. */
  name: string;
  /** The error code the server gave. */
  reason: string;
  /** What the server said with it, when it did (an onsite payment's: what is owed now). */
  details?: Record<string, unknown>;
  /** When the event was made at the desk. */
  at: string;
};

/** Desk settings, remembered on this kiosk (Settings, behind the PIN). */
export type DeskSettings = {
  key: "current";
  /** Sent with each check-in and payment: who was at the desk. */
  operator: string;
  /** Check an eligible person in as soon as a scan finds them. */
  autoCheckIn: boolean;
  /** Print the badge right after a check-in. */
  printOnCheckIn: boolean;
};

export const defaultDeskSettings: DeskSettings = {
  key: "current",
  operator: "",
  autoCheckIn: false,
  printOnCheckIn: false,
};

/**
 * The conference's badge templates as last fetched (badge/templates.ts), logos embedded: the kiosk prints
 * offline with them. One row, key "current"; none before the first fetch (the built-in layout prints).
 */
export type StoredBadgeTemplates = BadgeTemplatesAnswer & { key: "current"; fetchedAt: string };

export type KioskDb = Dexie & {
  enrolment: EntityTable<StoredEnrolment, "key">;
  /** Registrations as `kioskRegistration` (DOMAIN.md §9): ID numbers only as a slow hash, nothing in clear. */
  registrations: EntityTable<KioskRow, "id">;
  syncState: EntityTable<SyncState, "key">;
  pinState: EntityTable<PinState, "key">;
  revocation: EntityTable<Revocation, "key">;
  queue: EntityTable<QueuedEvent, "clientId">;
  checkins: EntityTable<LocalCheckin, "clientId">;
  prints: EntityTable<LocalPrint, "clientId">;
  attention: EntityTable<AttentionItem, "clientId">;
  settings: EntityTable<DeskSettings, "key">;
  badgeTemplates: EntityTable<StoredBadgeTemplates, "key">;
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
  db.version(3)
    .stores({
      registrations: "id, idHash, changeSeq, cardNumber, *searchKeys",
      queue: "clientId, createdAt, registrationId",
      checkins: "clientId, registrationId",
      prints: "clientId, registrationId",
      attention: "clientId",
      settings: "key",
    })
    .upgrade(keepVersion2Data);
  db.version(4).stores({ badgeTemplates: "key" });
  db.version(5).stores({}).upgrade(dropIdTails);
  return db;
}

/**
 * Rows of payloads 2 and 3 carried the ID number's last four characters (`idNumberMasked`), which with the
 * check character let a copy of the store give numbers back (kiosk/README.md, "ID numbers on a kiosk"):
 * they go from every row. Nothing else changes, so nothing needs fetching again.
 */
async function dropIdTails(tx: Transaction): Promise<void> {
  await tx
    .table("registrations")
    .toCollection()
    .modify((row: KioskRow & { idNumberMasked?: string }) => {
      delete row.idNumberMasked;
    });
}

/**
 * Version 2 rows stay (the kiosk goes on finding people while it re-syncs) and get their name-search keys
 * and an empty check-in list; the cursor goes back to 0 so the next sync (a delta as far as the screen
 * goes) brings every registration again with its check-ins (payload version 3).
 */
async function keepVersion2Data(tx: Transaction): Promise<void> {
  await tx
    .table("registrations")
    .toCollection()
    .modify((row: KioskRow) => {
      row.checkins ??= [];
      row.searchKeys = searchKeysOf(row);
    });
  await tx
    .table("syncState")
    .toCollection()
    .modify((state: SyncState) => {
      state.cursor = 0;
    });
}

/**
 * What revocation and a new enrolment remove: everything but the queue, which only the server's answers
 * empty (nothing recorded offline is lost; queue/sender.ts), and the attention list, which only staff empty.
 */
export const kioskTables = (db: KioskDb) => [
  db.enrolment,
  db.registrations,
  db.syncState,
  db.pinState,
  db.revocation,
  db.checkins,
  db.prints,
  db.settings,
  db.badgeTemplates,
];

/**
 * Forgets the enrolment and every registration: un-enrolling (staff, behind the PIN, with the queue sent)
 * leaves nothing behind.
 */
export async function clearKioskData(db: KioskDb): Promise<void> {
  const tables = [...kioskTables(db), db.attention];
  await db.transaction("rw", tables, async () => {
    await Promise.all(tables.map((table) => table.clear()));
  });
}

/**
 * The server revoked this kiosk: everything is removed at once (kiosk/README.md says why), and only the
 * notice stays, so the kiosk shows it (even after a reload) instead of ever syncing with that token again.
 * Events still queued (the hand-over failed, queue/revocation.ts) stay with the token to hand them over.
 */
export async function recordRevocation(db: KioskDb, enrolment: StoredEnrolment, at = new Date()) {
  await db.transaction("rw", [...kioskTables(db), db.queue], async () => {
    await Promise.all(kioskTables(db).map((table) => table.clear()));
    const queued = await db.queue.count();
    await db.revocation.put({
      key: "current",
      deviceName: enrolment.deviceName,
      conferenceTitle: enrolment.conference.title,
      noticedAt: at.toISOString(),
      ...(queued ? { handover: { serverUrl: enrolment.serverUrl, token: enrolment.token } } : {}),
    });
  });
}
