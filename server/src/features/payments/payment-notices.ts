import { formatMoney } from "@confreg/shared";
import type { Tx } from "#db/transact";
import { queueMessage } from "#features/notifications";
import type { ActorRef } from "#lib/audit/write-audit";
import { lineFacts, noticeLocale } from "./payment-facts";

type Notice = "paymentReceived" | "refundApproved" | "refundCompleted";

/**
 * Tells the registrant by e-mail that money moved on a line (payment received, refund approved, refund
 * sent), in the unit of work that moved it: the notice exists only if the change commits.
 */
export async function queuePaymentNotice(
  tx: Tx,
  lineId: number,
  notice: Notice,
  actor: ActorRef,
): Promise<void> {
  const line = await lineFacts(tx.db, lineId);
  if (!line.email) return;
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
