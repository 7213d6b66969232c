// A kiosk's desk as the bench drives it: a kiosk enrolled through its screens, scans typed the way a
// keyboard-wedge reader types them, check-ins, and the kiosk's own timing of each scan read in the page
// (kiosk/src/renderer/scan/scan-marks.ts).
import type { BrowserContext, Page } from "playwright-core";
import { kioskScreen } from "../../e2e/harness/browser";
import { Kiosk } from "../../e2e/pages/kiosk";
import { type BenchContext, kioskPin } from "../harness/context";
import { firstSyncMs } from "./kiosk-sync-browser";

/** The kiosk's User Timing names (scan-marks.ts). */
export const scanTiming = {
  start: "kiosk-scan-start",
  shown: "kiosk-scan",
  /** The result rendered in the page, before the frame that paints it (reported beside `shown`). */
  ready: "kiosk-scan-ready",
  print: "kiosk-print",
} as const;

/** The same value again within this time is one scan read twice to the kiosk (scan-buffer.ts, repeatMs). */
export const scanEchoMs = 1_500;

/** A wedge reader's keystrokes: a few milliseconds apart, then Enter. */
const keyDelayMs = 3;

type Detail = { detail?: { scan?: number } | null };

/** The number of the latest scan the kiosk started (0 before the first). */
export const latestScan = (page: Page): Promise<number> =>
  page.evaluate(
    (mark) => (performance.getEntriesByName(mark, "mark").at(-1) as Detail | undefined)?.detail?.scan ?? 0,
    scanTiming.start,
  );

/** What a keyboard-wedge reader does: types into the focused search box, a key at a time, then Enter. */
export async function wedgeScan(page: Page, text: string): Promise<void> {
  await page.locator('[data-testid="search-input"]:focus').waitFor();
  await page.keyboard.type(text, { delay: keyDelayMs });
  await page.keyboard.press("Enter");
}

/** The kiosk's measure `name` of the first scan after `after`: its milliseconds, on the page's clock. */
export async function measureAfter(page: Page, name: string, after: number): Promise<number> {
  const found = await page.waitForFunction(
    ([measure, previous]) => {
      const entry = performance.getEntriesByName(measure, "measure").at(-1) as
        | (PerformanceEntry & Detail)
        | undefined;
      return (entry?.detail?.scan ?? 0) > previous ? entry?.duration : undefined;
    },
    [name, after] as const,
    { polling: 20, timeout: 30_000 },
  );
  return (await found.jsonValue()) as number;
}

/** Settings (behind the PIN): check in eligible people as soon as a scan finds them, and print their badge. */
export async function enableAutoPrint(page: Page): Promise<void> {
  const kiosk = new Kiosk(page);
  await kiosk.openSettings();
  await kiosk.enterPin(kioskPin);
  await kiosk.settings().waitFor();
  await page.locator('[data-testid="settings-auto-checkin"]').check();
  await page.locator('[data-testid="settings-print-on-checkin"]').check();
  await kiosk.closeSettings();
}

/** The page's print dialog replaced by a count of the prints asked for (a headless browser has no printer). */
export async function countPrints(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const counted = window as unknown as { benchPrints: number };
    counted.benchPrints = 0;
    window.print = () => {
      counted.benchPrints += 1;
    };
  });
  return () => page.evaluate(() => (window as unknown as { benchPrints: number }).benchPrints);
}

/** Cuts the kiosk's network and waits until its status bar says so. */
export async function goOffline(page: Page): Promise<void> {
  await page.context().setOffline(true);
  await page.locator('[data-testid="online-indicator"][data-online="false"]').waitFor();
}

/** A kiosk at its own desk: its name, browser context and page. */
export type Desk = { name: string; context: BrowserContext; page: Page };

/** A kiosk enrolled through its screens, from an address of its own, its first sync done. */
export async function openDesk(
  context: BenchContext,
  conferenceId: number,
  name: string,
  address: string,
): Promise<Desk> {
  const browser = await context.browser();
  const browserContext = await browser.newContext({
    ...kioskScreen,
    baseURL: context.server.url,
    extraHTTPHeaders: { "x-forwarded-for": address },
  });
  const page = await browserContext.newPage();
  page.setDefaultTimeout(60_000);
  await new Kiosk(page).enrol(name, await context.pairingCode(conferenceId));
  await firstSyncMs(page);
  return { name, context: browserContext, page };
}

/** In the page: when this kiosk recorded its check-ins of the registration (IndexedDB `checkins`). */
function localCheckinTimes(registrationId: number): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open("confreg-kiosk");
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const all = open.result.transaction("checkins").objectStore("checkins").getAll();
      all.onerror = () => reject(all.error);
      all.onsuccess = () => {
        open.result.close();
        const mine = (all.result as { registrationId: number; at: string }[]).filter(
          (c) => c.registrationId === registrationId,
        );
        resolve(mine.map((c) => c.at));
      };
    };
  });
}

/** The desk scans the person's ID card and checks them in; when the kiosk recorded the check-in. */
export async function checkInAt(desk: Desk, person: { id: number; idNumber: string }): Promise<string> {
  await wedgeScan(desk.page, person.idNumber);
  await desk.page.locator('[data-testid="check-in"]:not([disabled])').click();
  await desk.page.locator('[data-testid="checkin-done"]').waitFor();
  const [at] = await desk.page.evaluate(localCheckinTimes, person.id);
  if (!at) throw new Error(`${desk.name} recorded no check-in`);
  return at;
}
