import { checkinQrPublicKey, signCheckinQr } from "@confreg/shared";
import type { Pii } from "./pii";

/**
 * A conference's QR signing seed (DOMAIN.md §8): 32 bytes by HKDF-SHA256 from the server's secret and the
 * conference id (Pii.signingKey). Nothing is stored: the same secret always gives the same key, and a
 * kiosk is handed only the public key.
 */
const seedOf = (pii: Pii, conferenceId: number) => pii.signingKey(`checkin-qr:${conferenceId}`);

/** The signed QR payload of a registration (shared `verifyCheckinQr` reads it). */
export const checkinQrOf = (pii: Pii, conferenceId: number, registrationId: number): string =>
  signCheckinQr(seedOf(pii, conferenceId), { conferenceId, registrationId });

/** The public key (base64url) a conference's kiosks verify its registrations' QR codes with. */
export const conferenceQrPublicKey = (pii: Pii, conferenceId: number): string =>
  checkinQrPublicKey(seedOf(pii, conferenceId));
