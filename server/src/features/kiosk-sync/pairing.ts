import {
  type AdminAccount,
  AppError,
  type EnrolInput,
  type Enrolment,
  type PairingCode,
} from "@confreg/shared";
import { transact } from "#db/transact";
import { kioskPointOf, pointOrMain } from "#features/checkin";
import { requireConference } from "#features/conferences";
import type { AppDeps } from "#http/env";
import { writeAudit } from "#lib/audit/write-audit";
import { takeAttempt } from "#lib/rate-limit/attempts";
import { kioskConferenceOf } from "./kiosk-conference";
import { kioskLookupParams } from "./kiosk-id-hash";
import { hashPin, pinCheckOf } from "./scrypt";
import { newDeviceToken, newPairingCode, normalizePairingCode, sha256 } from "./tokens";

const pairingLifetimeMs = 10 * 60_000;

/**
 * An admin of the conference issues a single-use code, valid for ten minutes, with the PIN that will lock
 * the settings of the kiosk it enrols (stored only as a scrypt hash) and the check-in point it will record
 * at (the main point unless another is named).
 */
export async function issuePairingCode(
  deps: AppDeps,
  admin: AdminAccount,
  conferenceId: number,
  input: { pin: string; pointId?: number | undefined },
): Promise<PairingCode> {
  await requireConference(deps.db, conferenceId);
  const point = await pointOrMain(deps.db, conferenceId, input.pointId);
  const now = deps.now();
  const code = newPairingCode();
  const pinHash = await hashPin(input.pin);
  const expiresAt = new Date(now.getTime() + pairingLifetimeMs).toISOString();
  await transact(
    deps.db,
    async (tx) => {
      const { id } = await tx.db
        .insertInto("kioskPairings")
        .values({
          conferenceId,
          codeHash: sha256(code),
          expireTime: expiresAt,
          createdByAdminId: admin.id,
          pinHash,
          pointId: point.id,
          createTime: now.toISOString(),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await writeAudit(tx, {
        action: "kiosk.pairing.issue",
        actor: { kind: "admin", id: admin.id },
        entityId: id,
        conferenceId,
        data: { pointId: point.id },
      });
    },
    { at: now },
  );
  return { code, expiresAt };
}

/** A kiosk trades a pairing code for its own device token; the code is used up. */
export async function enrolDevice(
  deps: AppDeps,
  input: Required<EnrolInput>,
  ip: string,
): Promise<Enrolment> {
  await takeAttempt(deps, `kiosk:enrol:${ip}`, { limit: 10, windowMs: 10 * 60_000 });
  const now = deps.now();
  const token = newDeviceToken();
  const device = await transact(
    deps.db,
    async (tx) => {
      const used = await tx.db
        .updateTable("kioskPairings")
        .set({ usedTime: now.toISOString() })
        .where("codeHash", "=", sha256(normalizePairingCode(input.code)))
        .where("usedTime", "is", null)
        // Codes issued before PINs existed have none to hand over: the kiosk would stay unlockable.
        .where("pinHash", "!=", "")
        .where("expireTime", ">", now.toISOString())
        .returning(["id", "conferenceId", "createdByAdminId", "pinHash", "pointId"])
        .executeTakeFirst();
      if (!used) throw new AppError("PAIRING_CODE_INVALID");
      const row = await tx.db
        .insertInto("kioskDevices")
        .values({
          conferenceId: used.conferenceId,
          name: input.deviceName,
          tokenHash: sha256(token),
          createdByAdminId: used.createdByAdminId,
          pinHash: used.pinHash,
          pointId: used.pointId,
          createTime: now.toISOString(),
          lastSeenTime: now.toISOString(),
        })
        .returning(["id", "conferenceId", "name", "pinHash", "pointId"])
        .executeTakeFirstOrThrow();
      await writeAudit(tx, {
        action: "kiosk.enrol",
        actor: { kind: "device", id: row.id },
        entityId: row.id,
        conferenceId: row.conferenceId,
      });
      return row;
    },
    { at: now },
  );
  const conference = await requireConference(deps.db, device.conferenceId);
  return {
    token,
    deviceId: device.id,
    deviceName: device.name,
    conference: kioskConferenceOf(deps.pii, conference),
    point: await kioskPointOf(deps.db, device),
    lookup: kioskLookupParams(deps.pii, conference.id, conference.settings.kioskLookupCost),
    pin: pinCheckOf(device.pinHash),
  };
}

/** A kiosk un-enrols itself: its token stops working at once. */
export async function revokeDevice(
  deps: AppDeps,
  device: { id: number; conferenceId: number },
): Promise<void> {
  const now = deps.now();
  await transact(
    deps.db,
    async (tx) => {
      await tx.db
        .updateTable("kioskDevices")
        .set({ revokedTime: tx.now })
        .where("id", "=", device.id)
        .execute();
      await writeAudit(tx, {
        action: "kiosk.unenrol",
        actor: { kind: "device", id: device.id },
        entityId: device.id,
        conferenceId: device.conferenceId,
      });
    },
    { at: now },
  );
}
