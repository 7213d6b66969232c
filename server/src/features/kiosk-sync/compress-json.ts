import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Context, TypedResponse } from "hono";
import type { JSONParsed } from "hono/utils/types";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = "br" | "gzip";

/**
 * The encoding to answer with: brotli when the client takes it, else gzip, else none. A coding listed
 * with `q=0` is refused; other weights are not ranked (both are good, brotli is smaller).
 */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = new Set(
    (acceptEncoding ?? "")
      .split(",")
      .map((part) => part.trim().toLowerCase().split(";"))
      .filter(([, ...params]) => !params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p)))
      .map(([coding]) => coding),
  );
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip") || accepted.has("*")) return "gzip";
  return null;
}

/**
 * Fast levels: a page is compressed per request, on a server that may be answering many kiosks at once.
 * Level 3 of either takes about 3 ms for a sync page of 1,000 rows (630 KB of JSON) and leaves under a
 * quarter of it; level 4 takes half as long again for 1–3% fewer bytes (gzip's 4 and above search
 * harder for matches), the higher levels a few kilobytes more for twice the time.
 */
function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === "br"
    ? brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 3,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipAsync(body, { level: 3 });
}

/**
 * Buffers a JSON text is encoded into before it is compressed, kept for the next answer. A sync page is
 * 600 KB of JSON, and a fresh buffer of that size each time cost the server more than the encoding
 * itself: 4–5 ms a page in the bench's CPU profile, 0.6–2.4 ms alone, against 0.3 ms for writing into a
 * kept one. A buffer is lent to one answer at a time, until its
 * compression has finished; a few are kept, none larger than `keptBytes`.
 */
const spareBuffers: Buffer[] = [];
const sparesKept = 4;
const keptBytes = 8 * 2 ** 20;

async function compressText(text: string, encoding: Encoding): Promise<Buffer> {
  // A UTF-16 code unit takes at most 3 bytes of UTF-8 (a pair of them, 4).
  const needed = text.length * 3;
  const spare = spareBuffers.pop();
  const buffer = spare && spare.length >= needed ? spare : Buffer.allocUnsafeSlow(needed);
  try {
    const written = buffer.write(text, "utf8");
    return await compress(buffer.subarray(0, written), encoding);
  } finally {
    if (buffer.length <= keptBytes && spareBuffers.length < sparesKept) spareBuffers.push(buffer);
  }
}

/** A JSON answer made ready to send: its bytes, compressed with `encoding`, or its text as it is. */
export type EncodedJson =
  | { body: Uint8Array<ArrayBuffer>; encoding: Encoding }
  | { body: string; encoding: null };

/**
 * `data` as JSON, compressed when it is large enough to be worth it (`minBytes` of JSON) and `encoding`
 * is given (chooseEncoding); the compression runs on the thread pool.
 */
export async function encodeJson(
  data: unknown,
  encoding: Encoding | null,
  minBytes = 2048,
): Promise<EncodedJson> {
  const text = JSON.stringify(data);
  if (!encoding || text.length < minBytes) return { body: text, encoding: null };
  return { body: new Uint8Array(await compressText(text, encoding)), encoding };
}

/**
 * What `c.json(data, 200)` answers, as the typed client and the OpenAPI route see it: the body below is
 * that JSON, compressed or not, so the answer is cast to it.
 */
type JsonAnswer<T> = Response & TypedResponse<JSONParsed<T>, 200, "json">;

/**
 * Sends an encoded JSON answer of `T` (encodeJson). The body is sent as it was compressed, never read
 * back from a Response, and carries its Content-Encoding, so nothing further out compresses it again.
 */
export function sendEncodedJson<T>(c: Context, answer: EncodedJson): JsonAnswer<T> {
  const headers = { "content-type": "application/json", vary: "Accept-Encoding" };
  const sent = answer.encoding
    ? c.body(answer.body, 200, { ...headers, "content-encoding": answer.encoding })
    : c.body(answer.body, 200, headers);
  return sent as unknown as JsonAnswer<T>;
}
