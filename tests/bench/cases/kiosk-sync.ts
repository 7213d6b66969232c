// A kiosk's first full sync of the bulk conference: over HTTP from Node beside the same page bytes from a
// plain static server, and in Chromium beside Dexie bulkPut of the same records (kiosk/README.md).
import type { BenchCase, BenchContext } from "../harness/context";
import { recordCheck, recordFigure, repeat, timed } from "../harness/results";
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

/** A pairing code for the bulk conference, issued by the bench's administrator. */
async function pairingCode(context: BenchContext) {
  const admin = await context.admin();
  const res = await admin.post<{ code: string }>(
    `/api/admin/conferences/${context.conferenceId}/kiosk-pairings`,
    { pin: "2468" },
  );
  if (res.status !== 201) throw new Error(`pairing answered ${res.status}`);
  return res.body.code;
}

/** The first sync in Chromium, enrolled through the kiosk's screens, run after run beside the baseline. */
async function inChromium(context: BenchContext) {
  const browser = await context.browser();
  const origin = context.server.url;
  const token = await context.enrolKiosk(context.conferenceId, "bench bulkPut");
  const app: number[] = [];
  const baseline: number[] = [];
  let stored = Number.POSITIVE_INFINITY;
  await repeat(context.runs, async (run) => {
    const kiosk = await kioskFirstSync(browser, origin, await pairingCode(context), `bench ${run + 1}`);
    const put = await bulkPutBaseline(browser, origin, token, kiosk.schema);
    app.push(kiosk.ms);
    baseline.push(put.ms);
    stored = Math.min(stored, kiosk.rows, put.rows);
  });
  recordCheck("kiosk first sync in Chromium: every registration stored", stored, context.registrations);
  recordFigure(
    "kiosk first sync in Chromium (baseline: Dexie bulkPut of the same records, a page a transaction)",
    "ms",
    app,
    baseline,
    { maxRatio: 1.3 },
  );
}

export const kioskSync: BenchCase = {
  name: "kiosk-sync",
  async run(context) {
    await overHttp(context);
    await inChromium(context);
  },
};
