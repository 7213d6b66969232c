import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { type IncomingHttpHeaders, request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../helpers/app";
import { describeEachDialect } from "../helpers/database";

type RawReply = { status: number; headers: IncomingHttpHeaders; body: Buffer };

/** One request as a browser sends it, the answer's bytes as they come (fetch would decode them). */
function rawRequest(url: string, headers: Record<string, string> = {}, method = "GET"): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

const browser = { "accept-encoding": "gzip, deflate, br, zstd" };
const year = "public, max-age=31536000, immutable";

/** A built app as the builds leave it: compressible files with `.br` and `.gz` copies, images without. */
function writeDist(dir: string, files: Record<string, string>, withCopies: (name: string) => boolean) {
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(dir, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
    if (!withCopies(name)) continue;
    writeFileSync(`${file}.br`, brotliCompressSync(text));
    writeFileSync(`${file}.gz`, gzipSync(text));
  }
}

describeEachDialect("static files served precompressed", ({ db, dialect }) => {
  let app: TestApp;
  let dist: string;
  const script = "export const greeting = 'confreg';\n".repeat(200);
  const shell = `<!doctype html><title>pwa</title>${"<!-- shell -->".repeat(100)}`;
  const plain = "console.log('small and alone');\n".repeat(40);
  const read = (name: string) => readFileSync(path.join(dist, name));

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), "confreg-dist-"));
    writeDist(
      dist,
      {
        "pwa/index.html": shell,
        "pwa/sw.js": `self.addEventListener('fetch', () => {});${" ".repeat(2000)}`,
        "pwa/assets/app-Ab12Cd34.js": script,
        "pwa/assets/plain-Ef56Gh78.js": plain,
        "kiosk/index.html": `<!doctype html><title>kiosk</title>${"<!-- kiosk -->".repeat(100)}`,
      },
      (name) => !name.includes("plain-"),
    );
    app = await startTestApp(db(), dialect, {
      pwaDist: path.join(dist, "pwa"),
      kioskDist: path.join(dist, "kiosk"),
    });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("a browser that accepts brotli gets the brotli copy: its length, the script's type, Vary, a year's caching", async () => {
    const res = await rawRequest(`${app.url}/assets/app-Ab12Cd34.js`, browser);
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toMatch(/^text\/javascript/);
    expect(res.headers["content-length"]).toBe(String(read("pwa/assets/app-Ab12Cd34.js.br").length));
    expect(res.headers.vary).toBe("Accept-Encoding");
    expect(res.headers["cache-control"]).toBe(year);
    expect(brotliDecompressSync(res.body).toString()).toBe(script);
  });

  it("a client that accepts gzip only, or refuses brotli, gets the gzip copy", async () => {
    for (const acceptEncoding of ["gzip", "br;q=0, gzip"]) {
      const res = await rawRequest(`${app.url}/assets/app-Ab12Cd34.js`, {
        "accept-encoding": acceptEncoding,
      });
      expect(res.headers["content-encoding"]).toBe("gzip");
      expect(res.headers["content-length"]).toBe(String(read("pwa/assets/app-Ab12Cd34.js.gz").length));
      expect(gunzipSync(res.body).toString()).toBe(script);
    }
  });

  it("a client that names no encoding gets the file itself, still marked Vary: Accept-Encoding", async () => {
    const res = await rawRequest(`${app.url}/assets/app-Ab12Cd34.js`);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.headers["content-length"]).toBe(String(Buffer.byteLength(script)));
    expect(res.headers.vary).toBe("Accept-Encoding");
    expect(res.headers["cache-control"]).toBe(year);
    expect(res.body.toString()).toBe(script);
  });

  it("a file the build left without copies goes out as it is, with no Vary", async () => {
    const res = await rawRequest(`${app.url}/assets/plain-Ef56Gh78.js`, browser);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.headers.vary).toBeUndefined();
    expect(res.body.toString()).toBe(plain);
  });

  it("HEAD answers the headers of the copy a GET would send, without a body", async () => {
    const res = await rawRequest(`${app.url}/assets/app-Ab12Cd34.js`, browser, "HEAD");
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-length"]).toBe(String(read("pwa/assets/app-Ab12Cd34.js.br").length));
    expect(res.body.length).toBe(0);
  });

  it("a range is a range of what is sent: of the file, or of the copy when one is sent", async () => {
    const plainRange = await rawRequest(`${app.url}/assets/app-Ab12Cd34.js`, { range: "bytes=0-9" });
    expect(plainRange.status).toBe(206);
    expect(plainRange.body.toString()).toBe(script.slice(0, 10));
    expect(plainRange.headers["content-range"]).toBe(`bytes 0-9/${Buffer.byteLength(script)}`);

    const copy = read("pwa/assets/app-Ab12Cd34.js.br");
    const encodedRange = await rawRequest(`${app.url}/assets/app-Ab12Cd34.js`, {
      ...browser,
      range: "bytes=0-9",
    });
    expect(encodedRange.status).toBe(206);
    expect(encodedRange.headers["content-encoding"]).toBe("br");
    expect(encodedRange.headers["content-range"]).toBe(`bytes 0-9/${copy.length}`);
    expect(encodedRange.body.equals(copy.subarray(0, 10))).toBe(true);
  });

  it("the shell of a deep link and the service worker go compressed and are always revalidated", async () => {
    const page = await rawRequest(`${app.url}/register/1/user/login`, browser);
    expect(page.headers["content-encoding"]).toBe("br");
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.headers["cache-control"]).toBe("no-cache");
    expect(page.headers.vary).toBe("Accept-Encoding");
    expect(brotliDecompressSync(page.body).toString()).toBe(shell);

    const worker = await rawRequest(`${app.url}/sw.js`, { "accept-encoding": "gzip" });
    expect(worker.headers["content-encoding"]).toBe("gzip");
    expect(worker.headers["cache-control"]).toBe("no-cache");
    expect(worker.headers["service-worker-allowed"]).toBe("/");
  });

  it("the kiosk's app under /kiosk/ is served the same way", async () => {
    const res = await rawRequest(`${app.url}/kiosk/`, browser);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(res.body).toString()).toContain("<title>kiosk</title>");
  });
});
