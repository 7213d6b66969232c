import {
  type CheckinMethod,
  isValidIdNumber,
  maskIdDocument,
  normalizeIdNumber,
  type ScryptParams,
} from "@confreg/shared";
import type { KioskRow } from "#renderer/api/payload";
import type { KioskDb } from "#renderer/db/db";
import { type PersonState, personStateTables, readPersonState } from "#renderer/db/person-state";
import { searchByName } from "./name-search";
import { isQrScan, lookupQr, type QrRefusal } from "./qr-scan";
import { scryptHex } from "./scrypt";

export type LookupResult =
  /** 18 characters shaped like an ID number whose checksum or birth date is wrong: a misread or a typo. */
  | { kind: "bad-checksum" }
  /** Neither an ID number (18) nor, where the conference uses them, an attendance card number (10 digits). */
  | { kind: "bad-format" }
  | { kind: "not-found" }
  /**
   * `method` is how the person was found, as the check-in event records it; `state` what the desk holds of
   * them, read with the look-up so that their card shows it on its first paint; `idMasked`, for an ID
   * number, its last four characters from the number just scanned: the store holds none (DOMAIN.md §9).
   */
  | {
      kind: "found";
      registration: KioskRow;
      matches: number;
      method: CheckinMethod;
      state: PersonState;
      idMasked?: string;
    }
  /** A name search with several people: the best of them, at most a screenful; `more` when there are more. */
  | { kind: "choose"; matches: KioskRow[]; more: boolean }
  /** A registration QR code that does not check out here (qr-scan.ts). */
  | { kind: "qr-refused"; reason: QrRefusal };

/**
 * Mainland ID cards, residence permits of Hong Kong, Macao and Taiwan residents (81/82/83) and the new
 * foreigner's permanent residence ID (9...) all have this shape and the same check character.
 */
const idShape = /^\d{17}[\dX]$/;
const cardShape = /^\d{10}$/;
/** Letters or Chinese characters and no digit: a name (passport and permit numbers have digits). */
const nameShape = /^\D*\p{L}\D*$/u;

/** How a scan is looked up, which decides what the screen shows of it while and after it is. */
export type ScanKind = "qr" | "name" | "number";
/** Where a scan came from: the search box (scanners, typing, the keypad) or the camera, which reads QR codes only. */
export type ScanSource = "box" | "camera";

/** A typed name (letters or Chinese characters, no digit), not a number nor a QR code. */
export const isNameQuery = (raw: string): boolean =>
  !isQrScan(raw) && !idShape.test(normalizeIdNumber(raw)) && nameShape.test(raw);

export const scanKindOf = (raw: string, source: ScanSource = "box"): ScanKind =>
  source === "camera" || isQrScan(raw) ? "qr" : isNameQuery(raw) ? "name" : "number";

/** The hash the server stores for an ID number: hex scrypt of the normalised number with the enrolment's parameters. */
export function hashIdNumber(lookup: ScryptParams, idNumber: string): Promise<string> {
  return scryptHex(lookup, normalizeIdNumber(idNumber));
}

/** What a look-up needs of the enrolment. */
type LookupEnrolment = {
  lookup: ScryptParams;
  conference: {
    id: number;
    isCard: boolean;
    qrPublicKey?: string | undefined;
    /** The conference's current look-up parameters (sync pages), over those of the enrolment. */
    lookup?: ScryptParams | undefined;
  };
};

const lookupParams = (enrolment: LookupEnrolment): ScryptParams =>
  enrolment.conference.lookup ?? enrolment.lookup;

/**
 * Hashes a made-up number with the conference's parameters and forgets it: scrypt's WebAssembly is then
 * compiled and ready for the first real scan.
 */
export async function warmUpLookup(enrolment: LookupEnrolment): Promise<void> {
  await hashIdNumber(lookupParams(enrolment), "0".repeat(18));
}

/** With several registrations (a person registered twice), the eligible one, then the latest change wins. */
function best(rows: KioskRow[]): KioskRow | undefined {
  return rows.toSorted(
    (a, b) => Number(b.checkIn.eligible) - Number(a.checkIn.eligible) || b.changeSeq - a.changeSeq,
  )[0];
}

type Found = Extract<LookupResult, { kind: "found" }>;

/** The person found, with their state at the desk. */
async function withState(db: KioskDb, found: Omit<Found, "kind" | "state">): Promise<Found> {
  return { kind: "found", ...found, state: await readPersonState(db, found.registration.id) };
}

/** The best of the rows `find` reads, and its state, in one read transaction. */
function findBest(db: KioskDb, found: Pick<Found, "method" | "idMasked">, find: () => Promise<KioskRow[]>) {
  return db.transaction("r", personStateTables(db), async (): Promise<LookupResult> => {
    const rows = await find();
    const registration = best(rows);
    if (!registration) return { kind: "not-found" };
    return withState(db, { registration, matches: rows.length, ...found });
  });
}

/**
 * Finds a registration by a scanned or typed ID number, offline: the number is hashed with the
 * conference's look-up parameters and matched against the stored hashes; it is never stored or logged.
 * Attendance card numbers (10 digits) are matched as they are, when the conference uses cards. A
 * registration QR code is checked with the conference's public key (qr-scan.ts), and so is whatever the
 * camera read (another kind of QR code is no registration's). Anything else with a letter or a Chinese
 * character is a name search (name-search.ts).
 */
export async function lookupScan(
  db: KioskDb,
  enrolment: LookupEnrolment,
  raw: string,
  source: ScanSource = "box",
): Promise<LookupResult> {
  if (scanKindOf(raw, source) === "qr") {
    const found = await lookupQr(db, enrolment.conference, raw);
    return found.kind === "found"
      ? withState(db, { registration: found.registration, matches: 1, method: "qr" })
      : found;
  }
  const scan = normalizeIdNumber(raw);
  if (idShape.test(scan)) {
    if (!isValidIdNumber(scan)) return { kind: "bad-checksum" };
    const idHash = await hashIdNumber(lookupParams(enrolment), scan);
    const found = { method: "idNumber" as const, idMasked: maskIdDocument(scan, "kiosk") };
    return findBest(db, found, () => db.registrations.where("idHash").equals(idHash).toArray());
  }
  if (enrolment.conference.isCard && cardShape.test(scan))
    return findBest(db, { method: "card" }, () =>
      db.registrations.where("cardNumber").equals(scan).toArray(),
    );
  if (!isNameQuery(raw)) return { kind: "bad-format" };
  const { matches, more } = await searchByName(db, raw);
  const [only] = matches;
  if (only && matches.length === 1)
    return withState(db, { registration: only, matches: 1, method: "search" });
  return matches.length ? { kind: "choose", matches, more } : { kind: "not-found" };
}
