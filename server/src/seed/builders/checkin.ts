import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";

import type { Database } from "#db/schema";
import type { NewCheckinPoint } from "#db/tables/checkin-points";
import { transact } from "#db/transact";

type Db = Kysely<Database>;

export async function insertCheckinPoint(
  db: Db,
  fields: Partial<NewCheckinPoint> & { conferenceId: number },
) {
  return db
    .insertInto("checkinPoints")
    .values({
      nameZh: fields.isMain ? "报到处" : "签到点",
      nameEn: fields.isMain ? "Registration desk" : "Check-in point",
      createTime: new Date().toISOString(),
      ...fields,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export type CheckinFields = {
  registrationId: number;
  pointId: number;
  /** When the scan happened (ISO-8601); also the time the server received it. */
  at?: string;
  adminId?: number | null;
  deviceId?: number | null;
  method?: string;
  clientId?: string;
};

/**
 * A first check-in: the scan event, the canonical check-in row and, at the conference's main point, the
 * registration's isSignIn/signInTime (with a new change sequence, as every registration write has).
 */
export async function insertCheckin(db: Db, fields: CheckinFields) {
  const at = fields.at ?? new Date().toISOString();
  return transact(db, async (tx) => {
    const trx = tx.db;
    const point = await trx
      .selectFrom("checkinPoints")
      .select(["conferenceId", "isMain"])
      .where("id", "=", fields.pointId)
      .executeTakeFirstOrThrow();
    const by = { adminId: fields.adminId ?? null, deviceId: fields.deviceId ?? null };
    const event = await trx
      .insertInto("checkinEvents")
      .values({
        clientId: fields.clientId ?? randomUUID(),
        conferenceId: point.conferenceId,
        pointId: fields.pointId,
        registrationId: fields.registrationId,
        method: fields.method ?? "manual",
        scannedAt: at,
        receivedAt: at,
        ...by,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("checkins")
      .values({
        registrationId: fields.registrationId,
        pointId: fields.pointId,
        firstEventId: event.id,
        checkedInAt: at,
        ...by,
      })
      .execute();
    if (point.isMain) {
      await trx
        .updateTable("registrations")
        .set({ isSignIn: 1, signInTime: at })
        .where("id", "=", fields.registrationId)
        .execute();
    }
    tx.touch(fields.registrationId);
    return event;
  });
}
