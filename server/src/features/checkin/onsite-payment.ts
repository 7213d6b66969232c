import { AppError, PayStatus, PayType } from "@confreg/shared";
import type { Tx } from "#db/transact";
import type { ActorRef } from "#features/audit/audit.service";
import { requireConference } from "#features/conferences/conferences.service";
import { confirmPaymentIn } from "#features/payments/admin-payment-actions";
import { lockRegistration } from "#state/bindings";

export type OnsitePaymentRequest = {
  registrationId: number;
  conferenceId: number;
  pointId: number;
  /** The kiosk that took the money. */
  actor: ActorRef & { kind: "device" };
  clientId: string;
  receivedFee: number;
  at: string;
  operator: string;
};

/**
 * Money taken at a kiosk's desk (conferences with `isOnsite`): the registration's unpaid line is confirmed
 * by the same transition as the back office's confirm, as paid on site, with what the desk received, and
 * the attendee is told. Kept as an event of its kind (checkin_events), so the same report twice (a kiosk
 * that lost the answer) confirms once. A line under review (a voucher) is the finance office's to decide.
 */
export async function recordOnsitePayment(
  tx: Tx,
  request: OnsitePaymentRequest,
): Promise<{ status: "applied" | "duplicate" }> {
  if ((await knownEvent(tx, request.clientId)) !== undefined) return { status: "duplicate" };
  const conference = await requireConference(tx.db, request.conferenceId);
  if (!conference.settings.isOnsite) throw new AppError("ONSITE_PAYMENT_NOT_OFFERED");
  if (!(await lockRegistration(tx, request.registrationId))) throw new AppError("REGISTRATION_NOT_FOUND");
  if ((await knownEvent(tx, request.clientId)) !== undefined) return { status: "duplicate" };
  const ours = await tx.db
    .selectFrom("registrations")
    .select("id")
    .where("id", "=", request.registrationId)
    .where("conferenceId", "=", request.conferenceId)
    .executeTakeFirst();
  if (!ours) throw new AppError("REGISTRATION_NOT_FOUND");
  const lines = await tx.db
    .selectFrom("payLines")
    .select(["id", "payStatus", "totalFee"])
    .where("registrationId", "=", request.registrationId)
    .orderBy("seq", "desc")
    .execute();
  const open = lines.find((line) => line.payStatus === PayStatus.unpaid && line.totalFee > 0);
  if (!open) {
    const paid = lines.some((line) => line.payStatus === PayStatus.paid);
    throw new AppError(paid ? "PAYMENT_ALREADY_RECEIVED" : "NOTHING_TO_PAY");
  }
  await confirmPaymentIn(tx, {
    lineId: open.id,
    actor: request.actor,
    receivedFee: request.receivedFee,
    payType: PayType.onsite,
    note: "",
  });
  await tx.db
    .insertInto("checkinEvents")
    .values({
      clientId: request.clientId,
      kind: "onsitePayment",
      conferenceId: request.conferenceId,
      pointId: request.pointId,
      registrationId: request.registrationId,
      deviceId: request.actor.id,
      method: "manual",
      operator: request.operator,
      receivedFee: request.receivedFee,
      scannedAt: new Date(request.at).toISOString(),
      receivedAt: tx.now,
    })
    .execute();
  return { status: "applied" };
}

const knownEvent = (tx: Tx, clientId: string) =>
  tx.db.selectFrom("checkinEvents").select("id").where("clientId", "=", clientId).executeTakeFirst();
