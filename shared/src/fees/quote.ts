import type { Currency, PayType } from "../enums";
import type { FeeRow } from "../schemas/conference";
import { chargesBaseFee, feeCurrency, isEarlyBird, matchFeeRow, typePrice, usesDollars } from "./pricing";
import type { FeeParticipantType, FeeSettings } from "./types";

/** What preRegist shows for a participant type: its price now, and its regular and early-bird prices. */
export type FeeQuote = {
  participantTypeId: number;
  currency: Currency;
  /** Regular price (after the early-bird deadline). */
  fee: number;
  /** Early-bird price. */
  earlyFee: number;
  /** The price that applies now: earlyFee while early-bird lasts, else fee. */
  current: number;
  earlyBird: boolean;
  /** True when the type pays per workshop instead of a fee of its own (then the prices above are 0). */
  pricedPerWorkshop: boolean;
};

export type FeeQuoteOptions = {
  discountTime: string;
  settings: Pick<FeeSettings, "isDollar" | "isWorkshopFee">;
  now: Date;
  payType?: PayType | null;
  /** With rows, a type's price without papers is its row for 0 papers, as computeFee charges it. */
  feeRows?: readonly FeeRow[];
};

export function feeQuoteForType(type: FeeParticipantType, options: FeeQuoteOptions): FeeQuote {
  const dollars = usesDollars(options.settings, options.payType);
  const earlyBird = isEarlyBird(options.discountTime, options.now);
  const pricedPerWorkshop = !chargesBaseFee(type, options.settings);
  const row = matchFeeRow(options.feeRows ?? [], type.id, 0, dollars);
  const price = (early: boolean) => {
    if (pricedPerWorkshop) return 0;
    if (row) return early ? row.discountFee : row.fee;
    return typePrice(type, early, dollars);
  };
  const fee = price(false);
  const earlyFee = price(true);
  return {
    participantTypeId: type.id,
    currency: feeCurrency(options.settings, options.payType),
    fee,
    earlyFee,
    current: earlyBird ? earlyFee : fee,
    earlyBird,
    pricedPerWorkshop,
  };
}
