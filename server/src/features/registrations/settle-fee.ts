import {
  AppError,
  type Currency,
  type FeeSettlementView,
  maySettleFee,
  settleFeeDifference,
} from "@confreg/shared";
import type { Tx } from "#db/transact";
import { insertPayLine, requestPartialRefund } from "#features/payments";
import { type ActorRef, writeAudit } from "#lib/audit/write-audit";

export type SettleRequest = {
  registrationId: number;
  conferenceId: number;
  systemCode: string;
  /** The fee the edit priced. */
  fee: number;
  currency: Currency;
  actor: ActorRef;
  /** Why money goes back, as the refund request and the attendee's panel show it. */
  refundReason: string;
};

/**
 * Settles an administrator's new fee for a paid registration on its payment lines (DOMAIN.md §3, shared
 * `settleFeeDifference`), in the edit's unit of work after the registration's lock: a new unpaid line for
 * more, lower unpaid lines then partial refund requests for less, each audited. Money on its way refuses
 * any change of the fee.
 */
export async function settleFee(
  tx: Tx,
  request: SettleRequest,
): Promise<Omit<FeeSettlementView, "before" | "after" | "currency">> {
  const lines = await tx.db
    .selectFrom("payLines")
    .select(["id", "seq", "payStatus", "payType", "totalFee", "receivedFee"])
    .where("registrationId", "=", request.registrationId)
    .orderBy("seq")
    .execute();
  const settlement = settleFeeDifference(lines, request.fee);
  if (settlement.difference === 0) return { ...settlement, newLine: null };
  if (!maySettleFee(lines))
    throw new AppError("FEE_SETTLEMENT_BLOCKED", { registrationId: request.registrationId });
  const { actor, conferenceId, currency } = request;
  let newLine: { id: number; totalFee: number } | null = null;
  if (settlement.newLine > 0) {
    const line = await insertPayLine(tx, {
      registrationId: request.registrationId,
      systemCode: request.systemCode,
      payType: lines[0]?.payType ?? 1,
      totalFee: settlement.newLine,
      currency,
    });
    newLine = { id: line.id, totalFee: line.totalFee };
    await writeAudit(tx, {
      action: "payLine.create",
      actor,
      entityId: line.id,
      conferenceId,
      reason: "registration.adminEdit",
      amounts: { currency, totalFee: line.totalFee },
      data: { registrationId: request.registrationId },
    });
  }
  for (const lowered of settlement.lowered) {
    const before = lines.find((line) => line.id === lowered.lineId)?.totalFee ?? 0;
    await tx.db
      .updateTable("payLines")
      .set({ totalFee: lowered.totalFee, updateTime: tx.now })
      .where("id", "=", lowered.lineId)
      .execute();
    await writeAudit(tx, {
      action: "payLine.reduce",
      actor,
      entityId: lowered.lineId,
      conferenceId,
      reason: "registration.adminEdit",
      amounts: { currency, totalFee: lowered.totalFee },
      data: { registrationId: request.registrationId, totalFeeBefore: before },
    });
  }
  for (const refund of settlement.refunds) {
    await requestPartialRefund(tx, { ...refund, actor, reason: request.refundReason });
  }
  tx.touch(request.registrationId);
  return {
    difference: settlement.difference,
    newLine,
    refunds: settlement.refunds,
    lowered: settlement.lowered,
  };
}
