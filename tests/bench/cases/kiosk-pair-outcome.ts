// What the server made of the offline pair's two check-ins (kiosk-offline-pair.ts), read from the database
// and through the back office's API, and judged against what each desk recorded.
import { openDatabase } from "@confreg/server/testing";
import type { AdminRegistrationDetail, CheckinBoard } from "@confreg/shared";
import type { BenchContext } from "../harness/context";

/** Each desk's name and when it recorded its check-in. */
export type PairScans = { a: { name: string; at: string }; b: { name: string; at: string } };

/** The conference's main point (both names) and time zone, as the kiosks show them. */
export async function pointAndZone(context: BenchContext, conferenceId: number) {
  const { db, close } = await openDatabase(context.database);
  try {
    const point = await db
      .selectFrom("checkinPoints")
      .select(["nameZh", "nameEn"])
      .where("conferenceId", "=", conferenceId)
      .where("isMain", "=", 1)
      .executeTakeFirstOrThrow();
    const { timezone } = await db
      .selectFrom("conferences")
      .select("timezone")
      .where("id", "=", conferenceId)
      .executeTakeFirstOrThrow();
    return { names: [point.nameZh, point.nameEn], timezone };
  } finally {
    await close();
  }
}

/** The person's check-in events and canonical check-in rows, by device name. */
async function storedCheckins(context: BenchContext, conferenceId: number, registrationId: number) {
  const { db, close } = await openDatabase(context.database);
  try {
    const devices = await db
      .selectFrom("kioskDevices")
      .select(["id", "name"])
      .where("conferenceId", "=", conferenceId)
      .execute();
    const deviceName = (id: number | null) => devices.find((d) => d.id === id)?.name ?? null;
    const events = await db
      .selectFrom("checkinEvents")
      .select(["deviceId", "isRepeat", "scannedAt"])
      .where("registrationId", "=", registrationId)
      .where("kind", "=", "checkin")
      .execute();
    const rows = await db
      .selectFrom("checkins")
      .select(["deviceId", "checkedInAt"])
      .where("registrationId", "=", registrationId)
      .execute();
    return {
      events: events.map((e) => ({
        device: deviceName(e.deviceId),
        repeat: Number(e.isRepeat) === 1,
        at: e.scannedAt,
      })),
      rows: rows.map((r) => ({ device: deviceName(r.deviceId), at: r.checkedInAt })),
    };
  } finally {
    await close();
  }
}

const sameTime = (a: string | null | undefined, b: string) => a != null && Date.parse(a) === Date.parse(b);

/**
 * The server's outcome: how many canonical check-in events the person has, whether the check-in is desk
 * A's earlier scan everywhere (its event, the check-in row, the sign-in time the API shows), whether the one
 * repeat is desk B's scan, and the repeats the back office's live board counts at the main point.
 */
export async function serverOutcome(
  context: BenchContext,
  conferenceId: number,
  registrationId: number,
  scans: PairScans,
) {
  const { events, rows } = await storedCheckins(context, conferenceId, registrationId);
  const admin = await context.admin();
  const detail = await admin.get<AdminRegistrationDetail>(`/api/admin/registrations/${registrationId}`);
  const board = await admin.get<CheckinBoard>(`/api/admin/conferences/${conferenceId}/checkin-board`);
  const canonical = events.filter((e) => !e.repeat);
  const repeats = events.filter((e) => e.repeat);
  const { a, b } = scans;
  return {
    canonical: canonical.length,
    deskACanonical:
      Date.parse(a.at) < Date.parse(b.at) &&
      canonical.length === 1 &&
      canonical[0]?.device === a.name &&
      sameTime(canonical[0]?.at, a.at) &&
      rows.length === 1 &&
      rows[0]?.device === a.name &&
      sameTime(rows[0]?.at, a.at) &&
      sameTime(detail.body.signInTime, a.at),
    deskBRepeat: repeats.length === 1 && repeats[0]?.device === b.name && sameTime(repeats[0]?.at, b.at),
    repeatsOnBoard: board.body.points.find((p) => p.isMain)?.repeats ?? -1,
  };
}
