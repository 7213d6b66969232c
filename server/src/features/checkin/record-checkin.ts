import { AppError, type CheckinMethod } from "@confreg/shared";
import type { Tx } from "#db/transact";
import type { ActorRef } from "#lib/audit/write-audit";
import { type CheckinOutcome, DeskBatch } from "./desk-batch";
import { readDeskPoint } from "./desk-state";

export type { CheckinOutcome } from "./desk-batch";

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
 * Records one check-in (DOMAIN.md §8) as a desk batch of one (desk-batch.ts): only for an eligible
 * registration, idempotently by client id, the earliest scan at a point canonical, the main point mirrored
 * on the registration (isSignIn, signInTime), audited in the same transaction. Sign-in is not a state of
 * the registration machine (its one state is being deleted or not): it is a fact with a history of scans.
 */
export async function recordCheckin(tx: Tx, request: CheckinRequest): Promise<CheckinOutcome> {
  const point = await readDeskPoint(tx, request.pointId);
  if (!point) throw new AppError("CHECKIN_POINT_NOT_FOUND");
  const desk = await DeskBatch.open(tx, point, { actor: request.actor, deviceName: null }, [request]);
  const outcome = desk.checkin(request);
  await desk.write();
  return outcome;
}
