import { type AdminAccount, AppError, type KioskDevice } from "@confreg/shared";
import type { Kysely } from "kysely";
import type { Database } from "#db/schema";
import { transact } from "#db/transact";
import type { AppDeps } from "#http/env";
import { writeAudit } from "#lib/audit/write-audit";

/**
 * Kiosks with the point they record at: their own, or for kiosks paired before points the conference's
 * main point (the lowest-numbered main one, as mainPoint picks).
 */
function devicesQuery(db: Kysely<Database>) {
  return db
    .selectFrom("kioskDevices as d")
    .leftJoin("adminAccounts as a", "a.id", "d.revokedByAdminId")
    .innerJoin("checkinPoints as p", (join) =>
      join.on((eb) =>
        eb(
          "p.id",
          "=",
          eb.fn.coalesce(
            "d.pointId",
            eb
              .selectFrom("checkinPoints as m")
              .select((m) => m.fn.min("m.id").as("id"))
              .whereRef("m.conferenceId", "=", "d.conferenceId")
              .where("m.isMain", "=", 1)
              .where("m.isDeleted", "=", 0),
          ),
        ),
      ),
    )
    .select([
      "p.id as pointId",
      "p.nameZh as pointNameZh",
      "p.nameEn as pointNameEn",
      "d.queued",
      "d.id",
      "d.name",
      "d.createTime",
      "d.lastSeenTime",
      "d.lastCursor",
      "d.revokedTime",
      "d.revokedByAdminId",
      "a.username as revokedByUsername",
    ]);
}

type DeviceRow = Awaited<ReturnType<ReturnType<typeof devicesQuery>["executeTakeFirstOrThrow"]>>;

const toKioskDevice = (row: DeviceRow): KioskDevice => ({
  id: row.id,
  name: row.name,
  createTime: row.createTime,
  lastSeenTime: row.lastSeenTime,
  lastCursor: row.lastCursor,
  revokedTime: row.revokedTime,
  revokedBy:
    row.revokedByAdminId === null
      ? null
      : { id: row.revokedByAdminId, username: row.revokedByUsername ?? "" },
  point: { id: row.pointId, name: { zh: row.pointNameZh, en: row.pointNameEn } },
  queued: row.queued,
});

/** The conference's paired kiosks, newest first, revoked ones included (the office sees what happened). */
export async function listKioskDevices(deps: AppDeps, conferenceId: number): Promise<KioskDevice[]> {
  const rows = await devicesQuery(deps.db)
    .where("d.conferenceId", "=", conferenceId)
    .orderBy("d.id", "desc")
    .execute();
  return rows.map(toKioskDevice);
}

/**
 * An administrator revokes a kiosk: its token stops working at once and its next sync is told
 * DEVICE_REVOKED. Revoking a revoked kiosk changes nothing and records nothing.
 */
export async function revokeKioskDevice(
  deps: AppDeps,
  admin: AdminAccount,
  deviceId: number,
): Promise<KioskDevice> {
  await transact(
    deps.db,
    async (tx) => {
      const revoked = await tx.db
        .updateTable("kioskDevices")
        .set({ revokedTime: tx.now, revokedByAdminId: admin.id })
        .where("id", "=", deviceId)
        .where("revokedTime", "is", null)
        .returning(["id", "conferenceId"])
        .executeTakeFirst();
      if (!revoked) return;
      await writeAudit(tx, {
        action: "kiosk.revoke",
        actor: { kind: "admin", id: admin.id },
        entityId: revoked.id,
        conferenceId: revoked.conferenceId,
      });
    },
    { at: deps.now() },
  );
  const row = await devicesQuery(deps.db).where("d.id", "=", deviceId).executeTakeFirst();
  if (!row) throw new AppError("NOT_FOUND");
  return toKioskDevice(row);
}
