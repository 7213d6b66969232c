import { createHmac, randomBytes, randomInt } from "node:crypto";

/** The envelope every call carries in its query string (the SDKs' senid, nonce, timestamp, appkey). */
export type Envelope = { senid: string; nonce: string; timestamp: string; appkey: string };

/**
 * The X-Nuonuo-Sign header, as the official SDKs compute it (PHP `MakeSign`, and the Go and Python clients
 * that copy it): the services path /p/l/a read backwards into `a=services&l=v1&p=open`, then the app key,
 * senid, nonce, timestamp and the body exactly as sent, HMAC-SHA1 with the app secret, base64.
 */
export function nuonuoSignature(input: {
  path: string;
  appSecret: string;
  envelope: Envelope;
  body: string;
}): string {
  const [, p = "", l = "", a = ""] = input.path.split("/");
  const { appkey, senid, nonce, timestamp } = input.envelope;
  const text = `a=${a}&l=${l}&p=${p}&k=${appkey}&i=${senid}&n=${nonce}&t=${timestamp}&f=${input.body}`;
  return createHmac("sha1", input.appSecret).update(text, "utf8").digest("base64");
}

/** A fresh envelope: senid 32 random characters, nonce an 8-digit positive integer, timestamp in seconds. */
export function newEnvelope(appKey: string, now: Date): Envelope {
  return {
    senid: randomBytes(16).toString("hex"),
    nonce: String(randomInt(10_000_000, 100_000_000)),
    timestamp: String(Math.floor(now.getTime() / 1000)),
    appkey: appKey,
  };
}
