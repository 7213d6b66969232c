import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * The server's master secret: from SECRET_KEY, else from DATA_DIR/secret.key, generated there (mode 0600)
 * on the first start. Every other key (ID-number encryption, look-up hashes, kiosk keys) is derived from it.
 */
export function loadSecret(secretKey: string | undefined, dataDir: string): Buffer {
  if (secretKey) return decodeSecret(secretKey, "SECRET_KEY");
  const file = path.join(dataDir, "secret.key");
  try {
    return decodeSecret(readFileSync(file, "utf8").trim(), file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32);
  writeFileSync(file, `${secret.toString("base64")}\n`, { mode: 0o600, flag: "wx" });
  return secret;
}

function decodeSecret(text: string, source: string): Buffer {
  const secret = Buffer.from(text, "base64");
  if (secret.length < 32) throw new Error(`${source} must hold at least 32 bytes, base64-encoded`);
  return secret;
}
