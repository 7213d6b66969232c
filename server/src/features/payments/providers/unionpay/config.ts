import { createPrivateKey, type KeyObject, X509Certificate } from "node:crypto";
import { readFileSync } from "node:fs";
import { z } from "zod";

/**
 * UnionPay online gateway (全渠道, gateway 5.1.0) settings from the environment. UnionPay hands a merchant a
 * password-protected .pfx; convert it once with openssl (add `-legacy` on OpenSSL 3 if it says "unsupported"):
 *
 *   openssl pkcs12 -in acp_prod_sign.pfx -nodes -nocerts -out unionpay-key.pem && openssl pkcs12 -in acp_prod_sign.pfx -clcerts -nokeys -out unionpay-cert.pem
 *
 * The root and middle certificates are UnionPay's acp_prod_root.cer and acp_prod_middle.cer (already PEM).
 */
const KEYS = [
  "UNIONPAY_MER_ID",
  "UNIONPAY_SIGN_KEY",
  "UNIONPAY_SIGN_CERT",
  "UNIONPAY_ROOT_CERT",
  "UNIONPAY_MIDDLE_CERT",
  "UNIONPAY_GATEWAY",
] as const;
const REQUIRED = KEYS.filter((key) => key !== "UNIONPAY_GATEWAY");

const pemOrPath = z.string().trim().min(1);
const unionpayEnv = z.object({
  /** The 15-character merchant number UnionPay assigned. */
  UNIONPAY_MER_ID: z.string().regex(/^[0-9A-Z]{15}$/, "15 digits or capital letters"),
  UNIONPAY_SIGN_KEY: pemOrPath,
  UNIONPAY_SIGN_CERT: pemOrPath,
  UNIONPAY_ROOT_CERT: pemOrPath,
  UNIONPAY_MIDDLE_CERT: pemOrPath,
  /** The test environment is https://gateway.test.95516.com. */
  UNIONPAY_GATEWAY: z
    .url({ protocol: /^https?$/ })
    .transform((url) => url.replace(/\/+$/, ""))
    .default("https://gateway.95516.com"),
});

export type UnionpayConfig = {
  merId: string;
  /** The gateway's base URL, without a trailing slash. */
  gateway: string;
  signKey: KeyObject;
  signCert: X509Certificate;
  /** The signing certificate's serial number in decimal: UnionPay finds the merchant's key by it. */
  certId: string;
  rootCert: X509Certificate;
  middleCert: X509Certificate;
};

export const UNIONPAY_PATHS = {
  front: "/gateway/api/frontTransReq.do",
  back: "/gateway/api/backTransReq.do",
  query: "/gateway/api/queryTrans.do",
} as const;

/** The UnionPay settings, or null when none is set; throws naming what is missing or wrong when partly set. */
export function loadUnionpayConfig(env: Record<string, string | undefined>): UnionpayConfig | null {
  const present = KEYS.filter((key) => (env[key] ?? "").trim() !== "");
  if (present.length === 0) return null;
  const missing = REQUIRED.filter((key) => !present.includes(key));
  if (missing.length > 0) throw new Error(`UnionPay is partly configured: missing ${missing.join(", ")}`);
  const parsed = unionpayEnv.safeParse(Object.fromEntries(present.map((key) => [key, env[key]])));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`UnionPay settings are invalid: ${problems.join("; ")}`);
  }
  const e = parsed.data;
  const signKey = readPem("UNIONPAY_SIGN_KEY", e.UNIONPAY_SIGN_KEY, (pem) => createPrivateKey(pem));
  const signCert = readCert("UNIONPAY_SIGN_CERT", e.UNIONPAY_SIGN_CERT);
  if (!signCert.checkPrivateKey(signKey)) {
    throw new Error("UNIONPAY_SIGN_KEY is not the private key of UNIONPAY_SIGN_CERT");
  }
  return {
    merId: e.UNIONPAY_MER_ID,
    gateway: e.UNIONPAY_GATEWAY,
    signKey,
    signCert,
    certId: BigInt(`0x${signCert.serialNumber}`).toString(10),
    rootCert: readCert("UNIONPAY_ROOT_CERT", e.UNIONPAY_ROOT_CERT),
    middleCert: readCert("UNIONPAY_MIDDLE_CERT", e.UNIONPAY_MIDDLE_CERT),
  };
}

function readCert(name: string, value: string): X509Certificate {
  return readPem(name, value, (pem) => new X509Certificate(pem));
}

/** A PEM given inline, or the path of a file holding it. Errors name the variable, never its content. */
function readPem<T>(name: string, value: string, parse: (pem: string) => T): T {
  // Inline PEMs in .env files often carry their line breaks as the two characters `\n`.
  let pem = value.replaceAll("\\n", "\n");
  if (!value.startsWith("-----BEGIN")) {
    try {
      pem = readFileSync(value, "utf8");
    } catch {
      throw new Error(`${name}: not a PEM and no readable file at that path`);
    }
  }
  try {
    return parse(pem);
  } catch {
    throw new Error(
      `${name}: not a readable PEM (convert UnionPay's .pfx with openssl, see unionpay/config.ts)`,
    );
  }
}
