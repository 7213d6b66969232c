import { createPrivateKey, createPublicKey } from "node:crypto";
import { readFileSync } from "node:fs";
import { z } from "zod";

export const ALIPAY_PRODUCTION_GATEWAY = "https://openapi.alipay.com/gateway.do";

/** The merchant's app on the Alipay open platform, in public-key mode (RSA2), keys as PEM. */
export type AlipayConfig = {
  appId: string;
  /** The app's private key (PKCS#8 PEM): signs our requests. */
  privateKey: string;
  /** Alipay's public key (SPKI PEM): verifies its notifies and its API answers. */
  alipayPublicKey: string;
  gateway: string;
};

const credentialNames = ["ALIPAY_APP_ID", "ALIPAY_PRIVATE_KEY", "ALIPAY_PUBLIC_KEY"] as const;
const allNames = [...credentialNames, "ALIPAY_GATEWAY"] as const;

const alipayEnv = z.object({
  /** As the open platform shows it: digits only. */
  ALIPAY_APP_ID: z.string().regex(/^\d{1,32}$/, "digits, as the open platform shows the app id"),
  /** PEM text (line breaks may be written as \n), or the path of a PEM file. */
  ALIPAY_PRIVATE_KEY: z.string().min(1),
  ALIPAY_PUBLIC_KEY: z.string().min(1),
  /** The sandbox is https://openapi-sandbox.dl.alipaydev.com/gateway.do; tests point it at a local fake. */
  ALIPAY_GATEWAY: z.url({ protocol: /^https?$/ }).default(ALIPAY_PRODUCTION_GATEWAY),
});

/**
 * Reads Alipay's settings from the environment: null when none is set (Alipay is not offered), an Error
 * naming what is missing or wrong when only some are. Error messages never quote a key.
 */
export function loadAlipayConfig(env: NodeJS.ProcessEnv): AlipayConfig | null {
  // An empty variable counts as unset: compose files often declare them all, blank.
  const given = Object.fromEntries(allNames.flatMap((name) => (env[name] ? [[name, env[name]]] : [])));
  if (Object.keys(given).length === 0) return null;
  const missing = credentialNames.filter((name) => !(name in given));
  if (missing.length > 0) {
    throw new Error(
      `Alipay is partly configured: ${missing.join(", ")} ${missing.length === 1 ? "is" : "are"} missing (set all of ${credentialNames.join(", ")}, or none)`,
    );
  }
  const parsed = alipayEnv.safeParse(given);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Alipay settings are invalid: ${problems.join("; ")}`);
  }
  const vars = parsed.data;
  return {
    appId: vars.ALIPAY_APP_ID,
    privateKey: readPrivateKey("ALIPAY_PRIVATE_KEY", vars.ALIPAY_PRIVATE_KEY),
    alipayPublicKey: readPublicKey("ALIPAY_PUBLIC_KEY", vars.ALIPAY_PUBLIC_KEY),
    gateway: vars.ALIPAY_GATEWAY,
  };
}

/** PEM text as given, or the content of the file the value names. */
function readPem(name: string, value: string): string {
  // A PEM squeezed into one line of an .env file carries its line breaks as the two characters "\n".
  if (value.trimStart().startsWith("-----BEGIN")) return value.replaceAll("\\n", "\n");
  try {
    return readFileSync(value, "utf8");
  } catch {
    // The value is not quoted: it may be a key pasted without its PEM armour.
    throw new Error(`${name}: neither PEM text nor the path of a readable PEM file`);
  }
}

// Keys are parsed here, once, so that a wrong key stops the server at start rather than failing the
// first payment; they are re-exported in the one form the SDK expects (PKCS#8, SPKI).
function readPrivateKey(name: string, value: string): string {
  try {
    const key = createPrivateKey(readPem(name, value));
    if (key.asymmetricKeyType !== "rsa") throw new Error("not RSA");
    return String(key.export({ type: "pkcs8", format: "pem" }));
  } catch (error) {
    if (error instanceof Error && error.message.startsWith(name)) throw error;
    throw new Error(`${name}: not an RSA private key in PEM (PKCS#1 or PKCS#8)`);
  }
}

function readPublicKey(name: string, value: string): string {
  try {
    const key = createPublicKey(readPem(name, value));
    if (key.asymmetricKeyType !== "rsa") throw new Error("not RSA");
    return String(key.export({ type: "spki", format: "pem" }));
  } catch (error) {
    if (error instanceof Error && error.message.startsWith(name)) throw error;
    throw new Error(`${name}: not an RSA public key in PEM (Alipay's public key, not the app's)`);
  }
}
