import {
  type AdditionalView,
  formatMoney,
  type HotelBookingView,
  hotelPayTypeLabels,
  hotelShown,
  mealTypeLabels,
  noPaperIds,
  pickText,
  residentTypeLabels,
} from "@confreg/shared";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { useSignedInArea } from "#attendee/attendee-context";
import { formatDateTime } from "#attendee/lib/format";
import { useLocale } from "#attendee/lib/locale";
import { type InfoRow, InfoRows } from "./InfoRows";

const row = (key: string, label: ReactNode, value: ReactNode): InfoRow => ({
  key,
  label,
  value,
  testId: `detail-additional-${key}`,
});

/** The booking: hotel and room, dates with the nights, occupancy, who pays, the estimate paid at the hotel. */
function bookingRows(
  hotel: HotelBookingView,
  locale: "zh" | "en",
  i18n: ReturnType<typeof useLingui>["i18n"],
) {
  const cost = formatMoney(hotel.estimatedCost, "CNY", locale);
  return [
    row(
      "hotel",
      <Trans>Hotel</Trans>,
      `${pickText(hotel.hotel, locale)} · ${pickText(hotel.roomType, locale)}`,
    ),
    row(
      "stay",
      <Trans>Stay</Trans>,
      <>
        {hotel.startDate} – {hotel.endDate} (<Plural value={hotel.nights} one="# night" other="# nights" />)
      </>,
    ),
    row(
      "residentType",
      <Trans>Occupancy</Trans>,
      hotel.residentType ? i18n._(residentTypeLabels[hotel.residentType]) : "",
    ),
    row("roommate", <Trans>Roommate</Trans>, hotel.roommateName),
    row(
      "hotelPayType",
      <Trans>Hotel paid by</Trans>,
      hotel.hotelPayType ? i18n._(hotelPayTypeLabels[hotel.hotelPayType]) : "",
    ),
    row(
      "cost",
      <Trans>Estimated hotel cost</Trans>,
      <>
        {cost}
        <span className="att-muted att-hotel-detail-note">
          <Trans>Paid at the hotel, not part of the registration fee.</Trans>
        </span>
      </>,
    ),
  ];
}

/**
 * registerDetail's additional-information card (spec 000 §2): the booked room, the answers to the
 * conference's questions with their words, meal, travel and the award. Shown on hotel conferences and
 * whenever there is something to show.
 */
export function AdditionalInfoCard({ additional: a }: { additional: AdditionalView }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const { conference } = useSignedInArea();
  const when = (iso: string) => (iso ? formatDateTime(iso, locale, conference.timezone) : "");
  const yes = (answer: string) => (answer === "Yes" ? t`Yes` : answer === "No" ? t`No` : "");
  const trip = (number: string, time: string, place: string) =>
    [number, when(time), place].filter(Boolean).join(" · ");
  const rows: InfoRow[] = [
    ...(a.hotel ? bookingRows(a.hotel, locale, i18n) : []),
    ...a.answers.map((answer) =>
      row(
        `answer-${answer.itemId}`,
        pickText(answer.title, locale),
        answer.choices.length
          ? answer.choices.map((c) => pickText(c, locale)).join(locale === "zh" ? "、" : ", ")
          : answer.value,
      ),
    ),
    row("mealType", <Trans>Dinner</Trans>, a.mealType ? i18n._(mealTypeLabels[a.mealType]) : ""),
    row("social", <Trans>Social programme</Trans>, yes(a.social)),
    row("allergens", <Trans>Allergies or dietary needs</Trans>, a.allergens),
    row("isVisit", <Trans>Visit</Trans>, a.isVisit === null ? "" : a.isVisit ? t`Yes` : t`No`),
    row("paperIds", <Trans>Paper IDs</Trans>, a.paperIds === noPaperIds ? t`No paper` : a.paperIds),
    row(
      "arrive",
      <Trans>Arrival</Trans>,
      trip(a.travel.arriveNumber, a.travel.arriveTime, a.travel.arrivePlace),
    ),
    row(
      "depart",
      <Trans>Departure</Trans>,
      trip(a.travel.departNumber, a.travel.departTime, a.travel.departPlace),
    ),
    row(
      "award",
      <Trans>Award certificate</Trans>,
      [a.award.title, a.award.firstName].filter(Boolean).join(" "),
    ),
    row(
      "awardReceiver",
      <Trans>Received by</Trans>,
      [a.award.receiveName, a.award.receiveUnit, a.award.receiveEmail, a.award.receivePhone]
        .filter(Boolean)
        .join(" · "),
    ),
  ];
  const filled = rows.some((r) => r.value !== "");
  if (!filled && !hotelShown(conference.settings, conference.invitation)) return null;
  return (
    <section className="att-card" data-testid="detail-additional">
      <h2 className="att-card-title">
        <Trans>Additional information</Trans>
      </h2>
      {a.hotel === null && (
        <p className="att-muted" data-testid="detail-additional-no-hotel">
          <Trans>No hotel booked.</Trans>
        </p>
      )}
      <InfoRows rows={rows} />
    </section>
  );
}
