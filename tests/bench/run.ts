// `npm run bench`: speed and memory targets and the concurrency cases, measured on a real server over HTTP
// with a database of 5,000+ registrations, each beside a raw baseline of the same work in the same run
// (raw-server.ts: a bare node:http handler with one hand-written query over the same database). Prints the
// figures, the baselines and their ratios, and exits non-zero when a target is missed.
// SQLite by default; `DATABASE_URL=postgres://… npm run bench` runs the server on Postgres, in a fresh
// schema (DATABASE_SCHEMA) dropped afterwards. The server trusts one proxy (TRUST_PROXY=1) so each
// simulated attendee comes from an X-Forwarded-For address of its own (sign-ups are limited per address).
import { readFileSync } from "node:fs";
import { insertPayLine, insertRegistration, type Pii, TestClient } from "@confreg/server/testing";
import { type RunningServer, startServer } from "../e2e/harness/server";
import { nextIdNumber, signUpAttendees } from "./attendees";
import { type BenchConference, createDeleteStorm, insertBenchConference, workshopRace } from "./concurrency";
import { type RawServer, startRawServer } from "./raw-server";
import { printResults, recordExact, recordRatio } from "./results";

const extraRegistrations = 5_000;
const databaseUrl = process.env.DATABASE_URL ?? "";
const postgresUrl = /^postgres(ql)?:\/\//.test(databaseUrl) ? databaseUrl : undefined;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

async function timed<T>(work: () => Promise<T>): Promise<[number, T]> {
  const started = performance.now();
  const value = await work();
  return [performance.now() - started, value];
}

async function adminList(server: RunningServer, raw: RawServer) {
  const admin = server.accounts.find((a) => a.username === "admin");
  const client = new TestClient(server.url);
  await client.post("/api/admin/login", { username: admin?.username, password: admin?.password });
  const queries = [
    "",
    "keyword=%E7%8E%8B",
    "payStatus=2",
    "keyword=example.com&size=50",
    "conferenceId=1&isSignIn=1",
    "keyword=bench-4321",
  ];
  const times: number[] = [];
  const rawTimes: number[] = [];
  // Half of the queries search by keyword, and one account may search 120 times a minute (M2).
  for (let i = 0; i < 200; i++) {
    const query = queries[i % queries.length];
    const [ms, res] = await timed(() => client.get(`/api/admin/registrations?${query}`));
    if (res.status !== 200) throw new Error(`list answered ${res.status}`);
    times.push(ms);
    rawTimes.push((await timed(() => raw.get(`/list?${query}`)))[0]);
  }
  for (const p of [50, 95])
    recordRatio(`back-office list, p${p}`, percentile(times, p), percentile(rawTimes, p), "ms", 12);
  return client;
}

/** Pages through a sync feed until it says there is no more; the rows it gave. */
async function syncAll(
  page: (cursor: number) => Promise<{ cursor: number; hasMore: boolean; registrations: unknown[] }>,
) {
  let cursor = 0;
  let rows = 0;
  for (;;) {
    const next = await page(cursor);
    rows += next.registrations.length;
    cursor = next.cursor;
    if (!next.hasMore) return rows;
  }
}

async function kioskSync(server: RunningServer, raw: RawServer, admin: TestClient) {
  const { body } = await admin.post<{ code: string }>("/api/admin/conferences/1/kiosk-pairings", {
    pin: "2468",
  });
  const enrol = await fetch(`${server.url}/api/kiosk/enrol`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ code: body.code, deviceName: "bench" }),
  });
  const { token } = (await enrol.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const [ms, rows] = await timed(() =>
    syncAll(async (cursor) => {
      const res = await fetch(`${server.url}/api/kiosk/sync?cursor=${cursor}&limit=500&version=2`, {
        headers,
      });
      return res.json();
    }),
  );
  const [rawMs] = await timed(() => syncAll((cursor) => raw.get(`/sync?cursor=${cursor}&limit=500`)));
  recordRatio(`kiosk full sync (${rows} registrations)`, ms, rawMs, "ms", 12);
}

async function registrationBurst(server: RunningServer, raw: RawServer) {
  const view = (await (await fetch(`${server.url}/api/conferences/1`)).json()) as {
    participantTypes: { id: number; isHidden: boolean; workshopOnly: boolean; discountFee: number }[];
    workshops: { id: number; fee: number; remaining: number | null; isNoneOption: boolean }[];
  };
  const type = view.participantTypes.find((t) => !t.isHidden && !t.workshopOnly);
  const workshop =
    view.workshops.find((w) => !w.isNoneOption && (w.remaining ?? 1000) > 100) ??
    view.workshops.find((w) => w.isNoneOption);
  if (!type || !workshop) throw new Error("no participant type or workshop to register for");
  const clients = await signUpAttendees(server.url, 40, "burst");
  const body = (i: number) => ({
    name: `压测${i}`,
    unit: "基准测试大学",
    email: `bench${i}@example.com`,
    phone: `1390000${String(i).padStart(4, "0")}`,
    idNumber: nextIdNumber(),
    position: "研究员",
    participantTypeId: type.id,
    workshopIds: [workshop.id],
    clientTotal: type.discountFee + (workshop.isNoneOption ? 0 : workshop.fee),
  });
  const [ms, replies] = await timed(() =>
    Promise.all(clients.map((c, i) => c.post("/api/conferences/1/registrations", body(i)))),
  );
  const created = replies.filter((r) => r.status === 201).length;
  if (created !== clients.length)
    throw new Error(
      `only ${created} of ${clients.length} registrations were created: ${JSON.stringify(replies.find((r) => r.status !== 201)?.body)}`,
    );
  const rawRegistrant = { conferenceId: 1, participantTypeId: type.id, totalFee: body(0).clientTotal };
  const [rawMs] = await timed(() => Promise.all(clients.map(() => raw.register(rawRegistrant))));
  recordRatio("40 concurrent registrations (raw: as many rows written)", ms, rawMs, "ms", 15);
}

/** A case that throws counts as missed, and the cases after it still run. */
async function runCase<T>(name: string, work: () => Promise<T>): Promise<T | undefined> {
  try {
    return await work();
  } catch (error) {
    console.error(`${name} failed:`, error);
    recordExact(`${name}: finished`, 0, 1);
    return undefined;
  }
}

function residentMemoryMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) / 1024;
}

let bench: BenchConference | undefined;
let pii: Pii | undefined;
console.log(`bench on ${postgresUrl ? "Postgres (a fresh schema)" : "SQLite"}`);
const server = await startServer({
  postgresUrl,
  env: { TRUST_PROXY: "1" },
  prepare: async (db, serverPii) => {
    pii = serverPii;
    bench = await insertBenchConference(db, 25);
    const types = await db
      .selectFrom("participantTypes")
      .select(["id", "conferenceId"])
      .where("conferenceId", "=", 1)
      .execute();
    for (let i = 0; i < extraRegistrations; i++) {
      const type = types[i % types.length];
      if (!type) throw new Error("conference 1 has no participant types");
      const r = await insertRegistration(
        db,
        {
          conferenceId: 1,
          participantTypeId: type.id,
          name: `基准${i}`,
          email: `bench-${i}@example.com`,
          idNumber: "11010519491231002X",
        },
        serverPii,
      );
      await insertPayLine(db, { registrationId: r.id, payStatus: i % 3 === 0 ? 2 : 0, totalFee: 120_000 });
    }
  },
});
// The memory baseline: the same server, started and holding the same data, before any of the runs.
const idleMemory = residentMemoryMb(server.pid);
const raw = await startRawServer(server.database, pii as Pii);
try {
  const admin = await runCase("back-office list", () => adminList(server, raw));
  if (admin) await runCase("kiosk sync", () => kioskSync(server, raw, admin));
  await runCase("registration burst", () => registrationBurst(server, raw));
  const concurrency = bench;
  if (!concurrency) throw new Error("the bench conference was not written");
  await runCase("create+delete storm", () => createDeleteStorm(server, raw, concurrency));
  await runCase("workshop race", () => workshopRace(server, raw, concurrency));
  recordRatio(
    "server resident memory, after the runs (baseline: idle)",
    residentMemoryMb(server.pid),
    idleMemory,
    "MB",
    3,
  );
} finally {
  await raw.close();
  await server.stop();
}

const missed = printResults();
if (missed) {
  console.error(`${missed} target(s) missed`);
  process.exit(1);
}
