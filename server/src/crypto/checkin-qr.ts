import { createPrivateKey, type KeyObject, sign } from "node:crypto";
import { checkinQrPublicKey, checkinQrSignedText } from "@confreg/shared";
import type { Pii } from "./pii";

/**
 * A conference's QR signing seed (DOMAIN.md §8): 32 bytes by HKDF-SHA256 from the server's secret and the
 * conference id (Pii.signingKey). Nothing is stored: the same secret always gives the same key, and a
 * kiosk is handed only the public key.
 */
const seedOf = (pii: Pii, conferenceId: number) => pii.signingKey(`checkin-qr:${conferenceId}`);

/** An Ed25519 private key in PKCS #8 DER is this 16-byte header and the 32-byte seed (RFC 8410). */
const pkcs8Header = Buffer.from("302e020100300506032b657004220420", "hex");
const privateKeys = new WeakMap<Pii, Map<number, KeyObject>>();

/** The conference's private key as OpenSSL holds it, made once per process and secret. */
function privateKeyOf(pii: Pii, conferenceId: number): KeyObject {
  let keys = privateKeys.get(pii);
  if (!keys) {
    keys = new Map();
    privateKeys.set(pii, keys);
  }
  let key = keys.get(conferenceId);
  if (!key) {
    const der = Buffer.concat([pkcs8Header, seedOf(pii, conferenceId)]);
    key = createPrivateKey({ key: der, format: "der", type: "pkcs8" });
    keys.set(conferenceId, key);
  }
  return key;
}

/**
 * The signed QR payload of a registration (shared `verifyCheckinQr` reads it). Signed by Node's OpenSSL,
 * several times faster than the shared JavaScript signer, with the same result: Ed25519 signatures are
 * deterministic (RFC 8032), so any two signers of the same text and key agree byte for byte.
 */
export function checkinQrOf(pii: Pii, conferenceId: number, registrationId: number): string {
  const text = checkinQrSignedText({ conferenceId, registrationId });
  const signature = sign(null, Buffer.from(text, "ascii"), privateKeyOf(pii, conferenceId));
  return `${text}.${signature.toString("base64url")}`;
}

/** The public key (base64url) a conference's kiosks verify its registrations' QR codes with. */
export const conferenceQrPublicKey = (pii: Pii, conferenceId: number): string =>
  checkinQrPublicKey(seedOf(pii, conferenceId));
