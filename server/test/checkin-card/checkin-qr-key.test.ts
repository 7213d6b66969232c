import { createPrivateKey, createPublicKey, hkdfSync, randomBytes, sign } from "node:crypto";
import { describe, expect, it } from "vitest";
import { checkinQrOf, conferenceQrPublicKey } from "#crypto/checkin-qr";
import { Pii } from "#crypto/pii";

/** The conference's Ed25519 key as OpenSSL makes it from the HKDF-SHA256 seed (an implementation apart). */
function opensslKey(secret: Buffer, conferenceId: number) {
  const seed = Buffer.from(hkdfSync("sha256", secret, "confreg", `sign:checkin-qr:${conferenceId}`, 32));
  const pkcs8 = Buffer.concat([Buffer.from("302e020100300506032b657004220420", "hex"), seed]);
  return createPrivateKey({ key: pkcs8, format: "der", type: "pkcs8" });
}

describe("a conference's QR signing key (DOMAIN.md §8)", () => {
  it("is derived from the server's secret and the conference id, nothing stored: its public key and signatures are OpenSSL's", () => {
    const secret = randomBytes(32);
    const key = opensslKey(secret, 7);
    const spki = createPublicKey(key).export({ format: "der", type: "spki" });
    // An Ed25519 SPKI is a 12-byte header and the 32-byte key.
    expect(conferenceQrPublicKey(new Pii(secret), 7)).toBe(spki.subarray(12).toString("base64url"));
    const signature = sign(null, Buffer.from("CR1.7.42"), key).toString("base64url");
    expect(checkinQrOf(new Pii(secret), 7, 42)).toBe(`CR1.7.42.${signature}`);
  });

  it("differs between conferences and between servers", () => {
    const pii = new Pii(randomBytes(32));
    expect(conferenceQrPublicKey(pii, 7)).not.toBe(conferenceQrPublicKey(pii, 8));
    expect(conferenceQrPublicKey(pii, 7)).not.toBe(conferenceQrPublicKey(new Pii(randomBytes(32)), 7));
  });
});
