import { AppError, refundNeedsBankDetails } from "@confreg/shared";
import type { Pii } from "#crypto/pii";
import type { Tx } from "#db/transact";
import type { ActorRef } from "#features/audit/audit.service";
import { firePaymentEvent } from "./payment-events";

/** Where a bank-transfer refund goes (spec 000 §5 refund form): the account holder and the account. */
export type RefundAccount = { name: string; idNumber: string; bankNumber: string; bank: string };

/**
 * An attendee asks for a line's money back (DOMAIN.md §4): the machine decides (a paid line, no invoice
 * issued or being issued), and lines that cannot go back by the original route need the bank account.
 */
export async function requestRefund(
  tx: Tx,
  pii: Pii,
  request: { lineId: number; actor: ActorRef; reason: string; account: RefundAccount | null },
): Promise<void> {
  const line = await tx.db
    .selectFrom("payLines")
    .select(["payType"])
    .where("id", "=", request.lineId)
    .executeTakeFirstOrThrow();
  if (refundNeedsBankDetails(line.payType) && !request.account) {
    throw new AppError("VALIDATION_FAILED", { fields: [{ path: "account", code: "validation.required" }] });
  }
  await firePaymentEvent(tx, {
    lineId: request.lineId,
    event: "requestRefund",
    actor: request.actor,
    reason: request.reason,
  });
  const account = request.account;
  await tx.db
    .insertInto("refundRequests")
    .values({
      payLineId: request.lineId,
      payType: line.payType,
      name: account?.name ?? "",
      idNumberEnc: account?.idNumber ? pii.encrypt(account.idNumber) : null,
      bankNumber: account?.bankNumber ?? "",
      bank: account?.bank ?? "",
      reason: request.reason,
      createTime: tx.now,
    })
    .execute();
}
