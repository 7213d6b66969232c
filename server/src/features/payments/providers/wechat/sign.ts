import { createDecipheriv, createSign, createVerify, type KeyObject, randomBytes } from "node:crypto";
import { platformSerial } from "#features/payments/providers/wechat/config";

/**
 * The cryptography of WeChat Pay API v3, on Node's crypto alone. No SDK: the protocol is small and fully
 * specified (one RSA-SHA256 signature scheme over newline-joined fields, one AES-256-GCM envelope), while
 * the available Node SDKs are unofficial, wrap fetch in their own ways and would hide exactly the checks
 * this adapter must be seen to make.
 */

const AUTH_SCHEMA = "WECHATPAY2-SHA256-RSA2048";
/** WeChat's rule for both directions: a signed message older or newer than this is refused (replay). */
export const MAX_CLOCK_SKEW_SECONDS = 5 * 60;

/** 32 characters of [0-9A-Za-z], what WeChat's own examples use for nonce_str. */
export function nonceString(): string {
  const alphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
  return Array.from(randomBytes(32), (b) => alphabet[b % alphabet.length]).join("");
}

export function signMessage(lines: string[], privateKey: KeyObject): string {
  return createSign("RSA-SHA256").update(joinLines(lines)).sign(privateKey, "base64");
}

export function verifyMessage(lines: string[], signature: string, publicKey: KeyObject): boolean {
  try {
    return createVerify("RSA-SHA256").update(joinLines(lines)).verify(publicKey, signature, "base64");
  } catch {
    return false;
  }
}

/** Every line, the last one included, ends with "\n". */
function joinLines(lines: string[]): string {
  return lines.map((l) => `${l}\n`).join("");
}

/**
 * The Authorization header of a request: signature over "METHOD\nURL\nTIMESTAMP\nNONCE\nBODY\n", where
 * URL is the path with its query string and BODY is empty for GET.
 */
export function authorization(input: {
  method: string;
  pathAndQuery: string;
  body: string;
  mchid: string;
  serialNo: string;
  privateKey: KeyObject;
  now: Date;
}): string {
  const timestamp = String(Math.floor(input.now.getTime() / 1000));
  const nonce = nonceString();
  const signature = signMessage(
    [input.method, input.pathAndQuery, timestamp, nonce, input.body],
    input.privateKey,
  );
  const fields = { mchid: input.mchid, nonce_str: nonce, timestamp, serial_no: input.serialNo, signature };
  return `${AUTH_SCHEMA} ${Object.entries(fields)
    .map(([k, v]) => `${k}="${v}"`)
    .join(",")}`;
}

export type SignedHeaders = { timestamp: string; nonce: string; signature: string; serial: string };

/**
 * Checks what WeChat Pay signed (an API answer or a notify) over "TIMESTAMP\nNONCE\nBODY\n" with the key
 * its `Wechatpay-Serial` names. Returns the reason it is not genuine, or null when it is.
 */
export function checkWechatSignature(
  headers: SignedHeaders | null,
  body: string,
  platformKeys: Map<string, KeyObject>,
  now: Date,
): string | null {
  if (!headers) return "Wechatpay-Timestamp, -Nonce, -Signature and -Serial headers are required";
  const key = platformKeys.get(platformSerial(headers.serial));
  if (!key) return `unknown platform serial ${headers.serial}`;
  if (!/^\d{1,12}$/.test(headers.timestamp)) return "malformed Wechatpay-Timestamp";
  const skew = Math.abs(now.getTime() / 1000 - Number(headers.timestamp));
  if (skew > MAX_CLOCK_SKEW_SECONDS) return "Wechatpay-Timestamp is more than 5 minutes away";
  if (!verifyMessage([headers.timestamp, headers.nonce, body], headers.signature, key))
    return "bad signature";
  return null;
}

/** The four Wechatpay-* headers from any header bag (names compared case-insensitively); null if one is missing. */
export function signedHeaders(get: (name: string) => string | undefined): SignedHeaders | null {
  const timestamp = get("wechatpay-timestamp");
  const nonce = get("wechatpay-nonce");
  const signature = get("wechatpay-signature");
  const serial = get("wechatpay-serial");
  if (!timestamp || !nonce || !signature || !serial) return null;
  return { timestamp, nonce, signature, serial };
}

/** AEAD_AES_256_GCM as WeChat uses it: base64 ciphertext with the 16-byte tag appended. Throws when forged. */
export function decryptResource(
  resource: { ciphertext: string; nonce: string; associated_data?: string | undefined },
  apiV3Key: Buffer,
): string {
  const data = Buffer.from(resource.ciphertext, "base64");
  if (data.length < 17) throw new Error("ciphertext too short");
  const decipher = createDecipheriv("aes-256-gcm", apiV3Key, Buffer.from(resource.nonce, "utf8"));
  decipher.setAuthTag(data.subarray(data.length - 16));
  decipher.setAAD(Buffer.from(resource.associated_data ?? "", "utf8"));
  return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString(
    "utf8",
  );
}

/** RFC 3339 in Beijing time (+08:00), the form WeChat's examples and time_expire use. */
export function beijingTime(date: Date): string {
  const shifted = new Date(date.getTime() + 8 * 3600 * 1000);
  return `${shifted.toISOString().slice(0, 19)}+08:00`;
}
