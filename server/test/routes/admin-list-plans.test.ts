import { adminRegistrationQuery } from "@confreg/shared";
import { sql } from "kysely";
import { beforeAll, expect, it } from "vitest";
import { type ListContext, registrationListQueries } from "#features/registrations/admin-registrations.repo";
import { insertBulkRegistrations } from "#seed/bulk";
import { insertConference } from "#seed/index";
import { describeEachDialect } from "../helpers/database";
import { testPii } from "../helpers/pii";
import { planOf, tableScan } from "../helpers/query-plans";

/**
 * The list at 100,000 registrations stays fast only while each of its statements reads an index (the speed
 * issue, item 3; the bench measures the time). These tests read the databases' query plans for the typical
 * filters: no statement scans the registrations table, and keywords go through the trigram index the
 * migration made (on Postgres its expression must be the list's, character for character).
 */
const typical: [label: string, query: Record<string, string | number>, uses?: RegExp][] = [
  ["no filter", {}],
  ["page 500", { page: 500, size: 100 }],
  ["page 501 after a row", { page: 501, size: 100, after: 50_000 }],
  ["page 499 before a row", { page: 499, size: 100, before: 50_000 }],
  ["a name of three characters", { keyword: "王志强" }, /registrations_fts|registrations_keyword_trgm/],
  [
    "a Chinese name of two characters",
    { keyword: "王伟" },
    /registrations_name_nocase|registrations_keyword_trgm/,
  ],
  ["an e-mail fragment", { keyword: "zhiqiang.wang" }, /registrations_fts|registrations_keyword_trgm/],
  ["a whole phone", { keyword: "13700001111" }, /registrations_phone_idx/],
  ["a whole ID number", { keyword: "11010519491231002X" }, /registrations_id_number_hash_idx/],
  ["a passport number", { keyword: "E12345678" }, /registrations_id_number_hash_idx/],
  ["payment status", { payStatus: 2 }],
  ["nothing to pay", { payStatus: 9 }],
  ["unpaid, something to pay", { payStatus: 0 }],
  ["may check in, not yet checked in", { checkinEligible: 1, isSignIn: 0 }],
  ["invoice status", { invoiceStatus: 1 }],
  ["check-in", { isSignIn: 1 }],
  ["participant type", { participantTypeId: 3 }],
];

describeEachDialect("back-office list plans", ({ db, dialect }) => {
  let bulkConferenceId: number;
  let emptyConferenceId: number;
  beforeAll(async () => {
    emptyConferenceId = (await insertConference(db(), {})).id;
    // A conference of 2,000 and full statistics, as a server keeps them (refreshStatistics).
    bulkConferenceId = (await insertBulkRegistrations(db(), testPii(), { count: 2_000, scannable: 0 }))
      .conferenceId;
    await sql`analyze`.execute(db());
  });

  async function expectIndexesOnly(scope: number | null) {
    for (const [label, raw, uses] of typical) {
      const context: ListContext = { db: db(), dialect, pii: testPii(), scope };
      const queries = registrationListQueries(context, adminRegistrationQuery.parse(raw));
      for (const statement of ["rows", "count"] as const) {
        const plan = await planOf(db(), dialect, queries[statement].compile());
        const where = `${label}, ${statement}, scope ${scope ?? "all"}:\n${plan}`;
        expect(plan, where).not.toMatch(tableScan);
        if (uses) expect(plan, where).toMatch(uses);
      }
    }
  }

  it("the typical filters read indexes only, with the statistics of a big conference", async () => {
    for (const scope of [bulkConferenceId, emptyConferenceId, null]) await expectIndexesOnly(scope);
  });

  // Postgres always plans with statistics of some kind (autovacuum, or estimates from the table's size).
  it.skipIf(dialect !== "sqlite")("the typical filters read indexes only before any statistics", async () => {
    await sql`delete from sqlite_stat1`.execute(db());
    await sql`analyze sqlite_schema`.execute(db());
    for (const scope of [bulkConferenceId, emptyConferenceId, null]) await expectIndexesOnly(scope);
  });
});
