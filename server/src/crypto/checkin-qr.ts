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

/** A value made from the secret and a conference id, made once per process, secret and conference. */
function perConference<T>(make: (pii: Pii, conferenceId: number) => T) {
  const made = new WeakMap<Pii, Map<number, T>>();
  return (pii: Pii, conferenceId: number): T => {
    let values = made.get(pii);
    if (!values) {
      values = new Map();
      made.set(pii, values);
    }
    let value = values.get(conferenceId);
    if (value === undefined) {
      value = make(pii, conferenceId);
      values.set(conferenceId, value);
    }
    return value;
  };
}

/** The conference's private key as OpenSSL holds it. */
const privateKeyOf = perConference((pii, conferenceId): KeyObject => {
  const der = Buffer.concat([pkcs8Header, seedOf(pii, conferenceId)]);
  return createPrivateKey({ key: der, format: "der", type: "pkcs8" });
});

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

/**
 * The public key (base64url) a conference's kiosks verify its registrations' QR codes with. Every sync
 * page carries it, and the shared JavaScript Ed25519 takes about a millisecond to make it: made once.
 */
export const conferenceQrPublicKey = perConference((pii, conferenceId): string =>
  checkinQrPublicKey(seedOf(pii, conferenceId)),
);
