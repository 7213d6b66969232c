import { type PayStatus, payStatusesWhere, payStatusTraits } from "../enums";

/**
 * An administrator changes a paid registration's fee-deciding choices (DOMAIN.md §3): the fee is priced
 * again and the difference with what its payment lines charge is settled on the lines. More to pay is a
 * new line (positive, unpaid); less first lowers what is still unpaid on its lines, then asks money back
 * from the paid lines, newest first, as partial refund requests. Nothing changes while money is moving.
 */

/** A payment line as the settlement reads it. */
export type SettlementLine = {
  id: number;
  seq: number;
  payStatus: PayStatus;
  totalFee: number;
  receivedFee: number;
};

export type FeeSettlement = {
  /** The new fee minus what the lines charge now (cents; negative: less to pay). */
  difference: number;
  /** A new unpaid line for this amount (0: none). */
  newLine: number;
  /** Lines whose charge is lowered to `totalFee` without money moving: unpaid ones, or never received. */
  lowered: { lineId: number; totalFee: number }[];
  /** Partial refund requests on paid lines. */
  refunds: { lineId: number; amount: number }[];
};

/** Money on its way (a payment under review, a group not complete, a refund under way) fixes the fee. */
export const feeSettlementBlockers = payStatusesWhere("moneyOnItsWay");

/** What the lines charge together: the registration's fee as it stands. */
export const chargedFee = (lines: readonly SettlementLine[]) =>
  lines.reduce((total, line) => total + line.totalFee, 0);

/** Whether the fee may be settled now: no line has money on its way. */
export const maySettleFee = (lines: readonly SettlementLine[]) =>
  !lines.some((line) => feeSettlementBlockers.includes(line.payStatus));

/** How a new fee is settled on the lines (see above); the caller refuses first unless `maySettleFee`. */
export function settleFeeDifference(lines: readonly SettlementLine[], newFee: number): FeeSettlement {
  const difference = newFee - chargedFee(lines);
  const settlement: FeeSettlement = { difference, newLine: 0, lowered: [], refunds: [] };
  if (difference > 0) return { ...settlement, newLine: difference };
  let remaining = -difference;
  const newestFirst = [...lines].sort((a, b) => b.seq - a.seq);
  for (const line of newestFirst.filter((l) => payStatusTraits[l.payStatus].unpaidLike)) {
    const cut = Math.min(remaining, line.totalFee);
    if (cut <= 0) continue;
    settlement.lowered.push({ lineId: line.id, totalFee: line.totalFee - cut });
    remaining -= cut;
  }
  for (const line of newestFirst.filter((l) => payStatusTraits[l.payStatus].settles)) {
    const cut = Math.min(remaining, line.totalFee);
    if (cut <= 0) continue;
    // What the line charged but never received is simply charged no more; the rest goes back.
    const amount = Math.min(cut, line.receivedFee);
    if (amount < cut) settlement.lowered.push({ lineId: line.id, totalFee: line.totalFee - (cut - amount) });
    if (amount > 0) settlement.refunds.push({ lineId: line.id, amount });
    remaining -= cut;
  }
  return settlement;
}
