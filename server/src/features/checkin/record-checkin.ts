import { AppError, type CheckinMethod } from "@confreg/shared";
import { loadMoneyRows, standingOf } from "#db/standing";
import type { Tx } from "#db/transact";
import { type ActorRef, writeAudit } from "#lib/audit/write-audit";
import { lockRegistration } from "#state/bindings";
import { assertReportedTime } from "./reported-time";

export type CheckinRequest = {
  registrationId: number;
  pointId: number;
  actor: ActorRef;
  /** How the person was found. */
  method: CheckinMethod;
  /** The scan's UUID, made where it happened: the same scan twice is applied once. */
  clientId: string;
  /** When the scan happened, by the clock of the device that made it (ISO-8601). */
  scannedAt: string;
  /** The name the kiosk's operator typed (kiosks only). */
  operator?: string;
};

/**
 * applied: this scan is now the canonical check-in (the first one, or earlier than the one before), made
 * at `at` (the scan time); repeat: the person was checked in here before it; duplicate: this client id was
 * recorded already.
 */
export type CheckinOutcome =
  | { status: "applied"; repeat: false; at: string }
  | { status: "repeat" | "duplicate"; repeat: boolean };

/**
 * Records a check-in (DOMAIN.md §8): only for an eligible registration (the shared read model, computed
 * now from its lines), idempotently by client id; a kiosk's only at a time it can have happened
 * (assertReportedTime). The earliest scan at a point is the canonical check-in:
 * a scan that arrives later (a kiosk that was offline) but was made earlier takes its place, and the one
 * before becomes a repeat. The main point is mirrored on the registration (isSignIn, signInTime). Sign-in
 * is not a state of the registration machine (its one state is being deleted or not): it is a fact with
 * a history of scans, so each is audited here, in the same transaction.
 */
export async function recordCheckin(tx: Tx, request: CheckinRequest): Promise<CheckinOutcome> {
  const known = await knownEvent(tx, request.clientId);
  if (known) return { status: "duplicate", repeat: known.isRepeat === 1 };
  if (!(await lockRegistration(tx, request.registrationId))) throw new AppError("REGISTRATION_NOT_FOUND");
  // Postgres, locked: a second delivery of the same scan waited here, and now finds the first. (SQLite
  // runs one unit of work at a time: the look-up above saw everything.)
  const raced = tx.dialect === "postgres" ? await knownEvent(tx, request.clientId) : undefined;
  if (raced) return { status: "duplicate", repeat: raced.isRepeat === 1 };
  const registration = await tx.db
    .selectFrom("registrations")
    .select(["id", "isDeleted", "conferenceId", "createTime"])
    .where("id", "=", request.registrationId)
    .executeTakeFirstOrThrow();
  const point = await tx.db
    .selectFrom("checkinPoints")
    .select(["isMain", "conferenceId"])
    .where("id", "=", request.pointId)
    .where("isDeleted", "=", 0)
    .executeTakeFirst();
  if (!point) throw new AppError("CHECKIN_POINT_NOT_FOUND");
  // A registration of another conference is not one this point (or its kiosk) knows.
  if (point.conferenceId !== registration.conferenceId) throw new AppError("REGISTRATION_NOT_FOUND");
  assertReportedTime(tx, request.actor, request.scannedAt, registration.createTime);
  const { lines, invoices } = await loadMoneyRows(tx.db, [registration.id]);
  const { checkIn } = standingOf(
    registration,
    lines.get(registration.id) ?? [],
    invoices.get(registration.id),
  );
  if (!checkIn.eligible) throw new AppError("CHECKIN_NOT_ELIGIBLE", { reason: checkIn.reason });

  const scannedAt = new Date(request.scannedAt).toISOString();
  const canonical = await tx.db
    .selectFrom("checkins")
    .select(["firstEventId", "checkedInAt"])
    .where("registrationId", "=", registration.id)
    .where("pointId", "=", request.pointId)
    .executeTakeFirst();
  // Equal times keep the one recorded first.
  const repeat = canonical !== undefined && canonical.checkedInAt <= scannedAt;
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
      operator: request.operator ?? "",
      scannedAt,
      receivedAt: tx.now,
      isRepeat: repeat ? 1 : 0,
      ...by,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await writeAudit(tx, {
    action: repeat ? "checkin.repeat" : "checkin.record",
    actor: request.actor,
    entityId: registration.id,
    conferenceId: registration.conferenceId,
    data: {
      pointId: request.pointId,
      eventId: event.id,
      method: request.method,
      scannedAt,
      ...(canonical && !repeat ? { replacedEventId: canonical.firstEventId } : {}),
    },
  });
  if (repeat) return { status: "repeat", repeat: true };

  const place = { firstEventId: event.id, checkedInAt: scannedAt, ...by };
  if (canonical) {
    // A scan made earlier arrived later (two kiosks offline): it is the check-in, the other a repeat.
    if (canonical.firstEventId !== null)
      await tx.db
        .updateTable("checkinEvents")
        .set({ isRepeat: 1 })
        .where("id", "=", canonical.firstEventId)
        .execute();
    await tx.db
      .updateTable("checkins")
      .set(place)
      .where("registrationId", "=", registration.id)
      .where("pointId", "=", request.pointId)
      .execute();
  } else {
    await tx.db
      .insertInto("checkins")
      .values({ registrationId: registration.id, pointId: request.pointId, ...place })
      .execute();
  }
  if (point.isMain === 1) {
    await tx.db
      .updateTable("registrations")
      .set({ isSignIn: 1, signInTime: scannedAt })
      .where("id", "=", registration.id)
      .execute();
  }
  tx.touch(registration.id);
  return { status: "applied", repeat: false, at: scannedAt };
}

const knownEvent = (tx: Tx, clientId: string) =>
  tx.db.selectFrom("checkinEvents").select(["isRepeat"]).where("clientId", "=", clientId).executeTakeFirst();
