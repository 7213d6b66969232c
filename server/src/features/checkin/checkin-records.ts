import { type CheckinMethod, checkinMethodValues, type KioskCheckinRecord } from "@confreg/shared";
import type { Kysely } from "kysely";
import type { Database } from "#db/schema";

const asMethod = (method: string): CheckinMethod =>
  (checkinMethodValues as readonly string[]).includes(method) ? (method as CheckinMethod) : "manual";

/**
 * The canonical check-ins of registrations at every point (DOMAIN.md §8): where, when, by which kiosk
 * (null: in the back office) and how the person was found; per registration in the points' order.
 */
export async function canonicalCheckins(
  db: Kysely<Database>,
  registrationIds: readonly number[],
): Promise<Map<number, KioskCheckinRecord[]>> {
  const byRegistration = new Map<number, KioskCheckinRecord[]>();
  if (registrationIds.length === 0) return byRegistration;
  const rows = await db
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
    .where("c.registrationId", "in", registrationIds)
    .orderBy("p.sortOrder")
    .orderBy("p.id")
    .execute();
  for (const row of rows) {
    const list = byRegistration.get(row.registrationId) ?? [];
    list.push({
      pointId: row.pointId,
      pointName: { zh: row.nameZh, en: row.nameEn },
      at: row.checkedInAt,
      deviceName: row.deviceName,
      method: asMethod(row.method ?? "manual"),
    });
    byRegistration.set(row.registrationId, list);
  }
  return byRegistration;
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
