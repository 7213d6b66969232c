import {
  computeFee,
  defaultPayType,
  describeFeeLine,
  type FeeQuote,
  type FeeResult,
  feeQuoteForType,
  formatMoney,
  type Locale,
  type ParticipantType,
  pickText,
  usesDollars,
  workshopPrice,
} from "@confreg/shared";
import type { I18n } from "@lingui/core";
import { useEffect, useState } from "react";
import { type LoadedConference, serverNow } from "#attendee/queries/conference";

type ConferenceWorkshop = LoadedConference["workshops"][number];

/** The server's clock, ticking every 30 s, so early-bird prices end on screen when they end. */
export function useServerNow(conference: LoadedConference): Date {
  const [now, setNow] = useState(() => serverNow(conference));
  useEffect(() => {
    setNow(serverNow(conference));
    const timer = setInterval(() => setNow(serverNow(conference)), 30_000);
    return () => clearInterval(timer);
  }, [conference]);
  return now;
}

/**
 * The total for a type, workshops and papers (their page counts price the fee-table row and the
 * over-page fees), with the shared fee function the server also uses.
 */
export function liveFee(
  conference: LoadedConference,
  participantType: ParticipantType | undefined,
  workshopIds: readonly number[],
  now: Date,
  paperPages: readonly number[] = [],
): FeeResult {
  return computeFee({
    discountTime: conference.discountTime,
    settings: conference.settings,
    participantType: participantType ?? null,
    workshops: conference.workshops.filter((w) => workshopIds.includes(w.id)),
    feeRows: conference.feeRows,
    paperPages: [...paperPages],
    payType: defaultPayType(conference.settings),
    now,
  });
}

/** What a participant type costs now, regular and early-bird, for preRegist's cards. */
export function typeQuote(conference: LoadedConference, type: ParticipantType, now: Date): FeeQuote {
  return feeQuoteForType(type, {
    discountTime: conference.discountTime,
    settings: conference.settings,
    now,
    payType: defaultPayType(conference.settings),
    feeRows: conference.feeRows,
  });
}

/** What a type's card shows as its price (preRegist): per workshop, free, or its price now. */
export type TypePrice = {
  now: "perWorkshop" | "free" | number;
  /** The regular price, crossed out beside the early-bird one while that is lower; else null. */
  regular: number | null;
  /** Whether an early-bird price lowers it now (the card's note, the page's notice). */
  earlyBird: boolean;
};

export function typePrice(quote: FeeQuote): TypePrice {
  const earlyBird = quote.earlyBird && quote.earlyFee < quote.fee;
  if (quote.pricedPerWorkshop) return { now: "perWorkshop", regular: null, earlyBird };
  return {
    now: quote.current === 0 ? "free" : quote.current,
    regular: earlyBird ? quote.fee : null,
    earlyBird,
  };
}

/** The live total's lines as the breakdown shows them: a workshop by its title, the others by their label. */
export function feeLineTexts(
  fee: FeeResult,
  conference: LoadedConference,
  i18n: I18n,
  locale: Locale,
): { label: string; amount: string }[] {
  return fee.lines.map((line) => {
    const { label, values } = describeFeeLine(line);
    const workshop =
      line.kind === "workshop" ? conference.workshops.find((w) => w.id === line.workshopId) : undefined;
    return {
      label: workshop ? pickText(workshop.title, locale) : i18n._(label.id, values),
      amount: formatMoney(line.amount, fee.currency, locale),
    };
  });
}

/** What one workshop adds to the total for the chosen type (0 when workshops are free). */
export function workshopCost(
  conference: LoadedConference,
  workshop: ConferenceWorkshop,
  type: ParticipantType | undefined,
): number {
  if (!conference.settings.isWorkshopFee) return 0;
  return workshopPrice(workshop, {
    workshopOnly: type?.workshopOnly ?? false,
    dollars: usesDollars(conference.settings, defaultPayType(conference.settings)),
  });
}
