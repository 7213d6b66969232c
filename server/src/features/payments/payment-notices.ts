import { AppError, formatMoney } from "@confreg/shared";
import type { Tx } from "#db/transact";
import { queueMessage } from "#features/notifications";
import type { ActorRef } from "#lib/audit/write-audit";
import { type LineFacts, linesFacts, noticeLocale } from "./payment-facts";

type Notice = "paymentReceived" | "refundApproved" | "refundCompleted";

/**
 * Tells the registrant by e-mail that money moved on a line (payment received, refund approved, refund
 * sent), in the unit of work that moved it: the notice exists only if the change commits.
 */
export function queuePaymentNotice(tx: Tx, lineId: number, notice: Notice, actor: ActorRef): Promise<void> {
  return queuePaymentNotices(tx, [{ lineId, actor }], notice);
}

/** `queuePaymentNotice` for many lines, their facts read together; queued in the order given. */
export async function queuePaymentNotices(
  tx: Tx,
  lines: readonly { lineId: number; actor: ActorRef }[],
  notice: Notice,
): Promise<void> {
  const facts = await linesFacts(
    tx.db,
    lines.map(({ lineId }) => lineId),
  );
  for (const { lineId, actor } of lines) {
    const line = facts.get(lineId);
    // As lineFacts: a deleted registration is told nothing (its line cannot have moved).
    if (line?.isDeleted !== 0) throw new AppError("REGISTRATION_NOT_FOUND", { lineId });
    if (line.email) await queueNotice(tx, line, notice, actor);
  }
}

async function queueNotice(tx: Tx, line: LineFacts, notice: Notice, actor: ActorRef) {
  const locale = noticeLocale(line.conference);
  const amount = notice === "paymentReceived" ? line.receivedFee || line.totalFee : line.totalFee;
  await queueMessage(tx, {
    channel: "email",
    recipient: line.email,
    template: notice,
    locale,
    params: {
      conference: line.conference.title[locale] || line.conference.title.zh,
      name: line.name,
      amount: formatMoney(amount, line.currency, locale),
      orderNo: line.outTradeNo,
    },
    conferenceId: line.conferenceId,
    registrationId: line.registrationId,
    actor,
  });
}
