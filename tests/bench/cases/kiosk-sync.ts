// A kiosk's first full sync of the bulk conference: over HTTP from Node beside the same page bytes from a
// plain static server, and in Chromium beside Dexie bulkPut of the same records (kiosk/README.md); then
// that kiosk, offline, scans at the desk (kiosk-scan.ts).
import type { BenchCase, BenchContext } from "../harness/context";
import { recordCheck, recordFigure, repeat, timed } from "../harness/results";
import { scanAtTheDesk } from "./kiosk-scan";
import { bulkPutBaseline, kioskFirstSync } from "./kiosk-sync-browser";
import { capturePages, pageThrough, serveCaptured } from "./kiosk-sync-http";

/** HTTP paging from Node: the app, then the bytes it sent from a bare server, same client, same headers. */
async function overHttp(context: BenchContext) {
  const token = await context.enrolKiosk(context.conferenceId, "bench over HTTP");
  const headers = { authorization: `Bearer ${token}`, "accept-encoding": "gzip, deflate" };
  const plain = await serveCaptured(await capturePages(context.server.url, headers));
  try {
    const rows = { app: 0, plain: 0 };
    const app = await repeat(context.runs, async () => {
      const [ms, count] = await timed(() => pageThrough(context.server.url, headers));
      rows.app = count;
      return ms;
    });
    const baseline = await repeat(context.runs, async () => {
      const [ms, count] = await timed(() => pageThrough(plain.url, headers));
      rows.plain = count;
      return ms;
    });
    recordCheck(
      "kiosk sync over HTTP: every registration, from both",
      rows.app + rows.plain,
      2 * context.registrations,
    );
    recordFigure(
      `kiosk first sync over HTTP from Node, ${(plain.bytes / 1e6).toFixed(1)} MB gzip (baseline: same bytes, static)`,
      "ms",
      app,
      baseline,
      { maxRatio: 3 },
    );
  } finally {
    await plain.close();
  }
}

/**
 * The first sync in Chromium, enrolled through the kiosk's screens, run after run beside the baseline;
 * the last run's kiosk then scans at the desk with the network cut (kiosk-scan.ts).
 */
async function inChromium(context: BenchContext) {
  const browser = await context.browser();
  const origin = context.server.url;
  const token = await context.enrolKiosk(context.conferenceId, "bench bulkPut");
  const app: number[] = [];
  const baseline: number[] = [];
  const withoutKeys: number[] = [];
  let stored = Number.POSITIVE_INFINITY;
  await repeat(context.runs, async (run) => {
    const code = await context.pairingCode(context.conferenceId);
    const last = run === context.runs - 1;
    const kiosk = await kioskFirstSync(
      browser,
      origin,
      code,
      `bench ${run + 1}`,
      last ? (page) => scanAtTheDesk(context, page) : undefined,
    );
    const put = await bulkPutBaseline(browser, origin, token, kiosk.schema);
    app.push(kiosk.ms);
    baseline.push(put.ms);
    withoutKeys.push(put.withoutKeysMs);
    stored = Math.min(stored, kiosk.rows, put.rows);
  });
  recordCheck("kiosk first sync in Chromium: every registration stored", stored, context.registrations);
  recordFigure(
    "kiosk first sync in Chromium (baseline: Dexie bulkPut of the same records with their name-search keys, a page a transaction)",
    "ms",
    app,
    baseline,
    { maxRatio: 1.3 },
  );
  recordFigure(
    "kiosk first sync in Chromium (baseline: the same bulkPut without the name-search keys, reported)",
    "ms",
    app,
    withoutKeys,
  );
}

export const kioskSync: BenchCase = {
  name: "kiosk-sync",
  async run(context) {
    await overHttp(context);
    await inChromium(context);
  },
};
