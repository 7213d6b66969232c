import { type AdminRegistrationDetail, hotelPayTypeLabels, residentTypeLabels } from "@confreg/shared";
import { useLingui } from "@lingui/react/macro";
import { formatAmount, titleOf, useAdminLocale, useConferenceTime } from "#admin/format";
import { ItemList, type PanelItem } from "../ItemList";

/** Lodging and transport (spec 002 §3 hotel and travel fields): the room booked, arrival and departure. */
export function LodgingSection({ detail }: { detail: AdminRegistrationDetail }) {
  const { t, i18n } = useLingui();
  const locale = useAdminLocale();
  const time = useConferenceTime();
  const when = (iso: string) => (iso ? time(iso, detail.conference.id) : "");
  const { hotel, travel } = detail.additional;
  const room: PanelItem[] = hotel
    ? [
        { label: t`Hotel`, value: titleOf(hotel.hotel, locale), testId: "panel-hotel" },
        { label: t`Room type`, value: titleOf(hotel.roomType, locale) },
        { label: t`Stay`, value: `${hotel.startDate} – ${hotel.endDate}` },
        { label: t`Nights`, value: String(hotel.nights) },
        {
          label: t`Occupancy`,
          value: hotel.residentType === null ? "" : i18n._(residentTypeLabels[hotel.residentType]),
        },
        { label: t`Roommate`, value: hotel.roommateName },
        {
          label: t`Paid by`,
          value: hotel.hotelPayType === null ? "" : i18n._(hotelPayTypeLabels[hotel.hotelPayType]),
        },
        {
          label: t`Estimated cost`,
          value: formatAmount(hotel.estimatedCost, detail.currency, locale),
        },
      ]
    : [{ label: t`Hotel`, value: t`No room booked`, span: 2, testId: "panel-hotel" }];
  return (
    <ItemList
      items={[
        ...room,
        {
          label: t`Arrives`,
          value: [travel.arriveNumber, when(travel.arriveTime), travel.arrivePlace]
            .filter(Boolean)
            .join(" · "),
        },
        {
          label: t`Departs`,
          value: [travel.departNumber, when(travel.departTime), travel.departPlace]
            .filter(Boolean)
            .join(" · "),
        },
      ]}
    />
  );
}
