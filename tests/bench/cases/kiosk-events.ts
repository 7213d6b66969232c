// The check-in issue's burst: 20 kiosks come back online at once with 50,000 queued events between them
// (check-ins, most people scanned at several kiosks while offline, and badge prints), each kiosk posting
// its queue in batches of 500 while it listens to the push channel. Every event must be applied exactly
// once (a second delivery of a batch changes nothing), the earliest scan of each person must be the
// canonical check-in, and every kiosk must hear the final cursor. Measured beside a bare handler that
// inserts the same rows, one event per transaction, over the same database in the same run.
import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import {
  type Database,
  insertConference,
  insertParticipantType,
  openDatabase,
  transact,
} from "@confreg/server/testing";
import { type Kysely, sql } from "kysely";
import { startAnotherServer } from "../../e2e/harness/server";
import type { BenchCase, BenchContext } from "../harness/context";
import { recordCheck, recordFigure, timed } from "../harness/results";

const kiosks = 20;
const batchSize = 500;

type Event =
  | {
      kind: "checkin";
      clientId: string;
      registrationId: number;
      scannedAt: string;
      method: "qr";
      operator: string;
    }
  | {
      kind: "print";
      clientId: string;
      registrationId: number;
      printedAt: string;
      reprint: false;
      reason: "";
    };
export type EventsConference = { conferenceId: number; mainPointId: number; registrationIds: number[] };

/**
 * How a bench conference's registrations stand: paid (they may check in), but for the last `owing` of
 * them, which owe their fee, payable on site.
 */
export type EventsConferenceOptions = { owing?: number };

/** When the bench's registrations were made: before any event the cases date (DOMAIN.md §9). */
export const registeredHoursAgo = 3;

/**
 * A conference of its own whose `count` registrations were made `registeredHoursAgo` ago, each with a fee
 * of 1,000.00: paid, or owed by the last `owing` (the conference then takes payment on site).
 */
export async function insertEventsConference(
  db: Kysely<Database>,
  count: number,
  label: string,
  options: EventsConferenceOptions = {},
): Promise<EventsConference> {
  const conference = await insertConference(db, {
    titleZh: "签到基准",
    titleEn: `Kiosk events bench ${label}`,
    systemCode: "KEV",
    settings: { isOnsite: (options.owing ?? 0) > 0 },
  });
  const type = await insertParticipantType(db, {
    conferenceId: conference.id,
    fee: 100_000,
    discountFee: 100_000,
  });
  const point = await db
    .selectFrom("checkinPoints")
    .select("id")
    .where("conferenceId", "=", conference.id)
    .where("isMain", "=", 1)
    .executeTakeFirstOrThrow();
  const registrationIds: number[] = [];
  const at = new Date(Date.now() - registeredHoursAgo * 3_600_000).toISOString();
  const firstOwing = count - (options.owing ?? 0);
  for (let start = 0; start < count; start += 500) {
    const size = Math.min(500, count - start);
    await transact(db, async (tx) => {
      const rows = await tx.db
        .insertInto("registrations")
        .values(
          Array.from({ length: size }, (_, i) => ({
            conferenceId: conference.id,
            participantTypeId: type.id,
            name: `签到${start + i}`,
            changeSeq: 0,
            createTime: at,
            updateTime: at,
          })),
        )
        .returning("id")
        .execute();
      await tx.db
        .insertInto("payLines")
        .values(
          rows.map(({ id }, i) => {
            const paid = start + i < firstOwing;
            return {
              registrationId: id,
              seq: 1,
              payType: 1 as const,
              payStatus: paid ? (2 as const) : (0 as const),
              totalFee: 100_000,
              receivedFee: paid ? 100_000 : 0,
              outTradeNo: `KEV${label}${String(id).padStart(10, "0")}`,
              payTime: paid ? at : null,
              createTime: at,
              updateTime: at,
            };
          }),
        )
        .execute();
      for (const { id } of rows) {
        registrationIds.push(id);
        tx.touch(id);
      }
    });
  }
  return { conferenceId: conference.id, mainPointId: point.id, registrationIds };
}

/**
 * Each kiosk's queue: one event in ten a badge print, the rest check-ins spread over the conference so
 * that every person is scanned at several kiosks, at scan times over the last two hours.
 */
function queues(registrationIds: number[], total: number): Event[][] {
  const now = Date.now();
  return Array.from({ length: kiosks }, (_, k) =>
    Array.from({ length: Math.floor(total / kiosks) }, (_, i): Event => {
      const registrationId = registrationIds[(i * 7 + k * 13) % registrationIds.length] as number;
      const at = new Date(now - ((i * 7919 + k * 104_729) % 7_200_000)).toISOString();
      return i % 10 === 9
        ? { kind: "print", clientId: randomUUID(), registrationId, printedAt: at, reprint: false, reason: "" }
        : {
            kind: "checkin",
            clientId: randomUUID(),
            registrationId,
            scannedAt: at,
            method: "qr",
            operator: "",
          };
    }),
  );
}

/**
 * `count` kiosks, enrolled each from an address of its own in `subnet` (enrolment is limited to ten per
 * address in ten minutes; the bench's server trusts one proxy's X-Forwarded-For); their tokens and ids.
 */
export async function enrolKiosks(
  context: BenchContext,
  conferenceId: number,
  { count, subnet }: { count: number; subnet: string },
): Promise<{ token: string; deviceId: number }[]> {
  const admin = await context.admin();
  const enrolled: { token: string; deviceId: number }[] = [];
  for (let k = 0; k < count; k++) {
    const { body } = await admin.post<{ code: string }>(
      `/api/admin/conferences/${conferenceId}/kiosk-pairings`,
      {
        pin: "2468",
      },
    );
    const res = await fetch(`${context.server.url}/api/kiosk/enrol`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": `${subnet}.${k + 1}` },
      body: JSON.stringify({ code: body.code, deviceName: `Bench kiosk ${subnet}.${k + 1}` }),
    });
    if (!res.ok) throw new Error(`kiosk enrolment answered ${res.status}`);
    const { token, deviceId } = (await res.json()) as { token: string; deviceId: number };
    enrolled.push({ token, deviceId });
  }
  return enrolled;
}

/**
 * Posts every kiosk's queue in batches, all kiosks at once; the results' statuses counted. With two
 * servers, each kiosk's batches alternate between them and both halves go at once (a load balancer
 * spreading a kiosk's retries over two processes).
 */
export async function postQueues(url: string | [string, string], tokens: string[], all: object[][]) {
  const statuses = new Map<string, number>();
  const halves = (queue: object[]) => {
    const batches = Array.from({ length: Math.ceil(queue.length / batchSize) }, (_, i) =>
      queue.slice(i * batchSize, (i + 1) * batchSize),
    );
    if (typeof url === "string") return [{ url, batches }];
    return url.map((to, half) => ({ url: to, batches: batches.filter((_, i) => i % 2 === half) }));
  };
  await Promise.all(
    all.flatMap((queue, k) =>
      halves(queue).map(async ({ url: to, batches }) => {
        for (const events of batches) {
          const res = await fetch(`${to}/api/kiosk/events`, {
            method: "POST",
            headers: { authorization: `Bearer ${tokens[k]}`, "content-type": "application/json" },
            body: JSON.stringify({ events }),
          });
          if (!res.ok) throw new Error(`kiosk events answered ${res.status}`);
          const { results } = (await res.json()) as { results: { status: string }[] };
          for (const { status } of results) statuses.set(status, (statuses.get(status) ?? 0) + 1);
        }
      }),
    ),
  );
  return statuses;
}

/** A kiosk's push channel: the highest cursor it has been told. */
function listen(url: string, token: string) {
  const controller = new AbortController();
  const heard = { cursor: -1 };
  const done = fetch(`${url}/api/kiosk/stream`, {
    headers: { authorization: `Bearer ${token}` },
    signal: controller.signal,
  })
    .then(async (res) => {
      const decoder = new TextDecoder();
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        for (const match of decoder.decode(chunk, { stream: true }).matchAll(/"cursor":(\d+)/g))
          heard.cursor = Math.max(heard.cursor, Number(match[1]));
      }
    })
    .catch(() => undefined);
  return {
    heard,
    close: () => {
      controller.abort();
      return done;
    },
  };
}

/** The bare baseline: each event's row inserted in its own transaction, nothing else. */
async function startBareEventsServer(db: Kysely<Database>, conference: EventsConference) {
  const server = createServer((req, res) => {
    answer(req, res).catch(() => res.writeHead(500).end());
  });
  async function answer(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const { events } = JSON.parse(Buffer.concat(chunks).toString("utf8")) as { events: Event[] };
    const now = new Date().toISOString();
    const results = [];
    for (const event of events) {
      await db.transaction().execute(async (trx) => {
        if (event.kind === "print")
          await sql`insert into badge_prints (registration_id, client_id, point_id, printed_at)
            values (${event.registrationId}, ${event.clientId}, ${conference.mainPointId}, ${event.printedAt})
            on conflict (client_id) do nothing`.execute(trx);
        else
          await sql`insert into checkin_events (client_id, conference_id, point_id, registration_id, method,
              scanned_at, received_at)
            values (${event.clientId}, ${conference.conferenceId}, ${conference.mainPointId},
              ${event.registrationId}, ${event.method}, ${event.scannedAt}, ${now})
            on conflict (client_id) do nothing`.execute(trx);
      });
      results.push({ clientId: event.clientId, status: "applied" });
    }
    res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ results }));
  }
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

/** What the tables hold for the conference: events, prints, canonical check-ins and how they agree. */
async function tally(db: Kysely<Database>, conferenceId: number) {
  const one = async (query: ReturnType<typeof sql<{ n: number }>>) =>
    Number((await query.execute(db)).rows[0]?.n ?? 0);
  return {
    checkinEvents: await one(sql`select count(*) as n from checkin_events
      where conference_id = ${conferenceId} and kind = 'checkin'`),
    prints: await one(sql`select count(*) as n from badge_prints b
      join registrations r on r.id = b.registration_id where r.conference_id = ${conferenceId}`),
    firstPrints: await one(sql`select count(*) as n from badge_prints b
      join registrations r on r.id = b.registration_id
      where r.conference_id = ${conferenceId} and b.method = 'first'`),
    checkins: await one(sql`select count(*) as n from checkins c
      join registrations r on r.id = c.registration_id where r.conference_id = ${conferenceId}`),
    canonicalEvents: await one(sql`select count(*) as n from checkin_events
      where conference_id = ${conferenceId} and kind = 'checkin' and is_repeat = 0`),
    // Check-ins whose time is not the earliest scan of that person, or whose event is not that scan.
    notEarliest: await one(sql`select count(*) as n from checkins c
      join registrations r on r.id = c.registration_id
      join checkin_events e on e.id = c.first_event_id
      where r.conference_id = ${conferenceId} and (e.is_repeat = 1 or e.scanned_at <> c.checked_in_at
        or c.checked_in_at <> (select min(x.scanned_at) from checkin_events x
          where x.registration_id = c.registration_id and x.point_id = c.point_id and x.kind = 'checkin'))`),
    signedIn: await one(sql`select count(*) as n from registrations
      where conference_id = ${conferenceId} and is_sign_in = 1`),
    cursor: await one(sql`select coalesce(max(change_seq), 0) as n from registrations
      where conference_id = ${conferenceId}`),
  };
}

/** The correctness checks of a run: every event once, one canonical check-in per person, the earliest. */
function checkApplied(
  label: string,
  counts: Awaited<ReturnType<typeof tally>>,
  events: Event[],
  statuses: Map<string, number>,
) {
  const checkinEvents = events.filter((e) => e.kind === "checkin");
  const printEvents = events.filter((e) => e.kind === "print");
  const scanned = new Set(checkinEvents.map((e) => e.registrationId));
  const printed = new Set(printEvents.map((e) => e.registrationId));
  recordCheck(
    `${label}: every event answered once as applied or repeat`,
    (statuses.get("applied") ?? 0) + (statuses.get("repeat") ?? 0),
    events.length,
  );
  recordCheck(`${label}: check-in events recorded exactly once`, counts.checkinEvents, checkinEvents.length);
  recordCheck(`${label}: badge prints recorded exactly once`, counts.prints, printEvents.length);
  recordCheck(`${label}: one first print per person printed`, counts.firstPrints, printed.size);
  recordCheck(`${label}: one check-in per person scanned`, counts.checkins, scanned.size);
  recordCheck(`${label}: one canonical scan per person scanned`, counts.canonicalEvents, scanned.size);
  recordCheck(`${label}: every check-in is the person's earliest scan`, counts.notEarliest, 0);
  recordCheck(`${label}: signed in at the main point`, counts.signedIn, scanned.size);
}

/**
 * Postgres: the same burst through two server processes, each kiosk's batches alternating between them
 * and both halves sent at once, on a conference of its own. Correctness only: every event once, one
 * canonical check-in per person, the earliest scan (the registrations' row locks, taken in id order).
 */
async function twoProcesses(context: BenchContext, db: Kysely<Database>, total: number, people: number) {
  const conference = await insertEventsConference(db, people, "P");
  const tokens = (
    await enrolKiosks(context, conference.conferenceId, { count: kiosks, subnet: "198.19.9" })
  ).map((kiosk) => kiosk.token);
  const second = await startAnotherServer(context.server, { env: { TRUST_PROXY: "1" } });
  try {
    const split = queues(conference.registrationIds, total);
    const statuses = await postQueues([context.server.url, second.url], tokens, split);
    checkApplied(
      "kiosk events, two processes",
      await tally(db, conference.conferenceId),
      split.flat(),
      statuses,
    );
  } finally {
    await second.stop();
  }
}

export const kioskEvents: BenchCase = {
  name: "kioskEvents",
  async run(context: BenchContext) {
    const total = context.quick ? 2_000 : 50_000;
    const people = context.quick ? 200 : 5_000;
    const { db, close } = await openDatabase(context.database);
    try {
      const app = await insertEventsConference(db, people, "A");
      const raw = await insertEventsConference(db, people, "R");
      const tokens = (
        await enrolKiosks(context, app.conferenceId, { count: kiosks, subnet: "198.19.7" })
      ).map((kiosk) => kiosk.token);
      const appQueues = queues(app.registrationIds, total);
      const events = appQueues.flat();
      const streams = tokens.map((token) => listen(context.server.url, token));
      const [appMs, statuses] = await timed(() => postQueues(context.server.url, tokens, appQueues));
      // Every kiosk lost the answer to its first batch and sends it again: nothing more may happen.
      const resent = await postQueues(
        context.server.url,
        tokens,
        appQueues.map((queue) => queue.slice(0, batchSize)),
      );

      const rawQueues = queues(raw.registrationIds, total);
      const bare = await startBareEventsServer(db, raw);
      const [bareMs] = await timed(() => postQueues(bare.url, tokens, rawQueues));
      bare.close();
      recordFigure(
        `kiosk events: ${kiosks} kiosks posting ${events.length.toLocaleString("en")} queued events at once`,
        "events/s",
        (events.length / appMs) * 1000,
        (events.length / bareMs) * 1000,
        { better: "higher" },
      );

      const counts = await tally(db, app.conferenceId);
      checkApplied("kiosk events", counts, events, statuses);
      recordCheck(
        "kiosk events: a batch sent again is all duplicates",
        resent.get("duplicate") ?? 0,
        appQueues.reduce((n, queue) => n + Math.min(queue.length, batchSize), 0),
      );
      // The push channel: within five seconds of the last commit, every kiosk has heard the final cursor.
      const deadline = Date.now() + 5_000;
      while (Date.now() < deadline && streams.some((s) => s.heard.cursor < counts.cursor))
        await new Promise((resolve) => setTimeout(resolve, 100));
      recordCheck(
        "kiosk events: every kiosk's stream heard the final cursor",
        streams.filter((s) => s.heard.cursor >= counts.cursor).length,
        kiosks,
      );
      await Promise.all(streams.map((s) => s.close()));
      if (context.dialect === "postgres") await twoProcesses(context, db, total, people);
    } finally {
      await close();
    }
  },
};
