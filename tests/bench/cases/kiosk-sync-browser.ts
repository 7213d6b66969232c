// The kiosk's first sync in Chromium, and its baseline: the same records (with the name-search keys the
// kiosk stores) bulkPut into a Dexie table of the same schema, in the same Chromium, in transactions of a
// page each.
import { syncPageLimit, syncVersion } from "@confreg/shared";
import type { Browser, Page } from "playwright-core";
import { kioskScreen } from "../../e2e/harness/browser";
import { Kiosk } from "../../e2e/pages/kiosk";
import { addBenchTools, type BenchTools } from "../harness/page-tools";

type MeasureDetail = { initial?: boolean };

/**
 * Waits for the kiosk's first-sync measure (kiosk/src/renderer/sync/marks.ts); its milliseconds. An
 * enrolment or a sync that fails shows its message instead: that ends the wait at once.
 */
export async function firstSyncMs(page: Page): Promise<number> {
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
      // In Dexie's notation: a multi-entry index (the name-search keys) is `*name`, a unique one `&name`.
      const indexes = Array.from(store.indexNames, (name) => {
        const index = store.index(name);
        return `${index.multiEntry ? "*" : index.unique ? "&" : ""}${name}`;
      });
      const schema = [String(store.keyPath), ...indexes].join(", ");
      const count = store.count();
      count.onerror = () => reject(count.error);
      count.onsuccess = () => {
        open.result.close();
        resolve({ rows: count.result, schema });
      };
    };
  });
}

/** What to do with a kiosk once its first sync is done, before its context closes. */
export type AfterSync = (page: Page) => Promise<void>;

/**
 * A kiosk enrolled through its screens with a fresh pairing code, left to run its first sync: how long
 * the sync took by its own measure, how many registrations it stored and the schema it stored them in.
 * `after`, when given, then works with the synced kiosk.
 */
export async function kioskFirstSync(
  browser: Browser,
  origin: string,
  code: string,
  name: string,
  after?: AfterSync,
) {
  const context = await browser.newContext({ ...kioskScreen, baseURL: origin });
  try {
    const page = await context.newPage();
    // On a busy machine the screens may take longer than a journey's default to come up.
    page.setDefaultTimeout(120_000);
    await new Kiosk(page).enrol(name, code);
    const ms = await firstSyncMs(page);
    const stored = await page.evaluate(readKioskStore);
    await after?.(page);
    return { ms, ...stored };
  } finally {
    await context.close();
  }
}

type BenchWindow = { benchTools: BenchTools; benchPages: { plain: unknown[][]; keyed: unknown[][] } };

/**
 * In the page: every sync page's records, fetched from the app once, as served and with the name-search
 * keys the kiosk adds before storing them (not timed).
 */
async function fetchRecords({ token, limit, version }: { token: string; limit: number; version: number }) {
  const { searchKeysOf } = (window as unknown as BenchWindow).benchTools;
  const plain: { name: string; nameEn: string }[][] = [];
  let cursor = 0;
  for (;;) {
    const res = await fetch(`/api/kiosk/sync?cursor=${cursor}&limit=${limit}&version=${version}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const page = (await res.json()) as {
      cursor: number;
      hasMore: boolean;
      registrations: { name: string; nameEn: string }[];
    };
    plain.push(page.registrations);
    cursor = page.cursor;
    if (!page.hasMore) break;
  }
  const keyed = plain.map((rows) => rows.map((row) => ({ ...row, searchKeys: searchKeysOf(row) })));
  (window as unknown as BenchWindow).benchPages = { plain, keyed };
  return plain.reduce((total, rows) => total + rows.length, 0);
}

/** In the page: each page's records bulkPut in a transaction of its own, one after the other; ms. */
async function bulkPutAll({ schema, keyed }: { schema: string; keyed: boolean }) {
  const { benchTools, benchPages } = window as unknown as BenchWindow;
  const db = new benchTools.Dexie(`bench-bulkput-${Date.now()}`);
  db.version(1).stores({ registrations: schema });
  await db.open();
  const table = db.table("registrations");
  const started = performance.now();
  for (const rows of keyed ? benchPages.keyed : benchPages.plain)
    await db.transaction("rw", table, () => table.bulkPut(rows));
  const ms = performance.now() - started;
  await db.delete();
  return ms;
}

/**
 * The baseline: the same records as a kiosk stores (name-search keys included), bulkPut page by page with
 * Dexie into the kiosk's schema; and the records as served, without the keys, the same way. Rows and ms.
 */
export async function bulkPutBaseline(browser: Browser, origin: string, token: string, schema: string) {
  const context = await browser.newContext({ baseURL: origin });
  try {
    const page = await context.newPage();
    await page.goto("/api/health");
    await addBenchTools(page);
    const rows = await page.evaluate(fetchRecords, { token, limit: syncPageLimit, version: syncVersion });
    const keyed = await page.evaluate(bulkPutAll, { schema, keyed: true });
    const plain = await page.evaluate(bulkPutAll, { schema, keyed: false });
    return { rows, ms: keyed, withoutKeysMs: plain };
  } finally {
    await context.close();
  }
}
