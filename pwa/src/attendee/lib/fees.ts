import {
  computeFee,
  defaultPayType,
  type FeeQuote,
  type FeeResult,
  feeQuoteForType,
  type ParticipantType,
  usesDollars,
  workshopPrice,
} from "@confreg/shared";
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
