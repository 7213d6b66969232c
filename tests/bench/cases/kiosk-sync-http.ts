// The kiosk sync over HTTP, and its baseline: the same page bodies, as the app sent them, from a bare
// node:http server.
import { createServer, request } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { syncPageLimit, syncVersion } from "@confreg/shared";

export type SyncPageBody = { cursor: number; hasMore: boolean; remaining: number; registrations: unknown[] };
type SentPage = { headers: Record<string, string>; body: Buffer };

/** The path of the page after `cursor`, as the kiosk asks for it (kiosk/src/renderer/api/client.ts). */
const pagePath = (cursor: number, remaining: number | undefined) =>
  `/api/kiosk/sync?cursor=${cursor}&limit=${syncPageLimit}&version=${syncVersion}` +
  (remaining === undefined ? "" : `&remaining=${remaining}`);

/** Follows the pages of a sync from `origin` as a kiosk does, one after the other; the rows they held. */
export async function pageThrough(origin: string, headers: Record<string, string>): Promise<number> {
  let cursor = 0;
  let remaining: number | undefined;
  let rows = 0;
  for (;;) {
    const res = await fetch(origin + pagePath(cursor, remaining), { headers });
    if (!res.ok) throw new Error(`sync page answered ${res.status}`);
    const page = (await res.json()) as SyncPageBody;
    rows += page.registrations.length;
    ({ cursor, remaining } = page);
    if (!page.hasMore) return rows;
  }
}

/** One GET with nothing decoded: the bytes exactly as the server sent them. */
function getAsSent(url: string, headers: Record<string, string>): Promise<SentPage> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const kept = ["content-type", "content-encoding", "vary"].filter((name) => res.headers[name]);
        resolve({
          headers: Object.fromEntries(kept.map((name) => [name, String(res.headers[name])])),
          body: Buffer.concat(chunks),
        });
      });
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

const decode = ({ headers, body }: SentPage): SyncPageBody => {
  const encoding = headers["content-encoding"];
  const text = encoding === "br" ? brotliDecompressSync(body) : encoding === "gzip" ? gunzipSync(body) : body;
  return JSON.parse(text.toString("utf8")) as SyncPageBody;
};

/** Every page of a first sync from the app, by path, kept as sent (compressed as it was). */
export async function capturePages(origin: string, headers: Record<string, string>) {
  const pages = new Map<string, SentPage>();
  let cursor = 0;
  let remaining: number | undefined;
  for (;;) {
    const path = pagePath(cursor, remaining);
    const sent = await getAsSent(origin + path, headers);
    pages.set(path, sent);
    const page = decode(sent);
    ({ cursor, remaining } = page);
    if (!page.hasMore) return pages;
  }
}

/** A bare node:http server answering each captured path with its bytes and their headers. */
export async function serveCaptured(pages: Map<string, SentPage>) {
  const server = createServer((req, res) => {
    const page = pages.get(req.url ?? "");
    if (!page) return void res.writeHead(404).end();
    res.writeHead(200, { ...page.headers, "content-length": page.body.length });
    res.end(page.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    bytes: [...pages.values()].reduce((total, page) => total + page.body.length, 0),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
