import { createPrivateKey, createPublicKey, type KeyObject, X509Certificate } from "node:crypto";
import { readFileSync } from "node:fs";
import { z } from "zod";
import { credentialsFromEnv } from "#credentials-env";

/**
 * WeChat Pay API v3 settings, from the environment. All of it or none of it: a partial setup is an error
 * at start rather than a payment that fails in front of an attendee.
 *
 * PEM values (private key, certificates, public keys) are given inline (with real or `\n`-escaped line
 * breaks, as env files tend to hold them) or as a path to a file.
 *
 * WECHATPAY_PLATFORM_CERTS lists the keys WeChat Pay signs with, comma-separated, each keyed by the serial
 * WeChat puts in `Wechatpay-Serial`:
 *   - a platform certificate (PEM or path): its serial is read from the certificate itself;
 *   - a WeChat Pay public key: `PUB_KEY_ID_0112...=<PEM or path>`, the id shown in the merchant platform
 *     (a public key carries no serial of its own).
 * `SERIAL=<certificate>` is accepted too, and must match the certificate. Several entries let a rotation
 * (old and new certificate, or certificate and public key) overlap.
 */
export type WechatConfig = {
  mchid: string;
  /** Official account (WeChat browser JSAPI) and web app id, used for Native and H5 too. */
  appId: string;
  /** The mini-program's own app id; null: the mini-program channel is not offered. */
  miniProgramAppId: string | null;
  /** Serial of the merchant API certificate whose private key signs our requests. */
  serialNo: string;
  privateKey: KeyObject;
  /** 32 bytes: decrypts notify resources. */
  apiV3Key: Buffer;
  /** WeChat Pay's verification keys by serial, in the form of platformSerial(). */
  platformKeys: Map<string, KeyObject>;
  baseUrl: string;
  /** H5 scene info shown by WeChat on its payment page; optional. */
  h5App: { name: string | null; url: string | null };
};

const NAMES = [
  "WECHATPAY_MCHID",
  "WECHATPAY_APPID",
  "WECHATPAY_MINIPROGRAM_APPID",
  "WECHATPAY_SERIAL_NO",
  "WECHATPAY_PRIVATE_KEY",
  "WECHATPAY_APIV3_KEY",
  "WECHATPAY_PLATFORM_CERTS",
  "WECHATPAY_BASE_URL",
  "WECHATPAY_H5_APP_NAME",
  "WECHATPAY_H5_APP_URL",
] as const;

const appId = z.string().regex(/^wx[0-9a-zA-Z]{6,30}$/, "an app id such as wx8888888888888888");

const wechatEnv = z.object({
  WECHATPAY_MCHID: z.string().regex(/^\d{6,32}$/, "the merchant number (digits)"),
  WECHATPAY_APPID: appId,
  WECHATPAY_MINIPROGRAM_APPID: appId.optional(),
  WECHATPAY_SERIAL_NO: z.string().regex(/^[0-9A-Fa-f]{8,64}$/, "the merchant certificate serial (hex)"),
  WECHATPAY_PRIVATE_KEY: z.string().min(1),
  WECHATPAY_APIV3_KEY: z.string().refine((v) => Buffer.byteLength(v, "utf8") === 32, "must be 32 bytes"),
  WECHATPAY_PLATFORM_CERTS: z.string().min(1),
  WECHATPAY_BASE_URL: z.url().default("https://api.mch.weixin.qq.com"),
  WECHATPAY_H5_APP_NAME: z.string().min(1).max(64).optional(),
  WECHATPAY_H5_APP_URL: z.url().optional(),
});

/**
 * The form serials are compared in: upper case, and for hex certificate serials without leading zeros
 * (Node prints "0A57...", WeChat's Java side prints BigInteger.toString(16), "A57...").
 */
export function platformSerial(serial: string): string {
  const upper = serial.trim().toUpperCase();
  return /^[0-9A-F]+$/.test(upper) ? upper.replace(/^0+(?=.)/, "") : upper;
}

/** Null when no WECHATPAY_* variable is set (WeChat Pay is not offered); throws when it is set up partly or wrongly. */
export function loadWechatConfig(env: Record<string, string | undefined>): WechatConfig | null {
  const e = credentialsFromEnv("WeChat Pay", NAMES, wechatEnv, env);
  if (!e) return null;
  return {
    mchid: e.WECHATPAY_MCHID,
    appId: e.WECHATPAY_APPID,
    miniProgramAppId: e.WECHATPAY_MINIPROGRAM_APPID ?? null,
    serialNo: e.WECHATPAY_SERIAL_NO.toUpperCase(),
    privateKey: loadPrivateKey(e.WECHATPAY_PRIVATE_KEY),
    apiV3Key: Buffer.from(e.WECHATPAY_APIV3_KEY, "utf8"),
    platformKeys: loadPlatformKeys(e.WECHATPAY_PLATFORM_CERTS),
    baseUrl: e.WECHATPAY_BASE_URL.replace(/\/+$/, ""),
    h5App: { name: e.WECHATPAY_H5_APP_NAME ?? null, url: e.WECHATPAY_H5_APP_URL ?? null },
  };
}

/** Inline PEM (line breaks possibly escaped as `\n`) or a file path; errors name the variable, never the content. */
function readPem(value: string, variable: string): string {
  if (value.includes("-----BEGIN")) return value.replace(/\\n/g, "\n");
  try {
    return readFileSync(value, "utf8");
  } catch {
    throw new Error(`WeChat Pay configuration: ${variable}: cannot read the file ${value}`);
  }
}

function loadPrivateKey(value: string): KeyObject {
  try {
    return createPrivateKey(readPem(value, "WECHATPAY_PRIVATE_KEY"));
  } catch (error) {
    if (error instanceof Error && error.message.startsWith("WeChat Pay")) throw error;
    throw new Error("WeChat Pay configuration: WECHATPAY_PRIVATE_KEY: not a PEM private key");
  }
}

function loadPlatformKeys(value: string): Map<string, KeyObject> {
  const keys = new Map<string, KeyObject>();
  for (const entry of value
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)) {
    const named = /^([A-Za-z0-9_]+)=([\s\S]+)$/.exec(entry);
    const pem = readPem(named ? (named[2] ?? "") : entry, "WECHATPAY_PLATFORM_CERTS");
    const { serial, key } = platformKey(pem, named?.[1] ? platformSerial(named[1]) : null);
    keys.set(serial, key);
  }
  if (keys.size === 0) throw new Error("WeChat Pay configuration: WECHATPAY_PLATFORM_CERTS: no key given");
  return keys;
}

function platformKey(pem: string, givenSerial: string | null): { serial: string; key: KeyObject } {
  const problem = (what: string) => new Error(`WeChat Pay configuration: WECHATPAY_PLATFORM_CERTS: ${what}`);
  if (pem.includes("BEGIN CERTIFICATE")) {
    let cert: X509Certificate;
    try {
      cert = new X509Certificate(pem);
    } catch {
      throw problem("not a readable PEM certificate");
    }
    const serial = platformSerial(cert.serialNumber);
    if (givenSerial && givenSerial !== serial)
      throw problem(`${givenSerial} does not match its certificate (${serial})`);
    return { serial, key: cert.publicKey };
  }
  if (!givenSerial) throw problem("a public key needs its id in front: PUB_KEY_ID_...=<PEM or path>");
  try {
    return { serial: givenSerial, key: createPublicKey(pem) };
  } catch {
    throw problem(`${givenSerial}: not a PEM public key`);
  }
}
