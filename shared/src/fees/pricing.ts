import { Currency, PayType } from "../enums";
import type { FeeRow } from "../schemas/conference";
import type { FeeParticipantType, FeeSettings, FeeWorkshop } from "./types";

/**
 * Early-bird prices apply while now <= discountTime, compared to the second: the deadline is given to the
 * second, so all of its last second still counts (23:59:59.900 is before "until 23:59:59").
 * An unreadable deadline means no early-bird.
 */
export function isEarlyBird(discountTime: string, now: Date): boolean {
  const deadline = Date.parse(discountTime);
  if (Number.isNaN(deadline)) return false;
  return Math.floor(now.getTime() / 1000) <= Math.floor(deadline / 1000);
}

/** Dollar amounts when paying by PayPal or when the conference charges in dollars. */
export function usesDollars(settings: Pick<FeeSettings, "isDollar">, payType?: PayType | null): boolean {
  return payType === PayType.paypal || settings.isDollar;
}

export function feeCurrency(settings: Pick<FeeSettings, "isDollar">, payType?: PayType | null): Currency {
  return usesDollars(settings, payType) ? Currency.usd : Currency.cny;
}

/** The participant type's own price: regular or early, in yuan or dollars. */
export function typePrice(type: FeeParticipantType, early: boolean, dollars: boolean): number {
  if (dollars) return early ? type.dollarDiscount : type.dollar;
  return early ? type.discountFee : type.fee;
}

/**
 * What one workshop costs: nothing for a "not attending" option, feeOnly/dollarOnly for a workshop-only
 * participant type, else fee/dollar. Whether workshops are charged at all is the conference's isWorkshopFee.
 */
export function workshopPrice(
  workshop: FeeWorkshop,
  options: { workshopOnly: boolean; dollars: boolean },
): number {
  if (workshop.isNoneOption) return 0;
  if (options.workshopOnly) return options.dollars ? workshop.dollarOnly : workshop.feeOnly;
  return options.dollars ? workshop.dollar : workshop.fee;
}

/**
 * The fee-table row for this type and number of papers. The table holds yuan only, so it is not used
 * for dollar prices (the type's dollar fields apply).
 */
export function matchFeeRow(
  rows: readonly FeeRow[],
  participantTypeId: number,
  papers: number,
  dollars: boolean,
): FeeRow | undefined {
  if (dollars) return undefined;
  return rows.find((row) => row.participantTypeId === participantTypeId && row.paperNum === papers);
}

/** Whether the type's own fee is charged: a workshop-only type pays per workshop when workshops cost money. */
export function chargesBaseFee(type: FeeParticipantType, settings: Pick<FeeSettings, "isWorkshopFee">) {
  return !(type.workshopOnly && settings.isWorkshopFee);
}

/**
 * Multiplies cents by a discount factor, rounding half up to whole cents. The factor is taken to six
 * decimals (0.85, 0.875 are exact) and the product is computed in integers, so 0.5 cents never turns into
 * 0.4999... by floating point.
 */
export function applyFactor(amountCents: number, factor: number): number {
  if (!(factor > 0 && factor <= 1)) throw new RangeError(`discount factor out of range: ${factor}`);
  assertWholeNumber(amountCents, "amount in cents");
  const millionths = BigInt(Math.round(factor * 1_000_000));
  return Number((BigInt(amountCents) * millionths + 500_000n) / 1_000_000n);
}

export function assertWholeNumber(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${what} must be a whole number >= 0: ${value}`);
}
