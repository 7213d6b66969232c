import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { chooseEncoding, encodeJson, sendEncodedJson } from "#features/kiosk-sync/compress-json";

/** A body of some hundred kilobytes, its own for each `n`: Chinese, English and an emoji (a UTF-16 pair). */
const bodyOf = (n: number) => ({
  n,
  rows: Array.from({ length: 2_000 + n * 100 }, (_, i) => ({
    name: `张伟${n}-${i}`,
    unit: `Peking University ${n} 北京大学 🎓`,
    seq: n * 1_000_000 + i,
  })),
});

const app = new Hono().get("/:n", async (c) => {
  const encoding = chooseEncoding(c.req.header("accept-encoding"));
  return sendEncodedJson(c, await encodeJson(bodyOf(Number(c.req.param("n"))), encoding));
});

async function fetchBody(n: number, acceptEncoding: string) {
  const res = await app.request(`/${n}`, { headers: { "accept-encoding": acceptEncoding } });
  const bytes = Buffer.from(await res.arrayBuffer());
  const encoding = res.headers.get("content-encoding");
  const text =
    encoding === "br" ? brotliDecompressSync(bytes) : encoding === "gzip" ? gunzipSync(bytes) : bytes;
  return { encoding, body: JSON.parse(text.toString("utf8")) as unknown };
}

/**
 * Large JSON answers are compressed from buffers kept between answers (compress-json.ts): answers in
 * flight at the same time, of different sizes, each arrive whole and as their own.
 */
describe("compressed JSON answers", () => {
  it("many at once, small and large, brotli and gzip, each decode to exactly their own body", async () => {
    // Largest first: each next answer fits the buffer the one before it would give back too early.
    const sizes = Array.from({ length: 12 }, (_, k) => 11 - k);
    const answers = await Promise.all(sizes.map((n) => fetchBody(n, n % 2 ? "gzip" : "br")));
    answers.forEach((answer, k) => {
      const n = sizes[k] ?? -1;
      expect(answer.encoding).toBe(n % 2 ? "gzip" : "br");
      expect(answer.body).toEqual(bodyOf(n));
    });
  });

  it("a larger body after smaller ones, and smaller after it, still arrive whole", async () => {
    for (const n of [1, 2, 40, 3, 0]) expect((await fetchBody(n, "gzip")).body).toEqual(bodyOf(n));
  });
});
