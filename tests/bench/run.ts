// `npm run bench`: speed and memory targets and the concurrency cases, measured on a real server over HTTP
// with a database of 5,000+ registrations. Prints a table and exits non-zero when a target is missed.
// SQLite by default; `DATABASE_URL=postgres://… npm run bench` runs the server on Postgres, in a fresh
// schema (DATABASE_SCHEMA) dropped afterwards. The server trusts one proxy (TRUST_PROXY=1) so each
// simulated attendee comes from an X-Forwarded-For address of its own (sign-ups are limited per address).
import { readFileSync } from "node:fs";
import { insertPayLine, insertRegistration, TestClient } from "@confreg/server/testing";
import { type RunningServer, startServer } from "../e2e/harness/server";
import { nextIdNumber, signUpAttendees } from "./attendees";
import { type BenchConference, createDeleteStorm, insertBenchConference, workshopRace } from "./concurrency";
import { printResults, record, recordExact } from "./results";

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

async function adminList(server: RunningServer) {
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
  // Half of the queries search by keyword, and one account may search 120 times a minute (M2).
  for (let i = 0; i < 200; i++) {
    const [ms, res] = await timed(() =>
      client.get(`/api/admin/registrations?${queries[i % queries.length]}`),
    );
    if (res.status !== 200) throw new Error(`list answered ${res.status}`);
    times.push(ms);
  }
  record("back-office list, p50", percentile(times, 50), "ms", 100);
  record("back-office list, p95", percentile(times, 95), "ms", 250);
  return client;
}

async function kioskSync(server: RunningServer, admin: TestClient) {
  const { body } = await admin.post<{ code: string }>("/api/admin/conferences/1/kiosk-pairings", {
    pin: "2468",
  });
  const enrol = await fetch(`${server.url}/api/kiosk/enrol`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ code: body.code, deviceName: "bench" }),
  });
  const { token } = (await enrol.json()) as { token: string };
  let cursor = 0;
  let rows = 0;
  const [ms] = await timed(async () => {
    for (;;) {
      const res = await fetch(`${server.url}/api/kiosk/sync?cursor=${cursor}&limit=500&version=2`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const page = (await res.json()) as { cursor: number; hasMore: boolean; registrations: unknown[] };
      rows += page.registrations.length;
      cursor = page.cursor;
      if (!page.hasMore) break;
    }
  });
  record(`kiosk full sync (${rows} registrations)`, ms, "ms", 6_000);
}

async function registrationBurst(server: RunningServer) {
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
  record("40 concurrent registrations, total", ms, "ms", 8_000);
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
console.log(`bench on ${postgresUrl ? "Postgres (a fresh schema)" : "SQLite"}`);
const server = await startServer({
  postgresUrl,
  env: { TRUST_PROXY: "1" },
  prepare: async (db, pii) => {
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
        pii,
      );
      await insertPayLine(db, { registrationId: r.id, payStatus: i % 3 === 0 ? 2 : 0, totalFee: 120_000 });
    }
  },
});
try {
  const admin = await runCase("back-office list", () => adminList(server));
  if (admin) await runCase("kiosk sync", () => kioskSync(server, admin));
  await runCase("registration burst", () => registrationBurst(server));
  const concurrency = bench;
  if (!concurrency) throw new Error("the bench conference was not written");
  await runCase("create+delete storm", () => createDeleteStorm(server, concurrency));
  await runCase("workshop race", () => workshopRace(server, concurrency));
  record("server resident memory after the runs", residentMemoryMb(server.pid), "MB", 400);
} finally {
  await server.stop();
}

const missed = printResults();
if (missed) {
  console.error(`${missed} target(s) missed`);
  process.exit(1);
}
