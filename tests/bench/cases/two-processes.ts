// Several stateless server processes on one Postgres behind a load balancer (the speed issue, item 7): a
// second server process on the bench's database and a round-robin proxy in front of both. Through it, a
// registration rush where half the attendees want a workshop with few places, beside the same rush
// through the proxy to one process. Nothing may be oversold or doubled: places taken = live registrations
// holding the workshop = places; one idempotency key sent to both processes at once makes one
// registration; wrong passwords spread over both are refused at the sign-in limit. Postgres only: SQLite
// is one process's database.
import { randomUUID } from "node:crypto";
import { type Database, insertWorkshop, type TestClient } from "@confreg/server/testing";
import type { Kysely } from "kysely";
import { startAnotherServer } from "../../e2e/harness/server";
import { errorCode, quotedTotal, registrant } from "../attendees";
import type { BenchCase } from "../harness/context";
import { median, percentile, recordCheck, recordFigure, repeat, timed } from "../harness/results";
import { startRoundRobinProxy } from "./round-robin-proxy";
import {
  type Bench,
  insertBench,
  registrationsPath,
  sameSubmissionToBoth,
  signedInClients,
  signInLimitAcross,
  signInLimitPerAddress,
} from "./two-processes-state";

const concurrency = 100;
type Rush = { ms: number; latencies: number[]; codes: string[]; taken: number; held: number };

/** The workshop's taken count, and how many live registrations hold it. */
async function places(db: Kysely<Database>, workshopId: number) {
  const row = await db
    .selectFrom("workshops")
    .select((eb) => [
      "takenCount",
      eb
        .selectFrom("registrationWorkshops")
        .innerJoin("registrations", "registrations.id", "registrationWorkshops.registrationId")
        .where("registrationWorkshops.workshopId", "=", workshopId)
        .where("registrations.isDeleted", "=", 0)
        .select((inner) => inner.fn.countAll<number>().as("n"))
        .as("held"),
    ])
    .where("id", "=", workshopId)
    .executeTakeFirstOrThrow();
  return { taken: row.takenCount, held: Number(row.held) };
}

/** Every even-numbered attendee asks for a fresh workshop of `limit` places, the others for none. */
async function rush(bench: Bench, url: string, count: number, limit: number, label: string): Promise<Rush> {
  const { conferenceId, typeId } = bench;
  const workshop = await insertWorkshop(bench.db, { conferenceId, titleEn: label, numberLimit: limit });
  const clients = await signedInClients(bench, url, count, label);
  const probe = clients[0] as TestClient;
  const totals = [
    await quotedTotal(probe, conferenceId, typeId, [workshop.id]),
    await quotedTotal(probe, conferenceId, typeId, []),
  ];
  const latencies: number[] = [];
  const codes: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < clients.length) {
      const index = next++;
      const wants = index % 2 === 0;
      const body = registrant(typeId, wants ? [workshop.id] : [], totals[wants ? 0 : 1] as number);
      const [ms, res] = await timed(() =>
        (clients[index] as TestClient).post(registrationsPath(bench), body, {
          headers: { "idempotency-key": randomUUID() },
        }),
      );
      latencies.push(ms);
      codes.push(`${wants ? "workshop" : "none"} ${errorCode(res)}`);
    }
  };
  const [ms] = await timed(() => Promise.all(Array.from({ length: concurrency }, worker)));
  return { ms, latencies, codes, ...(await places(bench.db, workshop.id)) };
}

const counted = (runs: Rush[], code: string) => runs.flatMap((r) => r.codes).filter((c) => c === code).length;
const sum = (runs: Rush[], pick: (r: Rush) => number) => runs.reduce((total, r) => total + pick(r), 0);

/** The rush's counts on two processes, exact, and its speed beside one process behind the same proxy. */
function recordRushes(one: Rush[], two: Rush[], count: number, limit: number) {
  const half = count / 2;
  const runs = two.length;
  const label = `two processes: ${count} submissions × ${runs}, half for a workshop of ${limit} places`;
  const expected = new Map([
    ["workshop 201", runs * limit],
    ["workshop 409 WORKSHOP_FULL", runs * (half - limit)],
    ["none 201", runs * half],
  ]);
  for (const [code, times] of expected) recordCheck(`${label}: answered ${code}`, counted(two, code), times);
  const others = (rushes: Rush[]) => rushes.flatMap((r) => r.codes).filter((c) => !expected.has(c));
  const unexpected = [...others(one), ...others(two)];
  if (unexpected.length) console.error("two-processes: other answers:", unexpected.slice(0, 10));
  recordCheck(`${label}: other answers`, others(two).length, 0);
  recordCheck(
    `${label}: workshop taken counts`,
    sum(two, (r) => r.taken),
    runs * limit,
  );
  recordCheck(
    `${label}: live registrations holding the workshops`,
    sum(two, (r) => r.held),
    runs * limit,
  );
  recordCheck(`one process, the same rush: other answers`, others(one).length, 0);

  const created = (r: Rush) => r.codes.filter((c) => c.endsWith(" 201")).length;
  const perMinute = (r: Rush) => (created(r) / r.ms) * 60_000;
  const figure = `rush through a round-robin proxy, ${count} accounts, ${concurrency} connections, postgres`;
  recordFigure(
    `${figure}: created per minute, two processes (baseline: one)`,
    "/min",
    two.map(perMinute),
    one.map(perMinute),
    { better: "higher" },
  );
  recordFigure(
    `${figure}: p99 latency, two processes (baseline: one)`,
    "ms",
    median(two.map((r) => percentile(r.latencies, 99))),
    median(one.map((r) => percentile(r.latencies, 99))),
  );
}

export const twoProcesses: BenchCase = {
  name: "two-processes",
  async run(context) {
    if (context.dialect !== "postgres") {
      console.log("two-processes: Postgres only (SQLite serves one process); nothing recorded");
      return;
    }
    const count = context.quick ? 200 : 1_000;
    const limit = context.quick ? 20 : 50;
    const bench = await insertBench(context);
    const second = await startAnotherServer(context.server, { env: { TRUST_PROXY: "1" } });
    const both = await startRoundRobinProxy([context.server.url, second.url]);
    const one = await startRoundRobinProxy([context.server.url]);
    try {
      const runs = await repeat(context.runs, async (run) => ({
        one: await rush(bench, one.url, count, limit, `one-${run}`),
        two: await rush(bench, both.url, count, limit, `two-${run}`),
      }));
      recordRushes(
        runs.map((r) => r.one),
        runs.map((r) => r.two),
        count,
        limit,
      );
      await sameSubmissionToBoth(bench, [context.server.url, second.url], context.quick ? 20 : 50);
      await signInLimitAcross(both.url, signInLimitPerAddress + 10);
    } finally {
      await both.close();
      await one.close();
      await second.stop();
      await bench.close();
    }
  },
};
