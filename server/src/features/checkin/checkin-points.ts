import {
  type AdminAccount,
  AppError,
  type CheckinPoint,
  type CheckinPointInput,
  type KioskPoint,
} from "@confreg/shared";
import type { Kysely } from "kysely";
import type { Database } from "#db/schema";
import { type Tx, transact } from "#db/transact";
import { requireConference } from "#features/conferences";
import type { AppDeps } from "#http/env";
import { writeAudit } from "#lib/audit/write-audit";

type Db = Kysely<Database>;

const livePoints = (db: Db, conferenceId: number) =>
  db
    .selectFrom("checkinPoints")
    .select(["id", "nameZh", "nameEn", "isMain", "sortOrder"])
    .where("conferenceId", "=", conferenceId)
    .where("isDeleted", "=", 0);

export const toKioskPoint = (row: { id: number; nameZh: string; nameEn: string }): KioskPoint => ({
  id: row.id,
  name: { zh: row.nameZh, en: row.nameEn },
});

/** A point of the conference (not deleted), or CHECKIN_POINT_NOT_FOUND. */
export async function requirePoint(db: Db, conferenceId: number, pointId: number) {
  const point = await livePoints(db, conferenceId).where("id", "=", pointId).executeTakeFirst();
  if (!point) throw new AppError("CHECKIN_POINT_NOT_FOUND");
  return point;
}

/** The conference's main point (DOMAIN.md §8: every conference has one; migration 0017 made it where missing). */
export async function mainPoint(db: Db, conferenceId: number) {
  const point = await livePoints(db, conferenceId).where("isMain", "=", 1).orderBy("id").executeTakeFirst();
  if (!point) throw new AppError("CHECKIN_POINT_NOT_FOUND");
  return point;
}

/** The point named, or the main one when none is. */
export async function pointOrMain(db: Db, conferenceId: number, pointId: number | null | undefined) {
  return pointId == null ? mainPoint(db, conferenceId) : requirePoint(db, conferenceId, pointId);
}

/** Where a kiosk records (its pairing's point; the main point for kiosks paired before points). */
export async function kioskPointOf(db: Db, device: { conferenceId: number; pointId: number | null }) {
  return toKioskPoint(await pointOrMain(db, device.conferenceId, device.pointId));
}

/** The conference's points, main first, each with its check-ins and the kiosks (not revoked) recording there. */
export async function listCheckinPoints(deps: AppDeps, conferenceId: number): Promise<CheckinPoint[]> {
  await requireConference(deps.db, conferenceId);
  const main = await mainPoint(deps.db, conferenceId);
  const rows = await livePoints(deps.db, conferenceId)
    .select((eb) => [
      eb
        .selectFrom("checkins")
        .select(eb.fn.countAll<number>().as("n"))
        .whereRef("checkins.pointId", "=", "checkinPoints.id")
        .as("checkins"),
      eb
        .selectFrom("kioskDevices")
        .select(eb.fn.countAll<number>().as("n"))
        .where("kioskDevices.revokedTime", "is", null)
        .where((w) =>
          w.or([
            w("kioskDevices.pointId", "=", w.ref("checkinPoints.id")),
            // Kiosks paired before points record at the main point.
            w.and([w("kioskDevices.pointId", "is", null), w("checkinPoints.id", "=", main.id)]),
          ]),
        )
        .whereRef("kioskDevices.conferenceId", "=", "checkinPoints.conferenceId")
        .as("kiosks"),
    ])
    .orderBy("isMain", "desc")
    .orderBy("sortOrder")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    ...toKioskPoint(row),
    isMain: row.isMain === 1,
    sortOrder: row.sortOrder,
    checkins: Number(row.checkins ?? 0),
    kiosks: Number(row.kiosks ?? 0),
  }));
}

function inUnit<T>(deps: AppDeps, work: (tx: Tx) => Promise<T>) {
  return transact(deps.db, work, { at: deps.now() });
}

const onePoint = async (deps: AppDeps, conferenceId: number, pointId: number) => {
  const point = (await listCheckinPoints(deps, conferenceId)).find((p) => p.id === pointId);
  if (!point) throw new AppError("CHECKIN_POINT_NOT_FOUND");
  return point;
};

/** An administrator adds a point (a dinner, day 2, a workshop room); only the first one made is main. */
export async function createCheckinPoint(
  deps: AppDeps,
  admin: AdminAccount,
  conferenceId: number,
  input: Required<CheckinPointInput>,
): Promise<CheckinPoint> {
  await requireConference(deps.db, conferenceId);
  const id = await inUnit(deps, async (tx) => {
    const row = await tx.db
      .insertInto("checkinPoints")
      .values({
        conferenceId,
        nameZh: input.name.zh,
        nameEn: input.name.en,
        sortOrder: input.sortOrder,
        createTime: tx.now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await writeAudit(tx, {
      action: "checkinPoint.create",
      actor: { kind: "admin", id: admin.id },
      entityId: row.id,
      conferenceId,
    });
    return row.id;
  });
  return onePoint(deps, conferenceId, id);
}

/** Renames a point (and moves it in the order); one with check-ins keeps them. */
export async function updateCheckinPoint(
  deps: AppDeps,
  admin: AdminAccount,
  conferenceId: number,
  pointId: number,
  input: Required<CheckinPointInput>,
): Promise<CheckinPoint> {
  await inUnit(deps, async (tx) => {
    const before = await requirePoint(tx.db, conferenceId, pointId);
    await tx.db
      .updateTable("checkinPoints")
      .set({ nameZh: input.name.zh, nameEn: input.name.en, sortOrder: input.sortOrder })
      .where("id", "=", pointId)
      .execute();
    await writeAudit(tx, {
      action: "checkinPoint.update",
      actor: { kind: "admin", id: admin.id },
      entityId: pointId,
      conferenceId,
      data: { before: `${before.nameZh} / ${before.nameEn}`, after: `${input.name.zh} / ${input.name.en}` },
    });
  });
  return onePoint(deps, conferenceId, pointId);
}

/**
 * Deletes a point (softly): never the main one, nor one where people checked in (their history stays
 * readable) or where kiosks record or are about to (pair them elsewhere or revoke them first).
 */
export async function deleteCheckinPoint(
  deps: AppDeps,
  admin: AdminAccount,
  conferenceId: number,
  pointId: number,
): Promise<void> {
  const point = await onePoint(deps, conferenceId, pointId);
  if (point.isMain) throw new AppError("CHECKIN_POINT_MAIN");
  await inUnit(deps, async (tx) => {
    const used = await tx.db
      .selectFrom("checkinEvents")
      .select("id")
      .where("pointId", "=", pointId)
      .union(
        tx.db
          .selectFrom("kioskDevices")
          .select("id")
          .where("pointId", "=", pointId)
          .where("revokedTime", "is", null),
      )
      .union(
        tx.db
          .selectFrom("kioskPairings")
          .select("id")
          .where("pointId", "=", pointId)
          .where("usedTime", "is", null)
          .where("expireTime", ">", tx.now),
      )
      .limit(1)
      .execute();
    if (used.length > 0) throw new AppError("CHECKIN_POINT_IN_USE");
    await tx.db.updateTable("checkinPoints").set({ isDeleted: 1 }).where("id", "=", pointId).execute();
    await writeAudit(tx, {
      action: "checkinPoint.delete",
      actor: { kind: "admin", id: admin.id },
      entityId: pointId,
      conferenceId,
    });
  });
}
