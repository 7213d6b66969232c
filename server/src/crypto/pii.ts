import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from "node:crypto";
import { normalizeIdNumber } from "@confreg/shared";

const derive = (secret: Buffer, info: string) => Buffer.from(hkdfSync("sha256", secret, "confreg", info, 32));

/**
 * Personal data at rest (DOMAIN.md §9): ID numbers are stored encrypted (AES-256-GCM) beside a keyed hash
 * (HMAC-SHA256) that finds them by exact value. Kiosks get a per-conference salt for a slow look-up hash
 * instead, so they can match a scanned number offline without ever holding the numbers themselves.
 */
export class Pii {
  readonly #encKey: Buffer;
  readonly #lookupKey: Buffer;
  readonly #secret: Buffer;
  /** Keys derived on demand, once each: callers ask per row (the hash job) or per request (CSRF). */
  readonly #derived = new Map<string, Buffer>();

  constructor(secret: Buffer) {
    this.#secret = secret;
    this.#encKey = derive(secret, "pii:encrypt:v1");
    this.#lookupKey = derive(secret, "pii:lookup:v1");
  }

  /** "v1." + base64(iv | ciphertext | tag). */
  encrypt(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv("aes-256-gcm", this.#encKey, iv);
    const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
    return `v1.${Buffer.concat([iv, body, cipher.getAuthTag()]).toString("base64")}`;
  }

  decrypt(sealed: string): string {
    if (!sealed.startsWith("v1.")) throw new Error("Unknown PII envelope");
    const raw = Buffer.from(sealed.slice(3), "base64");
    const decipher = createDecipheriv("aes-256-gcm", this.#encKey, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(raw.length - 16));
    return Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()]).toString(
      "utf8",
    );
  }

  /** Server-side look-up hash of an ID number (normalised first). */
  idNumberHash(idNumber: string): string {
    return createHmac("sha256", this.#lookupKey).update(normalizeIdNumber(idNumber)).digest("hex");
  }

  /**
   * The salt of a conference's kiosk look-up hashes (scrypt, features/kiosk-sync/kiosk-id-hash.ts); raw
   * bytes. Kiosks hold it: it makes each conference's hashes its own, the scrypt cost makes guessing slow.
   */
  kioskLookupKey(conferenceId: number): Buffer {
    return this.#derivedKey(`kiosk:lookup:${conferenceId}`);
  }

  /** A purpose-bound key for signing (registration QR codes, tokens). */
  signingKey(purpose: string): Buffer {
    return this.#derivedKey(`sign:${purpose}`);
  }

  /** A copy of the cached key, so that no caller can change what the next one gets. */
  #derivedKey(info: string): Buffer {
    let key = this.#derived.get(info);
    if (!key) {
      key = derive(this.#secret, info);
      this.#derived.set(info, key);
    }
    return Buffer.from(key);
  }
}
