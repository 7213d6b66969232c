import { createHash, createSign, createVerify, type KeyObject, X509Certificate } from "node:crypto";

/** The owner UnionPay writes into its signing certificates' CN (`<type>@<id>@中国银联股份有限公司@<n>`). */
export const UNIONPAY_OWNER = "中国银联股份有限公司";

/** What is signed: every field but the signature, sorted by name, `name=value` joined with `&`, values raw. */
export function signingText(fields: Record<string, string>): string {
  return Object.keys(fields)
    .filter((name) => name !== "signature")
    .sort()
    .map((name) => `${name}=${fields[name]}`)
    .join("&");
}

/**
 * Gateway 5.1.0, signMethod 01: SHA256withRSA over the lowercase hex SHA-256 digest of the text (the digest's
 * hex string is what gets signed, so the text is in effect hashed twice: UnionPay's own SDKs do so).
 */
function signedBytes(fields: Record<string, string>): Buffer {
  return Buffer.from(createHash("sha256").update(signingText(fields), "utf8").digest("hex"), "utf8");
}

export function signFields(fields: Record<string, string>, key: KeyObject): string {
  return createSign("RSA-SHA256").update(signedBytes(fields)).sign(key, "base64");
}

export function verifyFields(fields: Record<string, string>, cert: X509Certificate): boolean {
  const signature = fields.signature;
  if (!signature) return false;
  try {
    return createVerify("RSA-SHA256").update(signedBytes(fields)).verify(cert.publicKey, signature, "base64");
  } catch {
    return false;
  }
}

export type TrustedCerts = { rootCert: X509Certificate; middleCert: X509Certificate };

/**
 * Reads the `signPubKeyCert` an answer or notify carries and checks that it may speak for UnionPay: issued
 * by the configured middle certificate, itself issued by the configured root, all valid at `now`, and owned
 * by China UnionPay. Anyone can put a certificate in a message; only this chain makes it UnionPay's.
 */
export function checkSigningCert(
  pem: string | undefined,
  trust: TrustedCerts,
  now: Date,
): { ok: true; cert: X509Certificate } | { ok: false; reason: string } {
  if (!pem) return { ok: false, reason: "no signPubKeyCert" };
  let cert: X509Certificate;
  try {
    cert = new X509Certificate(pem);
  } catch {
    return { ok: false, reason: "unreadable signPubKeyCert" };
  }
  const { middleCert, rootCert } = trust;
  const issuedBy = (child: X509Certificate, parent: X509Certificate) =>
    parent.ca && child.checkIssued(parent) && child.verify(parent.publicKey);
  if (!issuedBy(cert, middleCert) || !issuedBy(middleCert, rootCert)) {
    return { ok: false, reason: "signing certificate does not chain to the UnionPay root" };
  }
  for (const c of [cert, middleCert, rootCert]) {
    if (now < new Date(c.validFrom) || now > new Date(c.validTo)) {
      return { ok: false, reason: "signing certificate chain not valid now (expired or not yet valid)" };
    }
  }
  if (ownerOf(cert) !== UNIONPAY_OWNER)
    return { ok: false, reason: "signing certificate is not China UnionPay's" };
  return { ok: true, cert };
}

/** The third `@`-separated part of the subject's CN, as UnionPay's SDKs read it. */
function ownerOf(cert: X509Certificate): string | undefined {
  const cn = cert.subject
    .split("\n")
    .find((part) => part.startsWith("CN="))
    ?.slice(3);
  return cn?.split("@")[2];
}
