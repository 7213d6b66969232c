import { AppError, refundNeedsBankDetails } from "@confreg/shared";
import type { Pii } from "#crypto/pii";
import type { NewRefundRequest } from "#db/tables/refund-requests";
import type { Tx } from "#db/transact";
import type { ActorRef } from "#lib/audit/write-audit";
import { firePaymentEvent } from "./payment-events";

/** Where a bank-transfer refund goes (spec 000 §5 refund form): the account holder and the account. */
export type RefundAccount = { name: string; idNumber: string; bankNumber: string; bank: string };

const payTypeOf = async (tx: Tx, lineId: number) =>
  (await tx.db.selectFrom("payLines").select("payType").where("id", "=", lineId).executeTakeFirstOrThrow())
    .payType;

/** The line's refund request beside its state change: what goes back where, and why. */
type RequestRow = Omit<NewRefundRequest, "payLineId" | "payType" | "createTime">;

/** Fires the request's event on the line (the machine decides), then records the request, in one unit. */
async function fileRefundRequest(
  tx: Tx,
  request: {
    lineId: number;
    actor: ActorRef;
    event: "requestRefund" | "refundDifference";
    refundFee?: number;
  },
  row: RequestRow,
): Promise<void> {
  const payType = await payTypeOf(tx, request.lineId);
  await firePaymentEvent(tx, { ...request, reason: row.reason });
  await tx.db
    .insertInto("refundRequests")
    .values({ ...row, payLineId: request.lineId, payType, createTime: tx.now })
    .execute();
}

/**
 * An attendee asks for a line's money back (DOMAIN.md §4): the machine decides (a paid line, no invoice
 * issued or being issued), and lines that cannot go back by the original route need the bank account.
 */
export async function requestRefund(
  tx: Tx,
  pii: Pii,
  request: { lineId: number; actor: ActorRef; reason: string; account: RefundAccount | null },
): Promise<void> {
  const { account } = request;
  if (refundNeedsBankDetails(await payTypeOf(tx, request.lineId)) && !account) {
    throw new AppError("VALIDATION_FAILED", { fields: [{ path: "account", code: "validation.required" }] });
  }
  await fileRefundRequest(
    tx,
    { lineId: request.lineId, actor: request.actor, event: "requestRefund" },
    {
      name: account?.name ?? "",
      idNumberEnc: account?.idNumber ? pii.encrypt(account.idNumber) : null,
      bankNumber: account?.bankNumber ?? "",
      bank: account?.bank ?? "",
      reason: request.reason,
    },
  );
}

/**
 * An administrator lowered a paid registration's fee (DOMAIN.md §3): part of a paid line's money is asked
 * back, as a refund request of that amount, which the finance office approves and completes like any other
 * (by bank transfer, or the original route for the amount); the line then stays paid with the rest.
 */
export async function requestPartialRefund(
  tx: Tx,
  request: { lineId: number; actor: ActorRef; reason: string; amount: number },
): Promise<void> {
  await fileRefundRequest(
    tx,
    { lineId: request.lineId, actor: request.actor, event: "refundDifference", refundFee: request.amount },
    { reason: request.reason, amount: request.amount },
  );
}
