/// <reference types="node" />
import { createPrivateKey, sign } from "node:crypto";
import { describe, expect, it } from "vitest";
import { checkinQrPublicKey, fromBase64Url, signCheckinQr, toBase64Url, verifyCheckinQr } from "../src";

const hex = (text: string) => Uint8Array.from(Buffer.from(text, "hex"));
/** RFC 8032 §7.1, test 1: the secret key (seed) and the public key it gives. */
const rfcSeed = hex("9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60");
const rfcPublicKey = hex("d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a");

/** Node's own Ed25519 (OpenSSL), an implementation independent of the one under test. */
function opensslSign(seed: Uint8Array, text: string): string {
  const pkcs8 = Buffer.concat([Buffer.from("302e020100300506032b657004220420", "hex"), seed]);
  const key = createPrivateKey({ key: pkcs8, format: "der", type: "pkcs8" });
  return sign(null, Buffer.from(text, "ascii"), key).toString("base64url");
}

const seedOf = (fill: number) => new Uint8Array(32).fill(fill);
const conference7 = { conferenceId: 7, publicKey: checkinQrPublicKey(seedOf(7)) };

describe("base64url", () => {
  it("writes what Node's base64url writes, for every length of a block", () => {
    for (let length = 0; length <= 7; length++) {
      const bytes = Uint8Array.from({ length }, (_, i) => (i * 97 + 13) & 0xff);
      expect(toBase64Url(bytes)).toBe(Buffer.from(bytes).toString("base64url"));
      expect(fromBase64Url(Buffer.from(bytes).toString("base64url"))).toEqual(bytes);
    }
    expect(toBase64Url(hex("fbff"))).toBe("-_8");
  });

  it("reads only the canonical spelling: no padding, no foreign character, no stray low bits", () => {
    expect(fromBase64Url("-_8")).toEqual(hex("fbff"));
    expect(fromBase64Url("-_9")).toBeNull();
    expect(fromBase64Url("-_8=")).toBeNull();
    expect(fromBase64Url("+/8")).toBeNull();
    expect(fromBase64Url("A")).toBeNull();
  });
});

describe("the registration QR code (DOMAIN.md §8)", () => {
  it("derives the RFC 8032 test 1 public key from its seed", () => {
    expect(checkinQrPublicKey(rfcSeed)).toBe(Buffer.from(rfcPublicKey).toString("base64url"));
  });

  it("is CR1.<conference>.<registration>.<the Ed25519 signature of that text>, as OpenSSL signs it", () => {
    const payload = signCheckinQr(rfcSeed, { conferenceId: 7, registrationId: 1234 });
    expect(payload).toBe(`CR1.7.1234.${opensslSign(rfcSeed, "CR1.7.1234")}`);
    expect(payload).toHaveLength("CR1.7.1234.".length + 86);
  });

  it("verifies a code of the kiosk's conference, and one OpenSSL signed with the same key", () => {
    expect(
      verifyCheckinQr(signCheckinQr(seedOf(7), { conferenceId: 7, registrationId: 42 }), conference7),
    ).toEqual({ ok: true, registrationId: 42 });
    expect(verifyCheckinQr(`CR1.7.99.${opensslSign(seedOf(7), "CR1.7.99")}`, conference7)).toEqual({
      ok: true,
      registrationId: 99,
    });
  });

  it("ignores the scanner's line ending around a code, nothing inside it", () => {
    const payload = signCheckinQr(seedOf(7), { conferenceId: 7, registrationId: 42 });
    expect(verifyCheckinQr(`${payload}\r\n`, conference7)).toEqual({ ok: true, registrationId: 42 });
    expect(verifyCheckinQr(payload.replace("CR1.7.", "CR1.7 ."), conference7)).toEqual({
      ok: false,
      reason: "malformed",
    });
  });

  it("refuses another conference's code before looking at its signature", () => {
    const elsewhere = signCheckinQr(seedOf(8), { conferenceId: 8, registrationId: 42 });
    expect(verifyCheckinQr(elsewhere, conference7)).toEqual({ ok: false, reason: "otherConference" });
  });

  it("refuses a code whose conference or registration was changed, or signed with another key", () => {
    const payload = signCheckinQr(seedOf(7), { conferenceId: 7, registrationId: 42 });
    const signature = payload.split(".")[3];
    expect(verifyCheckinQr(`CR1.7.43.${signature}`, conference7)).toEqual({
      ok: false,
      reason: "badSignature",
    });
    const eightSigned = signCheckinQr(seedOf(8), { conferenceId: 7, registrationId: 42 });
    expect(verifyCheckinQr(eightSigned, conference7)).toEqual({ ok: false, reason: "badSignature" });
    const relabelled = signCheckinQr(seedOf(7), { conferenceId: 8, registrationId: 42 }).replace(
      "CR1.8.",
      "CR1.7.",
    );
    expect(verifyCheckinQr(relabelled, conference7)).toEqual({ ok: false, reason: "badSignature" });
  });

  it("refuses a signature with one character changed", () => {
    const payload = signCheckinQr(seedOf(7), { conferenceId: 7, registrationId: 42 });
    const at = "CR1.7.42.".length + 20;
    const swapped = payload[at] === "A" ? "B" : "A";
    expect(verifyCheckinQr(payload.slice(0, at) + swapped + payload.slice(at + 1), conference7)).toEqual({
      ok: false,
      reason: "badSignature",
    });
  });

  it.each([
    ["empty", ""],
    ["a plain word", "hello"],
    ["an ID number", "11010519491231002X"],
    ["no signature", "CR1.7.42"],
    ["another version", `CR2.7.42.${"A".repeat(86)}`],
    ["lower case", `cr1.7.42.${"A".repeat(86)}`],
    ["a leading zero", `CR1.07.42.${"A".repeat(86)}`],
    ["an id of zero", `CR1.7.0.${"A".repeat(86)}`],
    ["an id beyond safe integers", `CR1.7.1234567890123456.${"A".repeat(86)}`],
    ["a short signature", `CR1.7.42.${"A".repeat(85)}`],
    ["padding", `CR1.7.42.${"A".repeat(84)}==`],
    ["a fifth part", `CR1.7.42.${"A".repeat(86)}.x`],
    ["stray low bits in the last character", `CR1.7.42.${"A".repeat(85)}B`],
  ])("refuses garbage: %s", (_, payload) => {
    expect(verifyCheckinQr(payload, conference7)).toEqual({ ok: false, reason: "malformed" });
  });

  it("will not verify with a public key that is not 32 bytes (a kiosk misconfigured, not a bad scan)", () => {
    const payload = signCheckinQr(seedOf(7), { conferenceId: 7, registrationId: 42 });
    expect(() => verifyCheckinQr(payload, { conferenceId: 7, publicKey: "abc" })).toThrow(/32 bytes/);
  });
});
