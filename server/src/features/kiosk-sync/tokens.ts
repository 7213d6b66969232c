import { createHash, randomBytes } from "node:crypto";

/** Pairing codes avoid look-alike characters (0/O, 1/I/L) since staff type them from a screen. */
const codeAlphabet = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

export function newPairingCode(length = 8): string {
  const bytes = randomBytes(length);
  return Array.from(bytes, (b) => codeAlphabet[b % codeAlphabet.length]).join("");
}

/** Codes compare without case, spaces or dashes: "k7p3-9xq2" is "K7P39XQ2". */
export function normalizePairingCode(code: string): string {
  return code.replace(/[\s-]+/g, "").toUpperCase();
}

export function newDeviceToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Codes and tokens are stored only as hashes. */
export function sha256(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}
