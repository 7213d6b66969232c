// `npm run bench [-- --quick] [-- --case <name>[,<name>…]] [-- --profile <dir>] [-- --heap-snapshot <dir>]
// [-- --lookup-cost fast]`: the figures of the speed issue, each measured on the
// real server over HTTP beside a raw baseline of the same work in the same run, medians of several runs,
// printed as a table (and written to test-output/bench.md). It reports: a figure that misses its target
// does not fail the run; a correctness check (oversold places, failed requests) does.
// SQLite by default; `DATABASE_URL=postgres://… npm run bench` runs on Postgres, in a fresh schema dropped
// afterwards. The server trusts one proxy (TRUST_PROXY=1) so each simulated attendee comes from an
// X-Forwarded-For address of its own (sign-ups are limited per address).
import { mkdirSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { parseArgs } from "node:util";
import { insertBulkRegistrations, type Pii, TestClient } from "@confreg/server/testing";
import { kioskLookupCostValues } from "@confreg/shared";
import type { Browser } from "playwright-core";
import { launchBrowser } from "../e2e/harness/browser";
import { buildServer } from "../e2e/harness/build-server";
import { startServer } from "../e2e/harness/server";
import { cases } from "./cases";
import { type BenchContext, kioskPin } from "./harness/context";
import { residentMemoryMb } from "./harness/process-stats";
import { printResults, recordCheck, recordFigure } from "./harness/results";

const { values: args } = parseArgs({
  options: {
    quick: { type: "boolean", default: false },
    /** The cases to run, by name, comma-separated (all by default). */
    case: { type: "string" },
    /** A directory for the server's CPU profile (`node --cpu-prof`), written when it stops. */
    profile: { type: "string" },
    /** A directory for a snapshot of the server's heap, taken at the end, once its memory is read. */
    "heap-snapshot": { type: "string" },
    /** Prints the server's statements slower than this many milliseconds (SLOW_QUERY_MS) at the end. */
    slow: { type: "string" },
    /** The bulk conference's `kioskLookupCost`: strong (default) or fast; what a kiosk's ID scan costs. */
    "lookup-cost": { type: "string", default: "strong" },
  },
});
const quick = args.quick ?? false;
const chosen = args.case?.split(",").map((name) => name.trim());
const unknown = chosen?.filter((name) => !cases.some((c) => c.name === name)) ?? [];
if (unknown.length) {
  console.error(`unknown case(s): ${unknown.join(", ")}; the cases: ${cases.map((c) => c.name).join(", ")}`);
  process.exit(2);
}
const registrations = quick ? 5_000 : 100_000;
const lookupCost = kioskLookupCostValues.find((cost) => cost === args["lookup-cost"]);
if (!lookupCost) {
  console.error(`--lookup-cost: one of ${kioskLookupCostValues.join(", ")}`);
  process.exit(2);
}
const databaseUrl = process.env.DATABASE_URL ?? "";
const postgresUrl = /^postgres(ql)?:\/\//.test(databaseUrl) ? databaseUrl : undefined;
const repoRoot = path.resolve(import.meta.dirname, "../..");

/** The server's slow-query log lines, counted by statement, slowest total first. */
function printSlowQueries(output: string) {
  const slow = new Map<string, { count: number; ms: number }>();
  for (const line of output.split("\n")) {
    if (!line.includes('"slow query"')) continue;
    const { sql, ms } = JSON.parse(line) as { sql: string; ms: number };
    const entry = slow.get(sql) ?? { count: 0, ms: 0 };
    slow.set(sql, { count: entry.count + 1, ms: entry.ms + ms });
  }
  const rows = [...slow].sort((a, b) => b[1].ms - a[1].ms).slice(0, 20);
  console.table(rows.map(([sql, { count, ms }]) => ({ sql: sql.slice(0, 160), count, ms: Math.round(ms) })));
}

/** The server's error log lines (pino's level 50 and above: an unhandled error's name, message and stack). */
function printServerErrors(output: string) {
  const errors = output.split("\n").filter((line) => /"level":(5|6)\d/.test(line));
  if (errors.length) console.error(`the server logged ${errors.length} error(s):\n${errors.join("\n")}`);
}

/**
 * Has the server write a snapshot of its heap (`--heapsnapshot-signal`) and waits until it has: the process
 * answers nothing while it writes.
 */
async function takeHeapSnapshot() {
  process.kill(server.pid, "SIGUSR2");
  await sleep(1_000);
  await fetch(`${server.url}/api/health`);
  console.log(`heap snapshot written to ${path.resolve(args["heap-snapshot"] ?? "")}`);
}

console.log(
  `bench on ${postgresUrl ? "Postgres (a fresh schema)" : "SQLite"}, ${registrations.toLocaleString("en")} registrations${quick ? " (quick)" : ""}`,
);
buildServer();
if (args["heap-snapshot"]) mkdirSync(args["heap-snapshot"], { recursive: true });
let pii: Pii | undefined;
let bulkConferenceId = 0;
const building = performance.now();
const started = await startServer({
  postgresUrl,
  env: { TRUST_PROXY: "1", ...(args.slow ? { SLOW_QUERY_MS: args.slow, LOG_LEVEL: "warn" } : {}) },
  nodeArgs: [
    ...(args.profile ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(args.profile)}`] : []),
    ...(args["heap-snapshot"]
      ? ["--heapsnapshot-signal=SIGUSR2", `--diagnostic-dir=${path.resolve(args["heap-snapshot"])}`]
      : []),
  ],
  prepare: async (db, serverPii) => {
    pii = serverPii;
    ({ conferenceId: bulkConferenceId } = await insertBulkRegistrations(db, serverPii, {
      count: registrations,
      scannable: quick ? 100 : 1_000,
      kioskLookupCost: lookupCost,
    }));
  },
});
// Clients connect to the address itself: "localhost" costs every new connection a resolver call on the
// threadpool (and an IPv6 try first), which a hundred connections at once turn into the bottleneck.
const server = { ...started, url: started.url.replace("//localhost:", "//127.0.0.1:") };
console.log(`database built and server started in ${Math.round((performance.now() - building) / 1000)} s`);
const idleMemory = residentMemoryMb(server.pid);

/**
 * How long the server is left idle after the cases before its memory is read again. The quick run (CI's,
 * there to keep the harness working) reads it sooner: the figure says after how long.
 */
const settleMs = quick ? 10_000 : 45_000;

let adminClient: Promise<TestClient> | undefined;
let browser: Promise<Browser> | undefined;
const context: BenchContext = {
  quick,
  runs: quick ? 1 : 3,
  dialect: postgresUrl ? "postgres" : "sqlite",
  postgresUrl,
  server,
  database: server.database,
  pii: pii as Pii,
  conferenceId: bulkConferenceId,
  registrations,
  lookupCost,
  admin() {
    adminClient ??= (async () => {
      const admin = server.accounts.find((a) => a.username === "admin");
      const client = new TestClient(server.url);
      const res = await client.post("/api/admin/login", {
        username: admin?.username,
        password: admin?.password,
      });
      if (res.status !== 200) throw new Error(`admin sign-in answered ${res.status}`);
      return client;
    })();
    return adminClient;
  },
  async pairingCode(conferenceId) {
    const admin = await context.admin();
    const res = await admin.post<{ code: string }>(`/api/admin/conferences/${conferenceId}/kiosk-pairings`, {
      pin: kioskPin,
    });
    if (res.status !== 201) throw new Error(`pairing answered ${res.status}`);
    return res.body.code;
  },
  async enrolKiosk(conferenceId, name) {
    const res = await fetch(`${server.url}/api/kiosk/enrol`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ code: await context.pairingCode(conferenceId), deviceName: name }),
    });
    if (!res.ok) throw new Error(`kiosk enrolment answered ${res.status}`);
    return ((await res.json()) as { token: string }).token;
  },
  browser() {
    browser ??= launchBrowser();
    return browser;
  },
};

try {
  for (const benchCase of cases) {
    if (chosen && !chosen.includes(benchCase.name)) continue;
    console.log(`— ${benchCase.name}`);
    try {
      await benchCase.run(context);
    } catch (error) {
      // A case that throws counts as a failed check, and the cases after it still run.
      console.error(`${benchCase.name} failed:`, error);
      recordCheck(`${benchCase.name}: finished`, 0, 1);
    }
  }
  recordFigure("server memory at idle, data loaded (reported)", "MB", idleMemory, null);
  recordFigure("server memory right after the runs (reported)", "MB", residentMemoryMb(server.pid), null);
  // What stays once the server is idle again: V8 gives back the heap a burst grew (the export's) only
  // after it has been idle a while (its memory reducer), so the leak check waits that long first.
  await sleep(settleMs);
  recordFigure(
    `server memory at idle again, ${settleMs / 1000} s after the runs (baseline: at idle before them)`,
    "MB",
    residentMemoryMb(server.pid),
    idleMemory,
    { maxRatio: 3 },
  );
  if (args["heap-snapshot"]) await takeHeapSnapshot();
} finally {
  if (args.slow) printSlowQueries(server.output());
  printServerErrors(server.output());
  await (await browser)?.close();
  await server.stop();
}

mkdirSync(path.join(repoRoot, "test-output"), { recursive: true });
const { failedChecks, missedTargets } = printResults(path.join(repoRoot, "test-output", "bench.md"));
if (missedTargets) console.log(`${missedTargets} figure(s) missed their target (reported, not failed)`);
if (failedChecks) {
  console.error(`${failedChecks} correctness check(s) failed`);
  process.exit(1);
}
