import { AppError } from "@confreg/shared";
import { loadMoneyRows, standingOf } from "#db/standing";
import type { Tx } from "#db/transact";
import type { ActorRef } from "#features/audit/audit.service";
import { lockRegistration } from "#state/bindings";

export type CheckinRequest = {
  registrationId: number;
  pointId: number;
  actor: ActorRef;
  /** How the person was found: "idNumber", "card", "qr", "search" or "manual". */
  method: string;
  /** The scan's UUID, made where it happened: the same scan twice is applied once. */
  clientId: string;
  scannedAt: string;
};

/**
 * Records a check-in (DOMAIN.md §8): only an eligible registration (the shared read model, computed now
 * from its lines), the first scan at a point is the canonical check-in, later ones are repeats; the main
 * point is mirrored on the registration (isSignIn, signInTime). Returns whether it was a repeat.
 */
export async function recordCheckin(tx: Tx, request: CheckinRequest): Promise<{ repeat: boolean }> {
  const known = await tx.db
    .selectFrom("checkinEvents")
    .select("isRepeat")
    .where("clientId", "=", request.clientId)
    .executeTakeFirst();
  if (known) return { repeat: known.isRepeat === 1 };
  if (!(await lockRegistration(tx, request.registrationId))) throw new AppError("REGISTRATION_NOT_FOUND");
  const registration = await tx.db
    .selectFrom("registrations")
    .select(["id", "isDeleted", "conferenceId"])
    .where("id", "=", request.registrationId)
    .executeTakeFirstOrThrow();
  const { lines, invoices } = await loadMoneyRows(tx.db, [registration.id]);
  const { checkIn } = standingOf(
    registration,
    lines.get(registration.id) ?? [],
    invoices.get(registration.id),
  );
  if (!checkIn.eligible) throw new AppError("CHECKIN_NOT_ELIGIBLE", { reason: checkIn.reason });
  const point = await tx.db
    .selectFrom("checkinPoints")
    .select(["isMain"])
    .where("id", "=", request.pointId)
    .where("conferenceId", "=", registration.conferenceId)
    .executeTakeFirstOrThrow();
  const canonical = await tx.db
    .selectFrom("checkins")
    .select("registrationId")
    .where("registrationId", "=", registration.id)
    .where("pointId", "=", request.pointId)
    .executeTakeFirst();
  const by = {
    adminId: request.actor.kind === "admin" ? request.actor.id : null,
    deviceId: request.actor.kind === "device" ? request.actor.id : null,
  };
  const event = await tx.db
    .insertInto("checkinEvents")
    .values({
      clientId: request.clientId,
      conferenceId: registration.conferenceId,
      pointId: request.pointId,
      registrationId: registration.id,
      method: request.method,
      scannedAt: request.scannedAt,
      receivedAt: tx.now,
      isRepeat: canonical ? 1 : 0,
      ...by,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  if (canonical) return { repeat: true };
  await tx.db
    .insertInto("checkins")
    .values({
      registrationId: registration.id,
      pointId: request.pointId,
      firstEventId: event.id,
      checkedInAt: request.scannedAt,
      ...by,
    })
    .execute();
  if (point.isMain === 1) {
    await tx.db
      .updateTable("registrations")
      .set({ isSignIn: 1, signInTime: request.scannedAt })
      .where("id", "=", registration.id)
      .execute();
  }
  tx.touch(registration.id);
  return { repeat: false };
}
