import { AppError } from "@confreg/shared";
import type { Tx } from "#db/transact";
import type { ActorRef } from "#lib/audit/write-audit";
import { DeskBatch, type PrintOutcome } from "./desk-batch";
import { readDeskPoint } from "./desk-state";

export type BadgePrintRequest = {
  registrationId: number;
  /** The conference the printer works for: a registration of another one is not found. */
  conferenceId: number;
  pointId: number;
  actor: ActorRef;
  /** The print's UUID where it was made (a kiosk): the same print reported twice is logged once. */
  clientId: string | null;
  printedAt: string;
  /** Why it is printed again, as staff typed it (may be empty for a first print). */
  reason: string;
};

export type BadgePrintOutcome = PrintOutcome;

/**
 * Logs a badge print (DOMAIN.md §8: every print is logged) as a desk batch of one (desk-batch.ts); a
 * kiosk's only at a time it can have happened. Whether it is a reprint is the server's to say, from the
 * prints before it: two kiosks that both printed offline make one first print and one reprint, whatever
 * each believed.
 */
export async function recordBadgePrint(tx: Tx, request: BadgePrintRequest): Promise<BadgePrintOutcome> {
  const point = await readDeskPoint(tx, request.pointId);
  if (!point) throw new AppError("CHECKIN_POINT_NOT_FOUND");
  const desk = await DeskBatch.open(tx, point, { actor: request.actor, deviceName: null }, [request]);
  const outcome = desk.print(request, request.conferenceId);
  await desk.write();
  return outcome;
}
