// The concurrency cases of the groundwork issue: a create+delete storm on the same workshops (once a
// Postgres deadlock: 22 of 80 requests failed), and more submissions than a workshop has places.
import { randomUUID } from "node:crypto";
import {
  type Database,
  type DatabaseConfig,
  insertConference,
  insertParticipantType,
  insertWorkshop,
  openDatabase,
  type TestClient,
} from "@confreg/server/testing";
import type { Kysely } from "kysely";
import type { RunningServer } from "../e2e/harness/server";
import { errorCode, quotedTotal, registrant, signUpAttendees } from "./attendees";
import { recordExact, recordInfo } from "./results";

export type BenchConference = {
  conferenceId: number;
  typeId: number;
  /** Unlimited workshops every storm registration takes (both, so their rows are locked together). */
  stormWorkshopIds: number[];
  raceWorkshopId: number;
  racePlaces: number;
};

/** A conference of its own, written before the server starts: ID numbers required, 1 or 2 paid workshops. */
export async function insertBenchConference(
  db: Kysely<Database>,
  racePlaces: number,
): Promise<BenchConference> {
  const conference = await insertConference(db, {
    titleZh: "并发基准会议",
    titleEn: "Concurrency bench",
    systemCode: "BENCH",
    settings: { isIdcard: true, isWorkshop: true, isWorkshopFee: true, workshopLow: 1, workshopHigh: 2 },
  });
  const conferenceId = conference.id;
  const type = await insertParticipantType(db, { conferenceId, fee: 100_000, discountFee: 80_000 });
  const storm = [
    await insertWorkshop(db, { conferenceId, titleEn: "Storm A", fee: 30_000, numberLimit: null }),
    await insertWorkshop(db, { conferenceId, titleEn: "Storm B", fee: 20_000, numberLimit: null }),
  ];
  const race = await insertWorkshop(db, {
    conferenceId,
    titleEn: "Race",
    fee: 50_000,
    numberLimit: racePlaces,
  });
  return {
    conferenceId,
    typeId: type.id,
    stormWorkshopIds: storm.map((w) => w.id),
    raceWorkshopId: race.id,
    racePlaces,
  };
}

/** The workshop's taken count, and how many live registrations hold it, read from the database. */
async function workshopPlaces(database: DatabaseConfig, workshopId: number) {
  const { db, close } = await openDatabase(database);
  try {
    const { takenCount } = await db
      .selectFrom("workshops")
      .select("takenCount")
      .where("id", "=", workshopId)
      .executeTakeFirstOrThrow();
    const { held } = await db
      .selectFrom("registrationWorkshops")
      .innerJoin("registrations", "registrations.id", "registrationWorkshops.registrationId")
      .where("registrationWorkshops.workshopId", "=", workshopId)
      .where("registrations.isDeleted", "=", 0)
      .select((eb) => eb.fn.countAll<number>().as("held"))
      .executeTakeFirstOrThrow();
    return { taken: takenCount, held: Number(held) };
  } finally {
    await close();
  }
}

async function timed<T>(work: () => Promise<T>): Promise<[number, T]> {
  const started = performance.now();
  const value = await work();
  return [performance.now() - started, value];
}

/** The same number of concurrent requests that do nothing but answer: the HTTP floor to compare with. */
const healthBaseline = (clients: TestClient[], count: number) =>
  timed(() =>
    Promise.all(Array.from({ length: count }, (_, i) => clients[i % clients.length]?.get("/api/health"))),
  );

const tally = (failures: Map<string, number>, code: string) =>
  failures.set(code, (failures.get(code) ?? 0) + 1);

/**
 * Each round, 40 attendees each submit a registration while their previous (unpaid) one is deleted: 80
 * requests at once over the same conference and workshops. Every request must succeed.
 */
export async function createDeleteStorm(server: RunningServer, bench: BenchConference, rounds = 5) {
  const attendees = await signUpAttendees(server.url, 40, "storm");
  const { conferenceId, typeId, stormWorkshopIds } = bench;
  const total = await quotedTotal(attendees[0] as TestClient, conferenceId, typeId, stormWorkshopIds);
  const failures = new Map<string, number>();
  const create = async (client: TestClient) => {
    const res = await client.post<{ id: number }>(
      `/api/conferences/${conferenceId}/registrations`,
      registrant(typeId, stormWorkshopIds, total),
      { headers: { "idempotency-key": randomUUID() } },
    );
    if (res.status === 201) return res.body.id;
    tally(failures, `create ${errorCode(res)}`);
    return null;
  };
  const remove = async (client: TestClient, id: number | null) => {
    if (id === null) return;
    const res = await client.delete(`/api/registrations/${id}`);
    if (res.status !== 200) tally(failures, `delete ${errorCode(res)}`);
  };
  let held = await Promise.all(attendees.map(create));
  let requests = 0;
  let stormMs = 0;
  let baselineMs = 0;
  for (let round = 0; round < rounds; round++) {
    const previous = held;
    const [ms, [created]] = await timed(() =>
      Promise.all([
        Promise.all(attendees.map(create)),
        Promise.all(attendees.map((c, i) => remove(c, previous[i] ?? null))),
      ]),
    );
    held = created;
    requests += attendees.length + previous.filter((id) => id !== null).length;
    stormMs += ms;
    baselineMs += (await healthBaseline(attendees, 2 * attendees.length))[0];
  }
  const failed = [...failures.values()].reduce((a, b) => a + b, 0);
  if (failed) console.error("storm failures:", Object.fromEntries(failures));
  recordExact(`storm: ${rounds} rounds of 40 creates + 40 deletes, failed requests`, failed, 0);
  recordInfo("storm: throughput", requests / (stormMs / 1000), "req/s");
  recordInfo(
    "  baseline: as many concurrent GET /api/health",
    (2 * attendees.length * rounds) / (baselineMs / 1000),
    "req/s",
  );
  for (const workshopId of stormWorkshopIds) {
    const { taken, held: rows } = await workshopPlaces(server.database, workshopId);
    recordExact(
      `storm: workshop ${workshopId} taken count = live registrations holding it (${rows})`,
      taken,
      rows,
    );
  }
}

/** More attendees than places submit at once: exactly the places are taken, every other one WORKSHOP_FULL. */
export async function workshopRace(server: RunningServer, bench: BenchConference, attendeeCount = 300) {
  const attendees = await signUpAttendees(server.url, attendeeCount, "race");
  const { conferenceId, typeId, raceWorkshopId, racePlaces } = bench;
  const total = await quotedTotal(attendees[0] as TestClient, conferenceId, typeId, [raceWorkshopId]);
  const [ms, replies] = await timed(() =>
    Promise.all(
      attendees.map((client) =>
        client.post(
          `/api/conferences/${conferenceId}/registrations`,
          registrant(typeId, [raceWorkshopId], total),
        ),
      ),
    ),
  );
  const codes = replies.map(errorCode);
  const created = codes.filter((code) => code === "201").length;
  const full = codes.filter((code) => code === "409 WORKSHOP_FULL").length;
  const other = codes.filter((code) => code !== "201" && code !== "409 WORKSHOP_FULL");
  if (other.length) console.error("race: unexpected answers:", other.slice(0, 10));
  const { taken, held } = await workshopPlaces(server.database, raceWorkshopId);
  const race = `race: ${attendeeCount} attendees, ${racePlaces} places`;
  recordExact(`${race}, registered`, created, racePlaces);
  recordExact(`${race}, refused WORKSHOP_FULL`, full, attendeeCount - racePlaces);
  recordExact(`${race}, other answers`, other.length, 0);
  recordExact(`${race}, workshop taken count`, taken, racePlaces);
  recordExact(`${race}, live registrations holding it`, held, racePlaces);
  recordInfo(`${race}, all answered in`, ms, "ms");
  recordInfo(
    `  baseline: ${attendeeCount} concurrent GET /api/health`,
    (await healthBaseline(attendees, attendeeCount))[0],
    "ms",
  );
}
