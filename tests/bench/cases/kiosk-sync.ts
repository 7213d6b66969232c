// A kiosk's first full sync over HTTP, beside the same rows paged by a bare handler.

import type { BenchCase } from "../harness/context";
import { recordFigure, repeat, timed } from "../harness/results";
import { startRawServer } from "../raw-server";

type Page = { cursor: number; hasMore: boolean; registrations: unknown[] };

/** Pages through a sync feed until it says there is no more; the rows it gave. */
async function syncAll(page: (cursor: number) => Promise<Page>) {
  let cursor = 0;
  let rows = 0;
  for (;;) {
    const next = await page(cursor);
    rows += next.registrations.length;
    cursor = next.cursor;
    if (!next.hasMore) return rows;
  }
}

export const kioskSync: BenchCase = {
  name: "kiosk-sync",
  async run(context) {
    const token = await context.enrolKiosk(context.conferenceId, "bench");
    const headers = { authorization: `Bearer ${token}` };
    const raw = await startRawServer(context.database, context.pii);
    try {
      let rows = 0;
      const app = await repeat(context.runs, async () => {
        const [ms, count] = await timed(() =>
          syncAll(async (cursor) => {
            const res = await fetch(
              `${context.server.url}/api/kiosk/sync?cursor=${cursor}&limit=500&version=2`,
              {
                headers,
              },
            );
            return (await res.json()) as Page;
          }),
        );
        rows = count;
        return ms;
      });
      const baseline = await repeat(context.runs, async () => {
        const [ms] = await timed(() =>
          syncAll((cursor) => raw.get<Page>(`/sync?cursor=${cursor}&limit=500`)),
        );
        return ms;
      });
      recordFigure(
        `kiosk first sync over HTTP from Node (${rows.toLocaleString("en")} rows)`,
        "ms",
        app,
        baseline,
        {
          maxRatio: 3,
        },
      );
    } finally {
      await raw.close();
    }
  },
};
