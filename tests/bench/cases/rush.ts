// The registration rush: many signed-in attendees submit the form at once over HTTP (`concurrency`
// connections), beside the raw baseline of the same rows written with the bare driver, one transaction
// each (raw/registration-writer.ts). Nothing may be refused or oversold.
import { randomUUID } from "node:crypto";
import { insertSignedInAttendees, openDatabase, TestClient } from "@confreg/server/testing";
import { errorCode, quotedTotal, registrant } from "../attendees";
import type { BenchCase, BenchContext } from "../harness/context";
import { processCpuMs } from "../harness/process-stats";
import { median, percentile, recordCheck, recordFigure, repeat, timed } from "../harness/results";
import { rawRegistrationWriter } from "../raw/registration-writer";

const concurrency = 100;
let clientsMade = 0;

/** Attendees already signed in (sessions written straight to the database), each from its own address. */
async function signedInClients(context: BenchContext, count: number): Promise<TestClient[]> {
  const { db, close } = await openDatabase(context.database);
  const tokens = await insertSignedInAttendees(db, count, "rush").finally(close);
  const clients = tokens.map((token) => {
    clientsMade += 1;
    const address = `10.200.${(clientsMade >> 8) & 255}.${clientsMade & 255}`;
    return new TestClient(context.server.url, { cookie: `confreg_sid=${token}`, "x-forwarded-for": address });
  });
  // Each browser has loaded the form (and its CSRF token) before the rush starts.
  for (let at = 0; at < clients.length; at += 50)
    await Promise.all(clients.slice(at, at + 50).map((c) => c.get("/api/session")));
  return clients;
}

/** `concurrency` workers submit one registration per client; every latency, and the answers' codes. */
async function rush(context: BenchContext, clients: TestClient[], typeId: number, total: number) {
  const latencies: number[] = [];
  const codes: string[] = [];
  const ids: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < clients.length) {
      const client = clients[next++] as TestClient;
      const [ms, res] = await timed(() =>
        client.post<{ id: number }>(
          `/api/conferences/${context.conferenceId}/registrations`,
          registrant(typeId, [], total),
          {
            headers: { "idempotency-key": randomUUID() },
          },
        ),
      );
      latencies.push(ms);
      codes.push(errorCode(res));
      if (res.status === 201) ids.push(res.body.id);
    }
  };
  const cpuBefore = processCpuMs(context.server.pid);
  const [ms] = await timed(() => Promise.all(Array.from({ length: concurrency }, worker)));
  const cpuMs = processCpuMs(context.server.pid) - cpuBefore;
  return { ms, latencies, codes, ids, cpuMs };
}

export const registrationRush: BenchCase = {
  name: "rush",
  async run(context) {
    const perRun = context.quick ? 200 : 1_000;
    const view = (await (
      await fetch(`${context.server.url}/api/conferences/${context.conferenceId}`)
    ).json()) as {
      participantTypes: { id: number }[];
    };
    const typeId = view.participantTypes[0]?.id;
    if (!typeId) throw new Error("the bulk conference has no participant type");
    const runs = await repeat(context.runs, async () => {
      const clients = await signedInClients(context, perRun);
      const total = await quotedTotal(clients[0] as TestClient, context.conferenceId, typeId, []);
      return rush(context, clients, typeId, total);
    });
    const failed = runs.flatMap((r) => r.codes.filter((code) => code !== "201"));
    if (failed.length) console.error("rush: refused:", failed.slice(0, 10));
    recordCheck(`rush: ${perRun} × ${context.runs} submissions, refused`, failed.length, 0);

    const writer = rawRegistrationWriter(context.database);
    try {
      const template = await writer.load(runs[0]?.ids[0] ?? 0);
      const raw = await repeat(context.runs, async () => {
        const cpuBefore = process.cpuUsage();
        const [ms, latencies] = await timed(() => writer.write(template, perRun, concurrency));
        const { user, system } = process.cpuUsage(cpuBefore);
        return { ms, latencies, cpuMs: (user + system) / 1000 };
      });
      const perMinute = (ms: number) => (perRun / ms) * 60_000;
      const label = `registration rush, ${perRun.toLocaleString("en")} accounts, ${concurrency} connections, ${context.dialect}`;
      recordFigure(
        `${label}: created per minute`,
        "/min",
        runs.map((r) => perMinute(r.ms)),
        raw.map((r) => perMinute(r.ms)),
        {
          better: "higher",
          maxRatio: context.dialect === "sqlite" ? 4 : 2,
          bound: context.dialect === "sqlite" ? 30_000 : undefined,
        },
      );
      recordFigure(
        `${label}: p99 latency`,
        "ms",
        median(runs.map((r) => percentile(r.latencies, 99))),
        median(raw.map((r) => percentile(r.latencies, 99))),
        { bound: context.dialect === "sqlite" ? 250 : undefined },
      );
      // Where the time goes: one process's CPU per registration. The bare driver runs in this process on
      // SQLite; on Postgres most of its work is the database server's, so there is nothing to set beside.
      if (context.dialect === "sqlite")
        recordFigure(
          `${label}: server CPU per created registration (reported; baseline: the bare driver's)`,
          "ms",
          runs.map((r) => r.cpuMs / perRun),
          raw.map((r) => r.cpuMs / perRun),
        );
    } finally {
      await writer.close();
    }
  },
};
