// The first page in Chromium: the attendee's login page (and, reported, the back office's), what it
// downloads and when it paints on a phone-sized screen with the CPU slowed 4×, beside a React hello world
// built here with Vite (the PWA's React, a production build) and sent by a plain static server.
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import type { Browser } from "playwright-core";
import { phone } from "../../e2e/harness/browser";
import type { BenchCase } from "../harness/context";
import { recordFigure, repeat } from "../harness/results";

const repoRoot = path.resolve(import.meta.dirname, "../../..");
const fromPwa = createRequire(path.join(repoRoot, "pwa/package.json"));

const helloHtml = `<!doctype html><html lang="en"><head><meta charset="UTF-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" /><title>Hello</title></head>
<body><div id="root"></div><script type="module" src="/main.js"></script></body></html>`;
const helloMain = `import { createElement } from "react";
import { createRoot } from "react-dom/client";
createRoot(document.getElementById("root")).render(createElement("h1", null, "Hello world"));`;

/** A React hello world, built by Vite for production against the React the PWA resolves; its dist folder. */
async function buildHelloWorld(dir: string): Promise<string> {
  writeFileSync(path.join(dir, "index.html"), helloHtml);
  writeFileSync(path.join(dir, "main.js"), helloMain);
  const react = path.dirname(fromPwa.resolve("react/package.json"));
  symlinkSync(path.dirname(react), path.join(dir, "node_modules"), "dir");
  const vite = path.join(path.dirname(fromPwa.resolve("vite/package.json")), "dist/node/index.js");
  const { build } = (await import(pathToFileURL(vite).href)) as { build(config: object): Promise<unknown> };
  const outDir = path.join(dir, "dist");
  await build({ root: dir, configFile: false, logLevel: "warn", build: { outDir } });
  return outDir;
}

const types: Record<string, string> = { ".html": "text/html", ".js": "text/javascript" };

/** A plain static server for a folder: `/` is index.html, gzip (level 9) when the request accepts it. */
async function serveFolder(dir: string) {
  const server = createServer((req, res) => {
    const name = req.url === "/" ? "index.html" : (req.url ?? "").slice(1);
    const file = path.join(dir, name);
    if (!name || name.includes("..") || !existsSync(file)) return void res.writeHead(404).end();
    const body = readFileSync(file);
    const gzip = /\bgzip\b/.test(req.headers["accept-encoding"] ?? "");
    res.writeHead(200, {
      "content-type": types[path.extname(file)] ?? "application/octet-stream",
      ...(gzip ? { "content-encoding": "gzip" } : {}),
    });
    res.end(gzip ? gzipSync(body, { level: 9 }) : body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  return { url, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A page to measure, and what shows that it is there (the form, the heading). */
type Target = { url: string; shown: string };

/** A fresh phone-sized context: no cache, no service worker, the page's language Chinese. */
const freshPhone = (browser: Browser, headers: Record<string, string> = {}) =>
  browser.newContext({ ...phone, locale: "zh-CN", serviceWorkers: "block", extraHTTPHeaders: headers });

type Downloads = { jsGzip: number; total: number };

/**
 * What loading the page moved, by the page's own Resource Timing once the network is idle (the service
 * worker's registration after `load` included): the JavaScript's bodies when only gzip is accepted, and
 * everything (headers included) with the browser's own encodings.
 */
async function downloads(browser: Browser, target: Target): Promise<Downloads> {
  const measure = async (headers: Record<string, string>) => {
    const context = await freshPhone(browser, headers);
    try {
      const page = await context.newPage();
      await page.goto(target.url, { waitUntil: "networkidle" });
      return await page.evaluate(() => {
        const entries = [
          ...performance.getEntriesByType("navigation"),
          ...performance.getEntriesByType("resource"),
        ] as PerformanceResourceTiming[];
        const js = entries.filter((e) => new URL(e.name).pathname.endsWith(".js"));
        return {
          jsBodies: js.reduce((sum, e) => sum + e.encodedBodySize, 0),
          total: entries.reduce((sum, e) => sum + e.transferSize, 0),
        };
      });
    } finally {
      await context.close();
    }
  };
  const gzipOnly = await measure({ "accept-encoding": "gzip" });
  const ownEncodings = await measure({});
  return { jsGzip: gzipOnly.jsBodies, total: ownEncodings.total };
}

/** First contentful paint and the moment `shown` is on screen, in a fresh context with the CPU 4× slower. */
async function paints(browser: Browser, target: Target): Promise<{ fcp: number; shown: number }> {
  const context = await freshPhone(browser);
  try {
    await context.addInitScript((selector) => {
      const seen = new MutationObserver(() => {
        if (!document.querySelector(selector)) return;
        seen.disconnect();
        requestAnimationFrame(() => performance.mark("bench-shown"));
      });
      seen.observe(document, { childList: true, subtree: true });
    }, target.shown);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.goto(target.url);
    const timing = await page.waitForFunction(
      () => {
        const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime;
        const shown = performance.getEntriesByName("bench-shown")[0]?.startTime;
        return fcp !== undefined && shown !== undefined ? { fcp, shown } : null;
      },
      undefined,
      { timeout: 120_000, polling: 100 },
    );
    return (await timing.jsonValue()) as { fcp: number; shown: number };
  } finally {
    await context.close();
  }
}

type Timings = { fcp: number[]; shown: number[] };

/**
 * Each target's paints, `runs` rounds of one each in turn (so that a slow moment of the machine falls on
 * all of them alike), after one unrecorded load that warms the browser up.
 */
async function paintRounds(browser: Browser, targets: Target[], runs: number): Promise<Timings[]> {
  await paints(browser, targets[0] as Target);
  const timings = targets.map((): Timings => ({ fcp: [], shown: [] }));
  await repeat(runs, async () => {
    for (const [i, target] of targets.entries()) {
      const { fcp, shown } = await paints(browser, target);
      timings[i]?.fcp.push(fcp);
      timings[i]?.shown.push(shown);
    }
  });
  return timings;
}

type Measured = Downloads & Timings;

const kb = (bytes: number) => bytes / 1024;

/** The four figures of one page beside the hello world's; the targets only where `targets` says so. */
function report(label: string, app: Measured, base: Measured, targets: boolean) {
  const bound = (value: number) => (targets ? { bound: value } : {});
  recordFigure(`${label}: JavaScript, gzip`, "KB", kb(app.jsGzip), kb(base.jsGzip), bound(200));
  recordFigure(`${label}: bytes transferred`, "KB", kb(app.total), kb(base.total));
  recordFigure(`${label}: FCP, 375 px, CPU 4×`, "ms", app.fcp, base.fcp, bound(1000));
  recordFigure(`${label}: form shown, 375 px, CPU 4×`, "ms", app.shown, base.shown);
}

export const firstPage: BenchCase = {
  name: "first-page",
  async run(context) {
    if (!existsSync(path.join(repoRoot, "pwa/dist/index.html"))) throw new Error("build the PWA first");
    const dir = mkdtempSync(path.join(tmpdir(), "confreg-hello-"));
    const helloServer = await serveFolder(await buildHelloWorld(dir));
    try {
      const browser = await context.browser();
      const server = context.server.url;
      const hello: Target = { url: helloServer.url, shown: "h1" };
      const attendee: Target = {
        url: `${server}/register/${context.conferenceId}/user/login`,
        shown: '[data-testid="login-submit"]',
      };
      const backOffice: Target = {
        url: `${server}/all/manager/login`,
        shown: '[data-testid="admin-login-submit"]',
      };
      const targets = [hello, attendee, backOffice];
      const sent: Downloads[] = [];
      for (const target of targets) sent.push(await downloads(browser, target));
      const times = await paintRounds(browser, targets, context.runs);
      const [base, attendeeLogin, backOfficeLogin] = targets.map((_, i) => ({
        ...(sent[i] as Downloads),
        ...(times[i] as Timings),
      })) as [Measured, Measured, Measured];
      report("attendee login", attendeeLogin, base, true);
      report("back-office login (reported)", backOfficeLogin, base, false);
    } finally {
      await helloServer.close();
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
