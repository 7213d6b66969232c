import {
  type KioskLookupCost,
  kioskLookupScrypt,
  normalizeIdNumber,
  type ScryptParams,
} from "@confreg/shared";
import type { Pii } from "#crypto/pii";
import { scryptHex, scryptParamsOf } from "./scrypt";

/** The documents a kiosk scans are 18 characters: mainland IDs, residence permits, new foreigners' IDs. */
export const scannableNumber = /^\d{17}[\dX]$/;

/**
 * How a conference's kiosks derive an ID number's look-up hash: scrypt at the conference's cost
 * (`kioskLookupCost`), salted with the conference's kiosk key. The salt is no secret from a kiosk; the
 * cost is what keeps a kiosk from enumerating numbers.
 */
export const kioskLookupParams = (pii: Pii, conferenceId: number, cost: KioskLookupCost): ScryptParams =>
  scryptParamsOf(pii.kioskLookupKey(conferenceId), kioskLookupScrypt[cost]);

/** What a kiosk of the conference computes for the scanned number (hex). */
export function kioskIdHash(
  pii: Pii,
  conference: { id: number; cost: KioskLookupCost },
  idNumber: string,
): Promise<string> {
  return scryptHex(
    normalizeIdNumber(idNumber),
    pii.kioskLookupKey(conference.id),
    kioskLookupScrypt[conference.cost],
  );
}
