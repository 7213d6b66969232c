import { PayState, PayStatus } from "../enums";

/** A payment line, or a registration by its headline line's status and what all its lines charge. */
export type PayStateFacts = { payStatus: PayStatus; totalFee: number };

/**
 * Nothing to pay (DOMAIN.md §8 "or nothing to pay"): an unpaid line that charges nothing, such as an
 * imported registration's (fee 0, spec 002 §4). It is settled: it asks nothing of the person, who may
 * check in, and no payment action applies to it.
 */
export function isNothingToPay(facts: PayStateFacts): boolean {
  return facts.payStatus === PayStatus.unpaid && facts.totalFee === 0;
}

/**
 * The one decision of what a payment shows as: "nothing to pay" for a line (or registration) charging
 * nothing while unpaid, else its payStatus. List labels and filters, dashboard counts, exports and
 * check-in all read it; none tells "unpaid" from "nothing to pay" by itself.
 */
export function payStateOf(facts: PayStateFacts): PayState {
  return isNothingToPay(facts) ? PayState.nothingToPay : facts.payStatus;
}

/**
 * What a query asks of the stored columns to find a state: its payStatus, and whether the fee is zero
 * (true), positive (false) or either (null). The exact inverse of `payStateOf` (a unit test checks every
 * status both ways), so a filter and the label it filters by never disagree.
 */
export function payStateColumns(state: PayState): { payStatus: PayStatus; feeIsZero: boolean | null } {
  if (state === PayState.nothingToPay) return { payStatus: PayStatus.unpaid, feeIsZero: true };
  if (state === PayState.unpaid) return { payStatus: PayStatus.unpaid, feeIsZero: false };
  return { payStatus: state, feeIsZero: null };
}
