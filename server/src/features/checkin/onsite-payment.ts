import { AppError, isAppError, isOwedLine, onsitePaymentRefusal, PayStatus, PayType } from "@confreg/shared";
import type { LineRow, MoneyOf } from "#db/standing";
import { standingOf } from "#db/standing";
import type { Tx } from "#db/transact";
import { requireConference } from "#features/conferences";
import { confirmPaymentsIn } from "#features/payments";
import type { ActorRef } from "#lib/audit/write-audit";
import type { DeskBatch, DeskPayment } from "./desk-batch";
import { readMoney } from "./desk-state";

/**
 * Whether the conference takes money at its desks (`isOnsite`), or why not: read once for a batch that
 * carries payments.
 */
export async function onsiteOffered(tx: Tx, conferenceId: number): Promise<true | AppError> {
  try {
    const conference = await requireConference(tx.db, conferenceId);
    return conference.settings.isOnsite ? true : new AppError("ONSITE_PAYMENT_NOT_OFFERED");
  } catch (error) {
    if (isAppError(error)) return error;
    throw error;
  }
}

/**
 * Money taken at a kiosk's desk (DOMAIN.md §9), decided in memory on the desk's state: a client id seen
 * before is a duplicate; otherwise it must be exactly what the registration owes now, its open lines (the
 * shared standing), or it is refused with what is owed (0.01 does not pay 2,800.00), at a time after the
 * registration was made and not beyond the server's clock plus a few minutes. A line under review (a
 * voucher) is the finance office's to decide. Answers the open lines to confirm, or "duplicate"; throws
 * the refusal.
 */
export function decideOnsitePayment(
  desk: DeskBatch,
  payment: DeskPayment,
  kiosk: { conferenceId: number; offered: true | AppError },
): "duplicate" | LineRow[] {
  if (desk.state.knownEvents.has(payment.clientId)) return "duplicate";
  if (kiosk.offered !== true) throw kiosk.offered;
  const registration = desk.registrationAt(payment.registrationId, payment.at, kiosk.conferenceId, false);
  const { lines, invoice } = registration.money;
  const open = lines.filter(isOwedLine);
  if (open.length === 0) {
    const paid = lines.some((line) => line.payStatus === PayStatus.paid);
    throw new AppError(paid ? "PAYMENT_ALREADY_RECEIVED" : "NOTHING_TO_PAY");
  }
  const wrongAmount = onsitePaymentRefusal(payment, standingOf({ isDeleted: 0 }, lines, invoice));
  if (wrongAmount) throw wrongAmount;
  return open;
}

/** A payment the desk accepted, with the open lines it pays. */
export type AcceptedPayment = { payment: DeskPayment; lines: readonly LineRow[] };

/**
 * Confirms the accepted payments' open lines in one go, each with its own fee, as paid on site, by the
 * payments' batch form (the back office's confirm, the attendee told). Answers per payment the
 * registration's money after it, or the refusal of one of its lines: then none of that payment's lines
 * stays confirmed (the batch is undone and confirmed again without it, which the desk's checks make a
 * path that is not taken).
 */
export async function confirmOnsitePayments(
  tx: Tx,
  accepted: readonly AcceptedPayment[],
  actor: ActorRef & { kind: "device" },
): Promise<Map<AcceptedPayment, MoneyOf | AppError>> {
  const refused = new Map<AcceptedPayment, AppError>();
  for (;;) {
    const trying = accepted.filter((item) => !refused.has(item));
    if (trying.length === 0) break;
    const failed = await tx
      .savepoint(async () => {
        const failed = await confirmLines(tx, trying, actor);
        if (failed.size > 0) throw new RefusedPayments(failed);
        return failed;
      })
      .catch((error: unknown) => {
        if (error instanceof RefusedPayments) return error.refused;
        throw error;
      });
    if (failed.size === 0) break;
    for (const [item, error] of failed) refused.set(item, error);
  }
  const paid = accepted.filter((item) => !refused.has(item));
  const money = await readMoney(tx, [...new Set(paid.map((item) => item.payment.registrationId))]);
  return new Map(
    accepted.map((item) => [item, refused.get(item) ?? (money.get(item.payment.registrationId) as MoneyOf)]),
  );
}

class RefusedPayments extends Error {
  constructor(readonly refused: Map<AcceptedPayment, AppError>) {
    super("an onsite payment's line was refused");
  }
}

/** Confirms the payments' lines; answers the payments a line of which was refused, with the first refusal. */
async function confirmLines(
  tx: Tx,
  accepted: readonly AcceptedPayment[],
  actor: ActorRef & { kind: "device" },
): Promise<Map<AcceptedPayment, AppError>> {
  const lines = accepted.flatMap((item) => item.lines.map((line) => ({ item, line })));
  const outcomes = await confirmPaymentsIn(
    tx,
    lines.map(({ line }) => ({
      lineId: line.id,
      actor,
      receivedFee: line.totalFee,
      payType: PayType.onsite,
      note: "",
    })),
  );
  const failed = new Map<AcceptedPayment, AppError>();
  for (const [i, { item }] of lines.entries()) {
    const outcome = outcomes[i];
    if (isAppError(outcome) && !failed.has(item)) failed.set(item, outcome);
  }
  return failed;
}
