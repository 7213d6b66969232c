import { type CheckinQrRefusal, checkinQrVersion, verifyCheckinQr } from "@confreg/shared";
import type { KioskRow } from "#renderer/api/payload";
import type { KioskDb } from "#renderer/db/db";

/** Why a scanned registration QR code finds nobody: not a valid code of this conference, or no key yet. */
export type QrRefusal = CheckinQrRefusal | "noKey";

export type QrLookup =
  | { kind: "found"; registration: KioskRow }
  | { kind: "not-found" }
  | { kind: "qr-refused"; reason: QrRefusal };

/**
 * A registration QR code (`CR1.<conference>.<registration>.<signature>`), recognised by its version
 * prefix: never a name nor an ID number, whether it is valid or not (verifyCheckinQr says).
 */
export const isQrScan = (raw: string): boolean => raw.trim().startsWith(`${checkinQrVersion}.`);

/** An Ed25519 signature (64 bytes) in base64url, the code's last part. */
const signatureLength = 86;

/**
 * A code read to its end: the version, two ids and a whole signature. A reader configured without a
 * suffix sends no Enter, so the search box submits such a code once the burst has settled.
 */
export function isWholeQrScan(raw: string): boolean {
  const parts = raw.trim().split(".");
  return isQrScan(raw) && parts.length === 4 && parts[3]?.length === signatureLength;
}

/**
 * Finds the registration a scanned QR code names, offline: the signature is checked with the conference's
 * public key (from enrolment or sync), then the id is read from the local rows. A code of another
 * conference, a forged or altered one, or a kiosk without the key yet is refused with its reason.
 */
export async function lookupQr(
  db: KioskDb,
  conference: { id: number; qrPublicKey?: string | undefined },
  raw: string,
): Promise<QrLookup> {
  if (!isQrScan(raw)) return { kind: "qr-refused", reason: "malformed" };
  const publicKey = conference.qrPublicKey;
  if (!publicKey) return { kind: "qr-refused", reason: "noKey" };
  let verified: ReturnType<typeof verifyCheckinQr>;
  try {
    verified = verifyCheckinQr(raw, { conferenceId: conference.id, publicKey });
  } catch {
    // A stored key that is not one (32 bytes of base64url): as good as none until sync brings a good one.
    return { kind: "qr-refused", reason: "noKey" };
  }
  if (!verified.ok) return { kind: "qr-refused", reason: verified.reason };
  const registration = await db.registrations.get(verified.registrationId);
  return registration ? { kind: "found", registration } : { kind: "not-found" };
}
