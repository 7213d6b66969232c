// The kiosk's first sync in Chromium, and its baseline: the same records bulkPut into a Dexie table of the
// same schema, in the same Chromium, in transactions of a page each.
import { createRequire } from "node:module";
import path from "node:path";
import { syncPageLimit } from "@confreg/shared";
import type { Browser, Page } from "playwright-core";
import { kioskScreen } from "../../e2e/harness/browser";
import { Kiosk } from "../../e2e/pages/kiosk";

const dexieScript = path.join(path.dirname(createRequire(import.meta.url).resolve("dexie")), "dexie.min.js");

type MeasureDetail = { initial?: boolean };

/**
 * Waits for the kiosk's first-sync measure (kiosk/src/renderer/sync/marks.ts); its milliseconds. An
 * enrolment or a sync that fails shows its message instead: that ends the wait at once.
 */
async function firstSyncMs(page: Page): Promise<number> {
  const found = await page.waitForFunction(
    () =>
      (performance.getEntriesByName("kiosk-sync", "measure") as PerformanceMeasure[]).find(
        (m) => (m.detail as MeasureDetail | null)?.initial,
      )?.duration ??
      document.querySelector('[data-testid="sync-error"], [data-testid="enrol-error"]')?.textContent,
    undefined,
    { timeout: 30 * 60_000, polling: 250 },
  );
  const value = await found.jsonValue();
  if (typeof value !== "number") throw new Error(`the kiosk's enrolment or first sync failed: ${value}`);
  return value;
}

/** The kiosk's registrations store, read from IndexedDB itself: its row count and its Dexie schema. */
function readKioskStore(): Promise<{ rows: number; schema: string }> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open("confreg-kiosk");
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const store = open.result.transaction("registrations").objectStore("registrations");
      const schema = [String(store.keyPath), ...Array.from(store.indexNames)].join(", ");
      const count = store.count();
      count.onerror = () => reject(count.error);
      count.onsuccess = () => {
        open.result.close();
        resolve({ rows: count.result, schema });
      };
    };
  });
}

/**
 * A kiosk enrolled through its screens with a fresh pairing code, left to run its first sync: how long
 * the sync took by its own measure, how many registrations it stored and the schema it stored them in.
 */
export async function kioskFirstSync(browser: Browser, origin: string, code: string, name: string) {
  const context = await browser.newContext({ ...kioskScreen, baseURL: origin });
  try {
    const page = await context.newPage();
    // On a busy machine the screens may take longer than a journey's default to come up.
    page.setDefaultTimeout(120_000);
    await new Kiosk(page).enrol(name, code);
    const ms = await firstSyncMs(page);
    return { ms, ...(await page.evaluate(readKioskStore)) };
  } finally {
    await context.close();
  }
}

type DexieTable = { bulkPut(rows: unknown[]): Promise<unknown> };
type DexieDb = {
  version(n: number): { stores(schema: Record<string, string>): unknown };
  open(): Promise<unknown>;
  delete(): Promise<void>;
  table(name: string): DexieTable;
  transaction(mode: "rw", table: DexieTable, work: () => Promise<unknown>): Promise<unknown>;
};
type BenchWindow = { Dexie: new (name: string) => DexieDb; benchPages: unknown[][] };

/** In the page: every sync page's records, fetched from the app once (not timed). */
async function fetchRecords({ token, limit }: { token: string; limit: number }) {
  const pages: unknown[][] = [];
  let cursor = 0;
  for (;;) {
    const res = await fetch(`/api/kiosk/sync?cursor=${cursor}&limit=${limit}&version=2`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const page = (await res.json()) as { cursor: number; hasMore: boolean; registrations: unknown[] };
    pages.push(page.registrations);
    cursor = page.cursor;
    if (!page.hasMore) break;
  }
  (window as unknown as BenchWindow).benchPages = pages;
  return pages.reduce((total, rows) => total + rows.length, 0);
}

/** In the page: each page's records bulkPut in a transaction of its own, one after the other; ms. */
async function bulkPutAll(schema: string) {
  const { Dexie, benchPages } = window as unknown as BenchWindow;
  const db = new Dexie(`bench-bulkput-${Date.now()}`);
  db.version(1).stores({ registrations: schema });
  await db.open();
  const table = db.table("registrations");
  const started = performance.now();
  for (const rows of benchPages) await db.transaction("rw", table, () => table.bulkPut(rows));
  const ms = performance.now() - started;
  await db.delete();
  return ms;
}

/** The baseline: the same records as a kiosk gets, bulkPut page by page with Dexie; rows and ms. */
export async function bulkPutBaseline(browser: Browser, origin: string, token: string, schema: string) {
  // The page is the server's own origin (as the kiosk's), whose CSP would refuse the injected Dexie.
  const context = await browser.newContext({ baseURL: origin, bypassCSP: true });
  try {
    const page = await context.newPage();
    await page.goto("/api/health");
    await page.addScriptTag({ path: dexieScript });
    const rows = await page.evaluate(fetchRecords, { token, limit: syncPageLimit });
    return { rows, ms: await page.evaluate(bulkPutAll, schema) };
  } finally {
    await context.close();
  }
}
