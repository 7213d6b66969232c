// The back-office list at 100,000 registrations (the speed issue, item 3): for each typical filter and for
// page 500, p50 and p95 of many requests of the product's route, beside the same statements (compiled
// from the product's own query builder) run with the bare driver in the bench process.
import type { TestClient } from "@confreg/server/testing";
import type { BenchCase, BenchContext } from "../harness/context";
import { percentile, recordCheck, recordFigure, repeat, timed } from "../harness/results";
import { type ListStatements, listCompiler, type RawList, rawList, vacuumPostgres } from "./admin-list-raw";
import { deskAdmins, pickSamples, type Samples } from "./admin-list-setup";

type Params = Record<string, string | number>;
type Filter = {
  label: string;
  /** The conference in scope; null: all conferences. */
  scope: "conference" | "all";
  params(samples: Samples, deep: DeepPage): Params;
};
/** Page 500 (of 100 rows; of 10 in the quick run's smaller conference), and the row page 499 ends with. */
type DeepPage = { page: number; size: number; after: number };

/** The typical filters of the list, in one conference unless said (the bulk conference). */
const filters: Filter[] = [
  { label: "no filter", scope: "conference", params: () => ({}) },
  { label: "no filter, all conferences", scope: "all", params: () => ({}) },
  { label: "keyword, a name of 3 characters", scope: "conference", params: (s) => ({ keyword: s.longName }) },
  { label: "keyword, a Chinese name of 2", scope: "conference", params: (s) => ({ keyword: s.shortName }) },
  {
    label: "keyword, an e-mail fragment",
    scope: "conference",
    params: (s) => ({ keyword: s.emailFragment }),
  },
  { label: "keyword, a whole phone", scope: "conference", params: (s) => ({ keyword: s.phone }) },
  { label: "keyword, a whole ID number", scope: "conference", params: (s) => ({ keyword: s.idNumber }) },
  {
    label: "keyword, a whole ID number, all conferences",
    scope: "all",
    params: (s) => ({ keyword: s.idNumber }),
  },
  { label: "payment status", scope: "conference", params: () => ({ payStatus: 2 }) },
  { label: "check-in", scope: "conference", params: () => ({ isSignIn: 1 }) },
  {
    label: "participant type",
    scope: "conference",
    params: (s) => ({ participantTypeId: s.participantTypeId }),
  },
  { label: "page 500, numbered", scope: "conference", params: (_, d) => ({ page: d.page, size: d.size }) },
  { label: "page 500, next from 499", scope: "conference", params: (_, d) => ({ ...d }) },
];

/** Whole phone and ID number searches an account may make (30 in 10 minutes), with room to spare. */
const personalPerAccount = 25;

const queryString = (params: Params) =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

/** The row page 499 ends with, as the product's answer for page 499 gives it. */
async function deepPage(client: TestClient, conferenceId: number, size: number): Promise<DeepPage> {
  const res = await client.get<{ cursors: { after: number | null } }>(
    `/api/admin/registrations?conferenceId=${conferenceId}&page=499&size=${size}`,
  );
  if (res.status !== 200 || res.body.cursors.after === null) throw new Error("no page 499 to continue from");
  return { page: 500, size, after: res.body.cursors.after };
}

type Case = { label: string; path: string; statements: ListStatements };
type Tally = { sent: number; failed: number; disagreed: number };

/** `requests` of one case, each through the route and raw, alternately first; every latency of both. */
async function measure(entry: Case, requests: number, clients: TestClient[], raw: RawList, tally: Tally) {
  const app: number[] = [];
  const baseline: number[] = [];
  const client = () => clients[tally.sent++ % clients.length] as TestClient;
  for (let i = 0; i < requests; i++) {
    const rawFirst = i % 2 === 1;
    const before = rawFirst ? await timed(() => raw.run(entry.statements)) : undefined;
    const [appMs, res] = await timed(() => client().get<{ total: number }>(entry.path));
    const [rawMs, counted] = before ?? (await timed(() => raw.run(entry.statements)));
    if (res.status !== 200) tally.failed += 1;
    else if (res.body.total !== counted) tally.disagreed += 1;
    app.push(appMs);
    baseline.push(rawMs);
  }
  return { app, raw: baseline };
}

export const adminList: BenchCase = {
  name: "admin-list",
  async run(context: BenchContext) {
    const requests = context.quick ? 30 : 150;
    const compiler = await listCompiler(context.database, context.pii);
    const raw = rawList(context.database);
    try {
      // A bulk import leaves Postgres's visibility map empty and three dead versions of each row until
      // autovacuum passes (off on this machine): index-only counts would read the table. A database in
      // use has been vacuumed; so is this one, before the figures.
      await vacuumPostgres(context.database);
      const samples = await pickSamples(compiler.db, context.pii, context.conferenceId);
      const personal = 3 * requests * context.runs;
      const clients = await deskAdmins(context, compiler.db, Math.ceil(personal / personalPerAccount) + 1);
      const deep = await deepPage(clients[0] as TestClient, context.conferenceId, context.quick ? 10 : 100);
      const cases: Case[] = filters.map((filter) => {
        const scope = filter.scope === "all" ? null : context.conferenceId;
        const params = {
          ...(scope === null ? {} : { conferenceId: scope }),
          ...filter.params(samples, deep),
        };
        const path = `/api/admin/registrations?${queryString(params)}`;
        return { label: filter.label, path, statements: compiler.compile(scope, params) };
      });
      const tally: Tally = { sent: 0, failed: 0, disagreed: 0 };
      const runs = await repeat(context.runs, async () => {
        const figures = [];
        for (const entry of cases) figures.push(await measure(entry, requests, clients, raw, tally));
        return figures;
      });
      recordCheck("back-office list: requests answered 200", tally.failed, 0);
      recordCheck("back-office list: totals equal to the same SQL's", tally.disagreed, 0);
      for (const [n, entry] of cases.entries()) {
        for (const p of [50, 95]) {
          const app = runs.map((figures) => percentile(figures[n]?.app ?? [], p));
          const baseline = runs.map((figures) => percentile(figures[n]?.raw ?? [], p));
          recordFigure(
            `back-office list, ${entry.label}, p${p} (baseline: the same SQL, bare driver)`,
            "ms",
            app,
            baseline,
            p === 95 ? { bound: 50 } : {},
          );
        }
      }
    } finally {
      await raw.close();
      await compiler.close();
    }
  },
};
