// The two-processes case's conference, its signed-in attendees, and the checks that what server processes
// share holds across two of them: one idempotency key sent to both at once makes one registration, and
// wrong passwords spread over both are refused at the sign-in limit.
import { randomUUID } from "node:crypto";
import {
  type Database,
  insertConference,
  insertParticipantType,
  insertSignedInAttendees,
  openDatabase,
  TestClient,
} from "@confreg/server/testing";
import type { Kysely } from "kysely";
import { errorCode, quotedTotal, registrant } from "../attendees";
import type { BenchContext } from "../harness/context";
import { recordCheck } from "../harness/results";

/** The sign-in limit per source address (server/src/features/auth/login-limits.ts, loginLimits.perIp). */
export const signInLimitPerAddress = 30;

export type Bench = { db: Kysely<Database>; close(): Promise<void>; conferenceId: number; typeId: number };

let addresses = 0;
const nextAddress = () => {
  addresses += 1;
  return `10.210.${(addresses >> 8) & 255}.${addresses & 255}`;
};

export const registrationsPath = (bench: Bench) => `/api/conferences/${bench.conferenceId}/registrations`;

/** Attendees already signed in (sessions written to the database), each from its own address, form loaded. */
export async function signedInClients(bench: Bench, url: string, count: number, label: string) {
  const tokens = await insertSignedInAttendees(bench.db, count, label);
  const clients = tokens.map(
    (token) => new TestClient(url, { cookie: `confreg_sid=${token}`, "x-forwarded-for": nextAddress() }),
  );
  for (let at = 0; at < clients.length; at += 50)
    await Promise.all(clients.slice(at, at + 50).map((c) => c.get("/api/session")));
  return clients;
}

/** Each attendee's one submission (one idempotency key) reaches both processes at the same moment. */
export async function sameSubmissionToBoth(bench: Bench, urls: [string, string], count: number) {
  const tokens = await insertSignedInAttendees(bench.db, count, "twice");
  const live = async () => {
    const row = await bench.db
      .selectFrom("registrations")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("conferenceId", "=", bench.conferenceId)
      .where("isDeleted", "=", 0)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  const before = await live();
  let total: number | undefined;
  const pairs = await Promise.all(
    tokens.map(async (token) => {
      const address = nextAddress();
      const first = new TestClient(urls[0], { cookie: `confreg_sid=${token}`, "x-forwarded-for": address });
      await first.get("/api/session");
      // The same browser: its session and CSRF cookies, sent to the other process.
      const cookie = `confreg_sid=${token}; confreg_csrf=${first.cookies.get("confreg_csrf")}`;
      const second = new TestClient(urls[1], { cookie, "x-forwarded-for": address });
      total ??= await quotedTotal(first, bench.conferenceId, bench.typeId, []);
      const body = registrant(bench.typeId, [], total);
      const headers = { "idempotency-key": randomUUID() };
      return Promise.all(
        [first, second].map((c) => c.post<{ id: number }>(registrationsPath(bench), body, { headers })),
      );
    }),
  );
  const same = pairs.filter(([a, b]) => a?.status === 201 && b?.status === 201 && a.body.id === b.body.id);
  if (same.length < count)
    console.error("two-processes: pairs:", pairs.map((p) => p.map(errorCode)).slice(0, 10));
  const label = `two processes: one submission sent to both at once (one idempotency key), ${count} times`;
  recordCheck(`${label}: registrations made`, (await live()) - before, count);
  recordCheck(`${label}: both answers the same registration`, same.length, count);
}

/** Wrong passwords from one address, spread over both processes by the proxy, all at once. */
export async function signInLimitAcross(proxyUrl: string, attempts: number) {
  const address = nextAddress();
  const clients = Array.from(
    { length: attempts },
    () => new TestClient(proxyUrl, { "x-forwarded-for": address }),
  );
  for (const client of clients) await client.get("/api/session");
  const replies = await Promise.all(
    clients.map((client, i) =>
      client.post("/api/auth/login", {
        login: `nobody-${i}@bench.example.com`,
        password: "wrong-password-1",
      }),
    ),
  );
  const codes = replies.map(errorCode);
  const label = `two processes: ${attempts} wrong passwords from one address over both at once`;
  recordCheck(
    `${label}: refused as wrong`,
    codes.filter((c) => c.endsWith("LOGIN_FAILED")).length,
    signInLimitPerAddress,
  );
  recordCheck(
    `${label}: refused at the limit (RATE_LIMITED)`,
    codes.filter((c) => c.endsWith("RATE_LIMITED")).length,
    attempts - signInLimitPerAddress,
  );
}

/** A conference of its own, written straight to the database (ID numbers required, up to one workshop). */
export async function insertBench(context: BenchContext): Promise<Bench> {
  const { db, close } = await openDatabase(context.database);
  const conference = await insertConference(db, {
    titleZh: "多进程基准会议",
    titleEn: "Two processes bench",
    systemCode: "TWOPROC",
    settings: { isIdcard: true, isWorkshop: true, workshopLow: 0, workshopHigh: 1 },
  });
  const type = await insertParticipantType(db, {
    conferenceId: conference.id,
    fee: 100_000,
    discountFee: 80_000,
  });
  return { db, close, conferenceId: conference.id, typeId: type.id };
}
