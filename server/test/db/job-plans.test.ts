import { sql } from "kysely";
import { beforeAll, expect, it } from "vitest";
import { pendingKioskHashes } from "#features/kiosk-sync/kiosk-hash-job";
import { insertBulkRegistrations } from "#seed/bulk";
import { describeEachDialect } from "../helpers/database";
import { testPii } from "../helpers/pii";
import { planOf, tableScan } from "../helpers/query-plans";

/**
 * A background job runs on the server's one thread every few seconds, through a registration rush too:
 * its look-up for work must read the index of the rows still waiting, never the whole registrations table
 * (at 100,000 rows such a scan held the thread 50 ms each time).
 */
describeEachDialect("background jobs' plans", ({ db, dialect }) => {
  beforeAll(async () => {
    await insertBulkRegistrations(db(), testPii(), { count: 2_000, scannable: 0 });
    await sql`analyze`.execute(db());
  });

  it("the kiosk hash job finds its next batch through the index of rows without a hash", async () => {
    const plan = await planOf(db(), dialect, pendingKioskHashes(db(), 8).compile());
    expect(plan).not.toMatch(tableScan);
    expect(plan).toMatch(/registrations_kiosk_hash_missing/);
  });
});
