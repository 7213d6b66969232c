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
import type { RunningServer } from "../../e2e/harness/server";
import { errorCode, quotedTotal, registrant, signUpAttendees } from "../attendees";
import type { BenchCase } from "../harness/context";
import { recordCheck, recordFigure, timed } from "../harness/results";
import { type RawServer, startRawServer } from "../raw-server";

export type BenchConference = {
  conferenceId: number;
  typeId: number;
  /** Unlimited workshops every storm registration takes (both, so their rows are locked together). */
  stormWorkshopIds: number[];
  raceWorkshopId: number;
  racePlaces: number;
};

/** A conference of its own, written before the server starts: ID numbers required, 1 or 2 paid workshops. */
async function insertBenchConference(db: Kysely<Database>, racePlaces: number): Promise<BenchConference> {
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

const tally = (failures: Map<string, number>, code: string) =>
  failures.set(code, (failures.get(code) ?? 0) + 1);

/**
 * Each round, 40 attendees each submit a registration while their previous (unpaid) one is deleted: 80
 * requests at once over the same conference and workshops. Every request must succeed.
 */
async function createDeleteStorm(server: RunningServer, raw: RawServer, bench: BenchConference, rounds = 5) {
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
  const rawRegistrant = { conferenceId, participantTypeId: typeId, totalFee: total };
  const rawCreate = () => raw.register(rawRegistrant);
  let held = await Promise.all(attendees.map(create));
  let rawHeld = await Promise.all(attendees.map(rawCreate));
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
    stormMs += ms;
    const rawPrevious = rawHeld;
    const [rawMs, [rawCreated]] = await timed(() =>
      Promise.all([Promise.all(attendees.map(rawCreate)), Promise.all(rawPrevious.map(raw.remove))]),
    );
    rawHeld = rawCreated;
    baselineMs += rawMs;
  }
  const failed = [...failures.values()].reduce((a, b) => a + b, 0);
  if (failed) console.error("storm failures:", Object.fromEntries(failures));
  recordCheck(`storm: ${rounds} rounds of 40 creates + 40 deletes, failed requests`, failed, 0);
  recordFigure(
    `storm: ${rounds} rounds, time (raw: rows written and soft-deleted)`,
    "ms",
    stormMs,
    baselineMs,
  );
  for (const workshopId of stormWorkshopIds) {
    const { taken, held: rows } = await workshopPlaces(server.database, workshopId);
    recordCheck(
      `storm: workshop ${workshopId} taken count = live registrations holding it (${rows})`,
      taken,
      rows,
    );
  }
}

/** More attendees than places submit at once: exactly the places are taken, every other one WORKSHOP_FULL. */
async function workshopRace(
  server: RunningServer,
  raw: RawServer,
  bench: BenchConference,
  attendeeCount = 300,
) {
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
  recordCheck(`${race}, registered`, created, racePlaces);
  recordCheck(`${race}, refused WORKSHOP_FULL`, full, attendeeCount - racePlaces);
  recordCheck(`${race}, other answers`, other.length, 0);
  recordCheck(`${race}, workshop taken count`, taken, racePlaces);
  recordCheck(`${race}, live registrations holding it`, held, racePlaces);
  const [rawMs] = await timed(() =>
    Promise.all(
      attendees.map(() => raw.register({ conferenceId, participantTypeId: typeId, totalFee: total })),
    ),
  );
  recordFigure(`${race}, all answered (raw: as many rows written)`, "ms", ms, rawMs);
}

/**
 * The groundwork issue's cases on their own conference (written straight to the database, as the server
 * reads conferences on every request): no request fails, no place is oversold.
 */
export const concurrency: BenchCase = {
  name: "concurrency",
  async run(context) {
    const { db, close } = await openDatabase(context.database);
    const bench = await insertBenchConference(db, 25).finally(close);
    const raw = await startRawServer(context.database, context.pii);
    try {
      await createDeleteStorm(context.server, raw, bench);
      await workshopRace(context.server, raw, bench, context.quick ? 100 : 300);
    } finally {
      await raw.close();
    }
  },
};
