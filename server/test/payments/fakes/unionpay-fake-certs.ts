import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/** The merchant certificate's serial, in hex as openssl takes it; the adapter must send it as certId in decimal. */
export const MERCHANT_SERIAL_HEX = "112FF9D0E8";
/** UnionPay's signing certificates name their owner in the third `@` part of the CN. */
export const UNIONPAY_SIGNER_CN = "041@Z12@中国银联股份有限公司@00000001";

export type KeyPair = { key: string; cert: string };
export type UnionpayTestCerts = {
  root: KeyPair;
  middle: KeyPair;
  /** UnionPay's signing certificate, issued by the middle certificate. */
  signer: KeyPair;
  /** The same kind of certificate, valid one day only (to be seen expired by a clock set later). */
  shortLivedSigner: KeyPair;
  /** Self-signed, with UnionPay's CN: chains to nothing the adapter trusts. */
  forger: KeyPair;
  merchant: KeyPair;
};

/** A century: tests may set the adapter's clock to a fixed date years ahead and still see valid certificates. */
const LONG = "36500";

const CONFIG = `
[req]
distinguished_name = dn
prompt = no
utf8 = yes
string_mask = utf8only
[dn]
[ca]
basicConstraints = critical,CA:TRUE
keyUsage = critical,keyCertSign,cRLSign
subjectKeyIdentifier = hash
[leaf]
basicConstraints = CA:FALSE
keyUsage = critical,digitalSignature
subjectKeyIdentifier = hash
`;

/**
 * Real certificates made with the openssl CLI, the way UnionPay's are arranged: root CA -> middle CA -> the
 * signing certificate whose PEM UnionPay puts in signPubKeyCert. Made in a temporary directory, removed after.
 */
export async function makeUnionpayTestCerts(): Promise<UnionpayTestCerts> {
  const dir = await mkdtemp(path.join(tmpdir(), "unionpay-fake-"));
  try {
    const cnf = path.join(dir, "openssl.cnf");
    await writeFile(cnf, CONFIG);
    const file = (name: string) => path.join(dir, name);
    const openssl = (...args: string[]) => run("openssl", args);

    /** A self-signed certificate (a root, the forger, the merchant). */
    const selfSigned = async (name: string, subject: string, ext: string, serial?: string) => {
      await openssl(
        ...["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", file(`${name}.key`)],
        ...["-out", file(`${name}.pem`), "-days", LONG, "-subj", subject, "-utf8"],
        ...["-config", cnf, "-extensions", ext, ...(serial ? ["-set_serial", serial] : [])],
      );
      return read(name);
    };
    /** A certificate issued by `issuer`, valid `days`. */
    const issued = async (name: string, subject: string, ext: string, issuer: string, days = LONG) => {
      await openssl(
        ...["req", "-new", "-newkey", "rsa:2048", "-nodes", "-keyout", file(`${name}.key`)],
        ...["-out", file(`${name}.csr`), "-subj", subject, "-utf8", "-config", cnf],
      );
      await openssl(
        ...["x509", "-req", "-in", file(`${name}.csr`), "-CA", file(`${issuer}.pem`)],
        // Own serials: certificates issued in parallel must not share openssl's serial file.
        ...["-CAkey", file(`${issuer}.key`), "-set_serial", `0x${randomBytes(8).toString("hex")}`],
        ...["-days", days],
        ...["-extfile", cnf, "-extensions", ext, "-out", file(`${name}.pem`)],
      );
      return read(name);
    };
    const read = async (name: string): Promise<KeyPair> => ({
      key: await readFile(file(`${name}.key`), "utf8"),
      cert: await readFile(file(`${name}.pem`), "utf8"),
    });

    const root = await selfSigned(
      "root",
      "/C=CN/O=China Financial Certification Authority/CN=Test Root",
      "ca",
    );
    const middle = await issued(
      "middle",
      "/C=CN/O=China Financial Certification Authority/CN=Test OCA1",
      "ca",
      "root",
    );
    const unionpay = `/C=CN/O=China UnionPay/OU=CUP/CN=${UNIONPAY_SIGNER_CN}`;
    const [signer, shortLivedSigner, forger, merchant] = await Promise.all([
      issued("signer", unionpay, "leaf", "middle"),
      issued("short", unionpay, "leaf", "middle", "1"),
      selfSigned("forger", unionpay, "leaf"),
      selfSigned("merchant", "/C=CN/O=Test Society/CN=777290058110048", "leaf", `0x${MERCHANT_SERIAL_HEX}`),
    ]);
    return { root, middle, signer, shortLivedSigner, forger, merchant };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
