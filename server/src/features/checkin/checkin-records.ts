import { type CheckinMethod, checkinMethodValues, type KioskCheckinRecord } from "@confreg/shared";
import type { Kysely } from "kysely";
import type { Database } from "#db/schema";

const asMethod = (method: string): CheckinMethod =>
  (checkinMethodValues as readonly string[]).includes(method) ? (method as CheckinMethod) : "manual";

/** The canonical check-ins' rows with where, by which kiosk and how: narrowed by the caller. */
const checkinRows = (db: Kysely<Database>) =>
  db
    .selectFrom("checkins as c")
    .innerJoin("checkinPoints as p", "p.id", "c.pointId")
    .leftJoin("kioskDevices as d", "d.id", "c.deviceId")
    .leftJoin("checkinEvents as e", "e.id", "c.firstEventId")
    .select([
      "c.registrationId",
      "c.pointId",
      "p.nameZh",
      "p.nameEn",
      "c.checkedInAt",
      "d.name as deviceName",
      "e.method",
    ])
    .orderBy("p.sortOrder")
    .orderBy("p.id");

type CheckinRow = Awaited<ReturnType<ReturnType<typeof checkinRows>["execute"]>>[number];

function byRegistration(rows: CheckinRow[]): Map<number, KioskCheckinRecord[]> {
  const records = new Map<number, KioskCheckinRecord[]>();
  for (const row of rows) {
    const list = records.get(row.registrationId) ?? [];
    list.push({
      pointId: row.pointId,
      pointName: { zh: row.nameZh, en: row.nameEn },
      at: row.checkedInAt,
      deviceName: row.deviceName,
      method: asMethod(row.method ?? "manual"),
    });
    records.set(row.registrationId, list);
  }
  return records;
}

/**
 * The canonical check-ins of registrations at every point (DOMAIN.md §8): where, when, by which kiosk
 * (null: in the back office) and how the person was found; per registration in the points' order.
 */
export async function canonicalCheckins(
  db: Kysely<Database>,
  registrationIds: readonly number[],
): Promise<Map<number, KioskCheckinRecord[]>> {
  if (registrationIds.length === 0) return new Map();
  return byRegistration(await checkinRows(db).where("c.registrationId", "in", registrationIds).execute());
}

/**
 * The same for the registrations a sync page holds: the conference's first `limit` changed after
 * `after`, found through the change index by a subquery (not a list of a thousand ids), so it needs
 * nothing from the page's own read and runs beside it.
 */
export async function canonicalCheckinsOfChanges(
  db: Kysely<Database>,
  conferenceId: number,
  changes: { after: number; limit: number },
): Promise<Map<number, KioskCheckinRecord[]>> {
  const rows = await checkinRows(db)
    .where("c.registrationId", "in", (eb) =>
      eb
        .selectFrom("registrations")
        .select("id")
        .where("conferenceId", "=", conferenceId)
        .where("changeSeq", ">", changes.after)
        .orderBy("changeSeq")
        .limit(changes.limit),
    )
    .execute();
  return byRegistration(rows);
}

/** The canonical check-in of one registration at one point, if any. */
export async function canonicalCheckinAt(
  db: Kysely<Database>,
  registrationId: number,
  pointId: number,
): Promise<KioskCheckinRecord | undefined> {
  const all = await canonicalCheckins(db, [registrationId]);
  return all.get(registrationId)?.find((record) => record.pointId === pointId);
}
