// The trust issue's storm (DOMAIN.md §9): kiosks are revoked (stolen), and their tokens then post at once
// what a thief would: check-ins and badge prints dated after the revocation, and onsite payments of exactly
// what each person owes, dated back before it; among them the queue each kiosk recorded before its
// revocation, which still comes in. Correctness checks, exact: nothing dated after the revocation and no
// payment is applied, everything recorded before is. The storm's rate is reported alone.
import { randomUUID } from "node:crypto";
import { type Database, openDatabase } from "@confreg/server/testing";
import { type Kysely, sql } from "kysely";
import type { BenchCase, BenchContext } from "../harness/context";
import { recordCheck, recordFigure, timed } from "../harness/results";
import { enrolKiosks, insertEventsConference, postQueues } from "./kiosk-events";

const kiosks = 10;
const minute = 60_000;

type Kind = "checkin" | "print" | "onsitePayment";

/** A check-in, badge print or onsite payment (of the bench's whole fee) as a kiosk posts it, dated `at`. */
function eventOf(kind: Kind, registrationId: number, at: Date) {
  const clientId = randomUUID();
  const when = at.toISOString();
  if (kind === "print")
    return { kind, clientId, registrationId, printedAt: when, reprint: false, reason: "" };
  if (kind === "onsitePayment")
    return { kind, clientId, registrationId, receivedFee: 100_000, currency: "CNY", at: when, operator: "" };
  return { kind, clientId, registrationId, scannedAt: when, method: "qr", operator: "" };
}

/** A revoked kiosk's posting, in the order sent, and how many of its events were made before its revocation. */
type Storm = { events: ReturnType<typeof eventOf>[]; before: number };
type Revocations = { first: Date; last: Date };

/**
 * Each kiosk's posting: one event in four from its honest queue (a check-in or a print dated in the hour
 * before the first revocation, after the registrations were made), the rest the thief's: check-ins and
 * prints dated from just after the last revocation to four minutes beyond the clock (inside the clock's
 * allowance: only the revocation refuses them), and payments of what is owed dated back into the hour
 * before the revocation.
 */
function storms(
  perKiosk: number,
  people: { paid: number[]; owing: number[] },
  revoked: Revocations,
): Storm[] {
  const span = Date.now() + 4 * minute - revoked.last.getTime();
  return Array.from({ length: kiosks }, (_, k) => {
    const storm: Storm = { events: [], before: 0 };
    for (let i = 0; i < perKiosk; i++) {
      const person = people.paid[(i * 7 + k * 13) % people.paid.length] as number;
      const step = ((i * 7919 + k * 104_729) % 1_000) / 1_000;
      if (i % 4 === 0) {
        const made = new Date(revoked.first.getTime() - 1 - Math.floor(step * 60 * minute));
        storm.events.push(eventOf(i % 8 === 0 ? "print" : "checkin", person, made));
        storm.before += 1;
      } else if (i % 4 === 3) {
        const backdated = new Date(revoked.first.getTime() - 1 - Math.floor(step * 60 * minute));
        const owing = people.owing[(i + k) % people.owing.length] as number;
        storm.events.push(eventOf("onsitePayment", owing, backdated));
      } else {
        const later = new Date(revoked.last.getTime() + 1 + Math.floor(step * span));
        storm.events.push(eventOf(i % 4 === 1 ? "checkin" : "print", person, later));
      }
    }
    return storm;
  });
}

/** Revokes the kiosks through the back office; when the first and the last revocation were recorded. */
async function revokeAll(
  context: BenchContext,
  db: Kysely<Database>,
  deviceIds: number[],
): Promise<Revocations> {
  const admin = await context.admin();
  for (const id of deviceIds) {
    const res = await admin.post(`/api/admin/kiosks/${id}/revoke`, {});
    if (res.status !== 200) throw new Error(`revoking a kiosk answered ${res.status}`);
  }
  const { rows } = await sql<{ first: string; last: string }>`select min(revoked_time) as first,
    max(revoked_time) as last from kiosk_devices where id in (${sql.join(deviceIds)})`.execute(db);
  const row = rows[0];
  if (!row?.first || !row.last) throw new Error("the kiosks were not revoked");
  return { first: new Date(row.first), last: new Date(row.last) };
}

/** What the revoked kiosks left in the tables, dated after or up to each one's revocation, and payments. */
async function tally(db: Kysely<Database>, deviceIds: number[]) {
  const one = async (query: ReturnType<typeof sql<{ n: number }>>) =>
    Number((await query.execute(db)).rows[0]?.n ?? 0);
  const devices = sql.join(deviceIds);
  const checkins = (after: boolean) => sql<{ n: number }>`select count(*) as n from checkin_events e
    join kiosk_devices d on d.id = e.device_id where e.device_id in (${devices}) and e.kind = 'checkin'
    and ${after ? sql`e.scanned_at > d.revoked_time` : sql`e.scanned_at <= d.revoked_time`}`;
  const prints = (after: boolean) => sql<{ n: number }>`select count(*) as n from badge_prints b
    join kiosk_devices d on d.id = b.device_id where b.device_id in (${devices})
    and ${after ? sql`b.printed_at > d.revoked_time` : sql`b.printed_at <= d.revoked_time`}`;
  return {
    after: (await one(checkins(true))) + (await one(prints(true))),
    before: (await one(checkins(false))) + (await one(prints(false))),
    payments: await one(sql`select count(*) as n from checkin_events
      where device_id in (${devices}) and kind = 'onsitePayment'`),
  };
}

/** Fee lines of these registrations no longer unpaid. */
async function linesSettled(db: Kysely<Database>, registrationIds: number[]) {
  const { rows } = await sql<{ n: number }>`select count(*) as n from pay_lines
    where registration_id in (${sql.join(registrationIds)}) and pay_status <> 0`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

export const kioskRevokedStorm: BenchCase = {
  name: "kioskRevokedStorm",
  async run(context: BenchContext) {
    const perKiosk = context.quick ? 200 : 2_000;
    const count = context.quick ? 200 : 2_000;
    const { db, close } = await openDatabase(context.database);
    try {
      // Half the people paid (their check-ins and prints would apply), half owing what a payment would pay.
      const conference = await insertEventsConference(db, count, "S", { owing: count / 2 });
      const people = {
        paid: conference.registrationIds.slice(0, count / 2),
        owing: conference.registrationIds.slice(count / 2),
      };
      const enrolled = await enrolKiosks(context, conference.conferenceId, {
        count: kiosks,
        subnet: "198.19.11",
      });
      const deviceIds = enrolled.map((k) => k.deviceId);
      const revoked = await revokeAll(context, db, deviceIds);
      const all = storms(perKiosk, people, revoked);
      const queues = all.map((storm) => storm.events);
      const tokens = enrolled.map((k) => k.token);
      const [ms, statuses] = await timed(() => postQueues(context.server.url, tokens, queues));
      const total = kiosks * perKiosk;
      recordFigure(
        `kiosk revoked storm: ${kiosks} revoked kiosks posting ${total.toLocaleString("en")} events at once (reported)`,
        "events/s",
        (total / ms) * 1000,
        null,
        { better: "higher" },
      );

      const before = all.reduce((n, storm) => n + storm.before, 0);
      const counts = await tally(db, deviceIds);
      recordCheck(
        "kiosk revoked storm: events made after the revocation, and payments, refused",
        statuses.get("refused") ?? 0,
        total - before,
      );
      recordCheck(
        "kiosk revoked storm: check-ins and prints dated after the revocation recorded",
        counts.after,
        0,
      );
      recordCheck("kiosk revoked storm: onsite payments recorded", counts.payments, 0);
      recordCheck("kiosk revoked storm: fee lines the storm paid", await linesSettled(db, people.owing), 0);
      recordCheck(
        "kiosk revoked storm: check-ins and prints made before the revocation recorded",
        counts.before,
        before,
      );
    } finally {
      await close();
    }
  },
};
