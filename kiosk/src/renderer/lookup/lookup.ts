import { isValidIdNumber, type KioskRegistration, normalizeIdNumber } from "@confreg/shared";
import type { KioskDb } from "#renderer/db/db";
import { hmacSha256Hex } from "./hmac";

export type LookupResult =
  /** 18 characters shaped like an ID number whose checksum or birth date is wrong: a misread or a typo. */
  | { kind: "bad-checksum" }
  /** Neither an ID number (18) nor, where the conference uses them, an attendance card number (10 digits). */
  | { kind: "bad-format" }
  | { kind: "not-found" }
  | { kind: "found"; registration: KioskRegistration; matches: number };

const idShape = /^\d{17}[\dX]$/;
const cardShape = /^\d{10}$/;

/** The hash the server stores for an ID number: hex HMAC-SHA256 of the normalised number under the key. */
export function hashIdNumber(lookupKey: string, idNumber: string): Promise<string> {
  return hmacSha256Hex(lookupKey, normalizeIdNumber(idNumber));
}

/** With several registrations (a person registered twice), the eligible one, then the latest change wins. */
function best(rows: KioskRegistration[]): KioskRegistration | undefined {
  return rows.toSorted((a, b) => Number(b.eligible) - Number(a.eligible) || b.changeSeq - a.changeSeq)[0];
}

/**
 * Finds a registration by a scanned or typed ID number, offline: the number is hashed with the
 * conference's look-up key and matched against the stored hashes; it is never stored or logged.
 * Attendance card numbers (10 digits) are matched as they are, when the conference uses cards.
 */
export async function lookupScan(
  db: KioskDb,
  enrolment: { lookupKey: string; conference: { isCard: boolean } },
  raw: string,
): Promise<LookupResult> {
  const scan = normalizeIdNumber(raw);
  let rows: KioskRegistration[];
  if (idShape.test(scan)) {
    if (!isValidIdNumber(scan)) return { kind: "bad-checksum" };
    const idHash = await hashIdNumber(enrolment.lookupKey, scan);
    rows = await db.registrations.where("idHash").equals(idHash).toArray();
  } else if (enrolment.conference.isCard && cardShape.test(scan)) {
    rows = await db.registrations.where("cardNumber").equals(scan).toArray();
  } else {
    return { kind: "bad-format" };
  }
  const registration = best(rows);
  return registration ? { kind: "found", registration, matches: rows.length } : { kind: "not-found" };
}
