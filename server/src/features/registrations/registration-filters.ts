import { defaultTimeZone, type lodgingList, type registrationList, zonedYearRange } from "@confreg/shared";
import { expressionBuilder } from "kysely";
import { payStateIs } from "#db/pay-state";
import type { Database } from "#db/schema";
import type { RegistrationRow } from "#db/tables/registrations";
import type { FilterTargets } from "#lib/list/filters";
import { keywordFilter } from "#lib/list/keyword";
import type { ListContext } from "./admin-registrations.repo";

/** The filters of the registration family (registerList, checklist, hotelTranslist), by name. */
export type RegistrationFamilyTargets = FilterTargets<typeof registrationList> &
  FilterTargets<typeof lodgingList>;

/** The family's filters that are the equality of one of the registration's own columns: that column. */
export const registrationColumnFilters = {
  participantTypeId: "participantTypeId",
  level: "level",
  payType: "payType",
  invoiceType: "invoiceType",
  invoiceStatus: "invoiceStatus",
  isSignIn: "isSignIn",
  checkinEligible: "checkinEligible",
  hotelId: "hotelId",
  roomTypeId: "roomTypeId",
  hotelPayType: "hotelPayType",
} as const satisfies Partial<Record<keyof RegistrationFamilyTargets, keyof RegistrationRow>>;

const columnTargets = Object.fromEntries(
  Object.entries(registrationColumnFilters).map(([name, column]) => [name, `registrations.${column}`]),
) as Record<keyof typeof registrationColumnFilters, string>;

/**
 * Where the registration family's filters apply: each on the registration's own columns (its standing
 * included), so neither the page nor the count joins anything and each column filter has its index
 * (migration 0009). The conference is the scope's; a day is the conference's calendar day.
 */
export function registrationTargets(context: ListContext): RegistrationFamilyTargets {
  const eb = expressionBuilder<Database, "registrations">();
  return {
    ...columnTargets,
    keyword: (keyword) => keywordFilter(context.dialect, keyword, context.pii),
    year: (year) => {
      const [from, to] = zonedYearRange(year, context.timeZone ?? defaultTimeZone);
      return eb.and([eb("registrations.createTime", ">=", from), eb("registrations.createTime", "<", to)]);
    },
    createdDate: "registrations.createTime",
    hostUnit: (host) =>
      eb(
        "registrations.conferenceId",
        "in",
        eb.selectFrom("conferences").select("id").where("hostUnit", "=", host),
      ),
    // What the payment shows as (shared `payStateColumns`: its status, and whether it charges anything).
    payStatus: (state) => payStateIs("registrations", state),
    // The booked stay covers the night: checked in on or before it, out after it.
    night: (night) =>
      eb.and([
        eb("registrations.hotelStartDate", "<=", night),
        eb("registrations.hotelEndDate", ">", night),
        eb("registrations.isHotel", "=", 1),
      ]),
  };
}
