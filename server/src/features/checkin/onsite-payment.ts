import {
  AppError,
  type Currency,
  isOwedLine,
  onsitePaymentRefusal,
  PayStatus,
  PayType,
} from "@confreg/shared";
import { loadMoneyRows, standingOf } from "#db/standing";
import type { Tx } from "#db/transact";
import { requireConference } from "#features/conferences";
import { confirmPaymentIn } from "#features/payments";
import type { ActorRef } from "#lib/audit/write-audit";
import { lockRegistration } from "#state/bindings";
import { assertReportedTime } from "./reported-time";

export type OnsitePaymentRequest = {
  registrationId: number;
  conferenceId: number;
  pointId: number;
  /** The kiosk that took the money. */
  actor: ActorRef & { kind: "device" };
  clientId: string;
  receivedFee: number;
  /** The currency the kiosk showed the amount in (kiosks before it said none). */
  currency?: Currency | undefined;
  at: string;
  operator: string;
};

/**
 * Money taken at a kiosk's desk (conferences with `isOnsite`): exactly what the registration owes now, its
 * open lines (the shared standing), or it is refused with what is owed (DOMAIN.md §9: 0.01 does not pay
 * 2,800.00), at a time after the registration was made and not beyond the server's clock plus a few
 * minutes. Each open line is confirmed with its own fee by the same transition as the back office's
 * confirm, as paid on site, and the attendee is told. Kept as an event of its kind (checkin_events), so
 * the same report twice (a kiosk that lost the answer) confirms once. A line under review (a voucher) is
 * the finance office's to decide.
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
    .select(["id", "isDeleted", "createTime"])
    .where("id", "=", request.registrationId)
    .where("conferenceId", "=", request.conferenceId)
    .executeTakeFirst();
  if (!ours) throw new AppError("REGISTRATION_NOT_FOUND");
  assertReportedTime(tx, request.actor, request.at, ours.createTime);
  const { lines, invoices } = await loadMoneyRows(tx.db, [ours.id]);
  const own = lines.get(ours.id) ?? [];
  const open = own.filter(isOwedLine);
  if (open.length === 0) {
    const paid = own.some((line) => line.payStatus === PayStatus.paid);
    throw new AppError(paid ? "PAYMENT_ALREADY_RECEIVED" : "NOTHING_TO_PAY");
  }
  const wrongAmount = onsitePaymentRefusal(request, standingOf(ours, own, invoices.get(ours.id)));
  if (wrongAmount) throw wrongAmount;
  for (const line of open)
    await confirmPaymentIn(tx, {
      lineId: line.id,
      actor: request.actor,
      receivedFee: line.totalFee,
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
