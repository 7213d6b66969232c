import { randomBytes, scryptSync } from "node:crypto";
import { idNumberCheckChar, type KioskRegistration, type SyncPage, syncVersion } from "@confreg/shared";
import { IDBKeyRange, indexedDB } from "fake-indexeddb";
import type { FetchFn } from "#renderer/api/client";
import { type KioskRow, kioskRow } from "#renderer/api/payload";
import { initialSyncState, type KioskDb, openKioskDb, type StoredEnrolment } from "#renderer/db/db";

/** The conference's look-up parameters, as the server's enrolment answer carries them. */
export const lookup = {
  algorithm: "scrypt" as const,
  salt: Buffer.from("kiosk-lookup-key-for-tests-32byt").toString("base64"),
  N: 16384,
  r: 8,
  p: 1,
  dkLen: 32,
};
export const serverUrl = "http://reg.test";
export const token = "device-token-1";

let dbCounter = 0;
/** A fresh database in fake-indexeddb for each test. */
export function testDb(): KioskDb {
  dbCounter += 1;
  return openKioskDb(`kiosk-test-${dbCounter}`, { indexedDB, IDBKeyRange });
}

/** A valid ID number (correct check character) from 17 digits. */
export const idNumber = (first17: string) => first17 + idNumberCheckChar(first17);

/** What the server stores: hex scrypt (N=2^14, r=8, p=1) of the normalised number, salted with the conference's key. */
export const serverIdHash = (id: string) =>
  scryptSync(id.toUpperCase(), Buffer.from(lookup.salt, "base64"), 32, { N: 16384, r: 8, p: 1 }).toString(
    "hex",
  );

/**
 * A settings PIN as the enrolment carries it: scrypt under a random salt, computed here with Node's crypto.
 * The server's cost (N = 2^14) by default; tests of the lock policy, which try dozens of PINs, pass a small N.
 */
export function pinCheck(pin: string, N = 16384) {
  const salt = randomBytes(16);
  const hash = scryptSync(pin, salt, 32, { N, r: 8, p: 1 }).toString("hex");
  return { algorithm: "scrypt" as const, salt: salt.toString("base64"), N, r: 8, p: 1, dkLen: 32, hash };
}
export const settingsPin = "4826";
const settingsPinCheck = pinCheck(settingsPin);

export function registration(id: number, overrides: Partial<KioskRegistration> = {}): KioskRegistration {
  return {
    id,
    name: `参会者${id}`,
    nameEn: `Attendee ${id}`,
    unit: "Tsinghua University",
    participantType: { zh: "普通代表", en: "Delegate" },
    participantTypeId: 1,
    printType: null,
    level: 7,
    idType: 1,
    idHash: null,
    phoneMasked: "138****0000",
    cardNumber: "",
    checkIn: { eligible: true, reason: "paid" },
    owed: 0,
    currency: "CNY",
    isSignIn: false,
    signInTime: null,
    checkins: [],
    changeSeq: id,
    ...overrides,
  };
}

/** A registration as the kiosk stores it: read as a sync page is (its name-search keys added). */
export const stored = (id: number, overrides: Partial<KioskRegistration> = {}): KioskRow =>
  kioskRow.parse(registration(id, overrides));

export function enrolment(overrides: Partial<StoredEnrolment> = {}): StoredEnrolment {
  return {
    key: "current",
    token,
    deviceId: 7,
    deviceName: "Hall A",
    conference: {
      id: 1,
      title: { zh: "年会", en: "Annual meeting" },
      isCard: false,
      isIdcard: true,
      timezone: "Asia/Shanghai",
    },
    point: { id: 1, name: { zh: "主会场", en: "Main hall" } },
    lookup,
    pin: settingsPinCheck,
    serverUrl,
    enrolledAt: "2025-05-01T08:00:00.000Z",
    ...overrides,
  };
}

export async function enrolledDb(overrides: Partial<StoredEnrolment> = {}): Promise<KioskDb> {
  const db = testDb();
  await db.enrolment.put(enrolment(overrides));
  await db.syncState.put(initialSyncState);
  return db;
}

type Change = { seq: number; row: KioskRegistration } | { seq: number; tombstone: number };

/**
 * A server's sync endpoint over a change log: a page holds the changes after the cursor, up to `limit`, each
 * registration in its current state. `fail` makes a given request (1-based) fail the way the test wants.
 */
export class FakeSyncServer {
  changes: Change[] = [];
  requests: {
    cursor: number;
    limit: number;
    version: string | null;
    remaining: string | null;
    authorization: string | null;
  }[] = [];
  fail: Map<number, () => Response | Promise<Response>> = new Map();
  /** Extra fields the server might add; the kiosk must not keep them. */
  extraFields: Record<string, unknown> = {};
  /**
   * The conference block every page carries (its QR public key among it), when set; unset, pages look
   * like an older server's.
   */
  conference: Record<string, unknown> | undefined;
  version: number = syncVersion;
  seq = 0;

  put(row: KioskRegistration): this {
    this.seq += 1;
    this.changes.push({ seq: this.seq, row: { ...row, changeSeq: this.seq } });
    return this;
  }

  delete(id: number): this {
    this.seq += 1;
    this.changes.push({ seq: this.seq, tombstone: id });
    return this;
  }

  /** A page as the server sends it; the conference block only when `conference` is set. */
  page(cursor: number, limit: number): Omit<SyncPage, "conference"> & { conference?: unknown } {
    const after = this.changes.filter((c) => c.seq > cursor);
    const taken = after.slice(0, limit);
    const newCursor = taken.at(-1)?.seq ?? cursor;
    const rows = new Map<number, KioskRegistration>();
    const tombstones: number[] = [];
    for (const change of taken) {
      if ("row" in change) rows.set(change.row.id, { ...change.row, ...this.extraFields });
      else {
        rows.delete(change.tombstone);
        tombstones.push(change.tombstone);
      }
    }
    return {
      version: this.version as typeof syncVersion,
      cursor: newCursor,
      hasMore: after.length > taken.length,
      remaining: after.length - taken.length,
      registrations: [...rows.values()],
      tombstones,
      ...(this.conference ? { conference: this.conference } : {}),
    };
  }

  readonly fetch: FetchFn = async (url, init) => {
    const parsed = new URL(url);
    const headers = new Headers(init?.headers);
    const cursor = Number(parsed.searchParams.get("cursor"));
    const limit = Number(parsed.searchParams.get("limit"));
    this.requests.push({
      cursor,
      limit,
      version: parsed.searchParams.get("version"),
      remaining: parsed.searchParams.get("remaining"),
      authorization: headers.get("authorization"),
    });
    const failure = this.fail.get(this.requests.length);
    if (failure) return failure();
    if (parsed.pathname !== "/api/kiosk/sync") return apiError(404, "NOT_FOUND");
    return Response.json(this.page(cursor, limit));
  };
}

export const offline = (): never => {
  throw new TypeError("Failed to fetch");
};

/** An error answer as the server sends it: `{ code, message, details }`. */
export const apiError = (status: number, code: string) =>
  Response.json({ code, message: code, details: {} }, { status });
