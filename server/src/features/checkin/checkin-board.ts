import { type CheckinBoard, timeZoneOffsetMinutes, zonedDayRange } from "@confreg/shared";
import { sql } from "kysely";
import { requireConference } from "#features/conferences";
import type { AppDeps } from "#http/env";
import { listCheckinPoints } from "./checkin-points";

const quarterMs = 15 * 60_000;

/** Today's date (YYYY-MM-DD) in a time zone. */
function todayIn(now: Date, timeZone: string): string {
  return new Date(now.getTime() + timeZoneOffsetMinutes(now, timeZone) * 60_000).toISOString().slice(0, 10);
}

/**
 * The live check-in board of a conference: per point, how many of those who may check in have, how many
 * scans were repeats, and today's first check-ins per quarter of an hour in the conference's time zone.
 * Counted by the database. Times are stored as UTC ISO text; every time zone's offset is a whole number of
 * quarters, so a UTC quarter (the hour's text and its minutes divided by 15) is a local quarter too.
 */
export async function checkinBoard(deps: AppDeps, conferenceId: number): Promise<CheckinBoard> {
  const conference = await requireConference(deps.db, conferenceId);
  const date = todayIn(deps.now(), conference.timezone);
  const [from, to] = zonedDayRange(date, conference.timezone);
  const db = deps.db;
  const hour = sql<string>`substr(c.checked_in_at, 1, 13)`;
  const quarter = sql<number>`cast(substr(c.checked_in_at, 15, 2) as integer) / 15`;
  const [points, eligible, checkedIn, repeats, arrivals] = await Promise.all([
    listCheckinPoints(deps, conferenceId),
    db
      .selectFrom("registrations")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("conferenceId", "=", conferenceId)
      .where("isDeleted", "=", 0)
      .where("checkinEligible", "=", 1)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("checkins as c")
      .innerJoin("registrations as r", "r.id", "c.registrationId")
      .select((eb) => ["c.pointId", eb.fn.countAll<number>().as("n")])
      .where("r.conferenceId", "=", conferenceId)
      .where("r.isDeleted", "=", 0)
      .where("r.checkinEligible", "=", 1)
      .groupBy("c.pointId")
      .execute(),
    db
      .selectFrom("checkinEvents")
      .select((eb) => ["pointId", eb.fn.countAll<number>().as("n")])
      .where("conferenceId", "=", conferenceId)
      .where("kind", "=", "checkin")
      .where("isRepeat", "=", 1)
      .groupBy("pointId")
      .execute(),
    db
      .selectFrom("checkins as c")
      .innerJoin("registrations as r", "r.id", "c.registrationId")
      .select((eb) => ["c.pointId", hour.as("hour"), quarter.as("quarter"), eb.fn.countAll<number>().as("n")])
      .where("r.conferenceId", "=", conferenceId)
      .where("r.isDeleted", "=", 0)
      .where("c.checkedInAt", ">=", from)
      .where("c.checkedInAt", "<", to)
      .groupBy(["c.pointId", hour, quarter])
      .execute(),
  ]);
  const countOf = (rows: { pointId: number; n: number }[], pointId: number) =>
    Number(rows.find((row) => row.pointId === pointId)?.n ?? 0);
  return {
    date,
    timezone: conference.timezone,
    eligible: Number(eligible.n),
    points: points.map((point) => ({
      id: point.id,
      name: point.name,
      isMain: point.isMain,
      checkedIn: countOf(checkedIn, point.id),
      repeats: countOf(repeats, point.id),
      arrivals: arrivals
        .filter((row) => row.pointId === point.id)
        .map((row) => ({
          from: new Date(
            Date.parse(`${row.hour}:00:00.000Z`) + Number(row.quarter) * quarterMs,
          ).toISOString(),
          count: Number(row.n),
        }))
        .sort((a, b) => a.from.localeCompare(b.from)),
    })),
  };
}
