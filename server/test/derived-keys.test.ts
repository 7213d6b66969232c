import { hkdfSync, randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { Pii } from "#crypto/pii";

const hkdf = (secret: Buffer, info: string) => Buffer.from(hkdfSync("sha256", secret, "confreg", info, 32));

describe("a conference's kiosk key", () => {
  it("is the HKDF of the server's secret for that conference, the same bytes on every call", () => {
    const secret = randomBytes(32);
    const pii = new Pii(secret);

    expect(pii.kioskLookupKey(7)).toEqual(hkdf(secret, "kiosk:lookup:7"));
    expect(pii.kioskLookupKey(7)).toEqual(hkdf(secret, "kiosk:lookup:7"));
    expect(pii.kioskLookupKey(8)).toEqual(hkdf(secret, "kiosk:lookup:8"));
  });

  it("cannot be changed by a caller that writes into the bytes it was given", () => {
    const secret = randomBytes(32);
    const pii = new Pii(secret);

    pii.kioskLookupKey(3).fill(0);

    expect(pii.kioskLookupKey(3)).toEqual(hkdf(secret, "kiosk:lookup:3"));
  });
});

describe("a signing key", () => {
  it("is the HKDF of the server's secret for its purpose, whoever asked for it before", () => {
    const secret = randomBytes(32);
    const pii = new Pii(secret);

    pii.signingKey("csrf").fill(0);

    expect(pii.signingKey("csrf")).toEqual(hkdf(secret, "sign:csrf"));
    expect(pii.signingKey("password-reset-code")).toEqual(hkdf(secret, "sign:password-reset-code"));
  });
});
