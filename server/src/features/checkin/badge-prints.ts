import { AppError } from "@confreg/shared";
import type { Tx } from "#db/transact";
import { type ActorRef, writeAudit } from "#lib/audit/write-audit";
import { lockRegistration } from "#state/bindings";
import { assertReportedTime } from "./reported-time";

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

export type BadgePrintOutcome = { status: "applied" | "duplicate"; reprint: boolean };

/**
 * Logs a badge print (DOMAIN.md §8: every print is logged); a kiosk's only at a time it can have happened
 * (assertReportedTime). Whether it is a reprint is the server's to
 * say, from the prints before it: two kiosks that both printed offline make one first print and one
 * reprint, whatever each believed.
 */
export async function recordBadgePrint(tx: Tx, request: BadgePrintRequest): Promise<BadgePrintOutcome> {
  const known = request.clientId === null ? undefined : await knownPrint(tx, request.clientId);
  if (known) return { status: "duplicate", reprint: known.method === "reprint" };
  if (!(await lockRegistration(tx, request.registrationId))) throw new AppError("REGISTRATION_NOT_FOUND");
  const raced = request.clientId === null ? undefined : await knownPrint(tx, request.clientId);
  if (raced) return { status: "duplicate", reprint: raced.method === "reprint" };
  const registration = await tx.db
    .selectFrom("registrations")
    .select(["conferenceId", "createTime"])
    .where("id", "=", request.registrationId)
    .where("conferenceId", "=", request.conferenceId)
    .executeTakeFirst();
  if (!registration) throw new AppError("REGISTRATION_NOT_FOUND");
  assertReportedTime(tx, request.actor, request.printedAt, registration.createTime);
  const before = await tx.db
    .selectFrom("badgePrints")
    .select("id")
    .where("registrationId", "=", request.registrationId)
    .limit(1)
    .executeTakeFirst();
  const reprint = before !== undefined;
  const print = await tx.db
    .insertInto("badgePrints")
    .values({
      registrationId: request.registrationId,
      clientId: request.clientId,
      pointId: request.pointId,
      method: reprint ? "reprint" : "first",
      reason: request.reason,
      printedAt: new Date(request.printedAt).toISOString(),
      adminId: request.actor.kind === "admin" ? request.actor.id : null,
      deviceId: request.actor.kind === "device" ? request.actor.id : null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await writeAudit(tx, {
    action: reprint ? "badge.reprint" : "badge.print",
    actor: request.actor,
    entityId: request.registrationId,
    conferenceId: request.conferenceId,
    reason: request.reason || null,
    data: { printId: print.id, pointId: request.pointId },
  });
  tx.touch(request.registrationId);
  return { status: "applied", reprint };
}

const knownPrint = (tx: Tx, clientId: string) =>
  tx.db.selectFrom("badgePrints").select("method").where("clientId", "=", clientId).executeTakeFirst();
