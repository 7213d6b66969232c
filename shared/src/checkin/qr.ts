import { ed25519 } from "@noble/curves/ed25519.js";
import { fromBase64Url, toBase64Url } from "./base64url";

/**
 * The registration's QR code (DOMAIN.md §8): `CR1.<conferenceId>.<registrationId>.<signature>`, the
 * signature an Ed25519 signature (base64url) over everything before its dot, by the conference's key. A
 * kiosk holds only the conference's public key and verifies a scan offline: nobody can make a code for an
 * id they were not given, and a code of one conference does not check anyone in at another.
 *
 * The server derives each conference's 32-byte seed from its secret; this module signs with a seed and
 * verifies with a public key, the same in the server, the PWA and the kiosk.
 */
export const checkinQrVersion = "CR1";

export type CheckinQrClaim = { conferenceId: number; registrationId: number };

/** Why a scanned code is refused: not one of ours, another conference's, or forged or altered. */
export type CheckinQrRefusal = "malformed" | "otherConference" | "badSignature";
export type CheckinQrResult = { ok: true; registrationId: number } | { ok: false; reason: CheckinQrRefusal };

/** Ids as written by the server: positive, no leading zero, within JavaScript's safe integers. */
const idText = "[1-9]\\d{0,14}";
/** A 64-byte signature is 86 base64url characters. */
const payloadPattern = new RegExp(`^${checkinQrVersion}\\.(${idText})\\.(${idText})\\.([A-Za-z0-9_-]{86})$`);

/** The signed text is ASCII (the version, digits and dots): its bytes are its character codes. */
const ascii = (text: string) => Uint8Array.from(text, (ch) => ch.charCodeAt(0));

/** What a code's signature covers: everything before its last dot. */
export const checkinQrSignedText = ({ conferenceId, registrationId }: CheckinQrClaim) =>
  `${checkinQrVersion}.${conferenceId}.${registrationId}`;

/** The QR payload of a registration, signed with its conference's 32-byte seed. */
export function signCheckinQr(seed: Uint8Array, claim: CheckinQrClaim): string {
  const text = checkinQrSignedText(claim);
  return `${text}.${toBase64Url(ed25519.sign(ascii(text), seed))}`;
}

/** The public key (base64url, 32 bytes) a kiosk verifies a conference's codes with. */
export function checkinQrPublicKey(seed: Uint8Array): string {
  return toBase64Url(ed25519.getPublicKey(seed));
}

/**
 * Reads a scanned code for the kiosk's conference: the registration it names when the signature is the
 * conference's, else why not. Surrounding white space (a scanner's Enter) is ignored; nothing else is.
 */
export function verifyCheckinQr(
  payload: string,
  key: { conferenceId: number; publicKey: string },
): CheckinQrResult {
  const match = payloadPattern.exec(payload.trim());
  const signature = match?.[3] ? fromBase64Url(match[3]) : null;
  if (!match || !signature) return { ok: false, reason: "malformed" };
  const claim = { conferenceId: Number(match[1]), registrationId: Number(match[2]) };
  if (claim.conferenceId !== key.conferenceId) return { ok: false, reason: "otherConference" };
  const publicKey = fromBase64Url(key.publicKey);
  if (publicKey?.length !== 32)
    throw new Error("The conference's QR public key is not 32 bytes of base64url");
  // Strict RFC 8032 verification (not ZIP-215): one valid signature per message and key.
  let valid = false;
  try {
    valid = ed25519.verify(signature, ascii(checkinQrSignedText(claim)), publicKey, { zip215: false });
  } catch {
    valid = false;
  }
  return valid ? { ok: true, registrationId: claim.registrationId } : { ok: false, reason: "badSignature" };
}
