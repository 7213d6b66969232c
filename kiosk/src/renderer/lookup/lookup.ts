import { isValidIdNumber, normalizeIdNumber, type ScryptParams } from "@confreg/shared";
import type { KioskRow } from "#renderer/api/payload";
import type { KioskDb } from "#renderer/db/db";
import { scryptHex } from "./scrypt";

export type LookupResult =
  /** 18 characters shaped like an ID number whose checksum or birth date is wrong: a misread or a typo. */
  | { kind: "bad-checksum" }
  /** Neither an ID number (18) nor, where the conference uses them, an attendance card number (10 digits). */
  | { kind: "bad-format" }
  | { kind: "not-found" }
  | { kind: "found"; registration: KioskRow; matches: number };

/**
 * Mainland ID cards, residence permits of Hong Kong, Macao and Taiwan residents (81/82/83) and the new
 * foreigner's permanent residence ID (9...) all have this shape and the same check character.
 */
const idShape = /^\d{17}[\dX]$/;
const cardShape = /^\d{10}$/;

/** The hash the server stores for an ID number: hex scrypt of the normalised number with the enrolment's parameters. */
export function hashIdNumber(lookup: ScryptParams, idNumber: string): Promise<string> {
  return scryptHex(lookup, normalizeIdNumber(idNumber));
}

/** With several registrations (a person registered twice), the eligible one, then the latest change wins. */
function best(rows: KioskRow[]): KioskRow | undefined {
  return rows.toSorted(
    (a, b) => Number(b.checkIn.eligible) - Number(a.checkIn.eligible) || b.changeSeq - a.changeSeq,
  )[0];
}

/**
 * Finds a registration by a scanned or typed ID number, offline: the number is hashed with the
 * conference's look-up parameters and matched against the stored hashes; it is never stored or logged.
 * Attendance card numbers (10 digits) are matched as they are, when the conference uses cards.
 */
export async function lookupScan(
  db: KioskDb,
  enrolment: { lookup: ScryptParams; conference: { isCard: boolean } },
  raw: string,
): Promise<LookupResult> {
  const scan = normalizeIdNumber(raw);
  let rows: KioskRow[];
  if (idShape.test(scan)) {
    if (!isValidIdNumber(scan)) return { kind: "bad-checksum" };
    const idHash = await hashIdNumber(enrolment.lookup, scan);
    rows = await db.registrations.where("idHash").equals(idHash).toArray();
  } else if (enrolment.conference.isCard && cardShape.test(scan)) {
    rows = await db.registrations.where("cardNumber").equals(scan).toArray();
  } else {
    return { kind: "bad-format" };
  }
  const registration = best(rows);
  return registration ? { kind: "found", registration, matches: rows.length } : { kind: "not-found" };
}
