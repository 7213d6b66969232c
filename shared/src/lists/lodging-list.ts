import type { z } from "zod";
import { lodgingRow } from "../api/lodging-list";
import { hotelPayTypeLabels, hotelPayTypeValues } from "../enums";
import type { ListDeclaration } from "./declaration";
import { listPage, listQuery } from "./query";
import { registrationFilters, registrationList, registrationListWords } from "./registration-list";

const { keyword, createdDate, conferenceId, level, isSignIn, payStatus } = registrationFilters;

/**
 * hotelTranslist (spec 002 §2): the registration list's rows with their lodging and travel, paged as the
 * registration list. Its filters, in the form's order: the registration list's conference (all-conferences
 * scope only), check-in, person type, registration date and keyword, its payment status (the same
 * objects), and the lodging ones: hotel, room type, hotel payment method and a night the booked stay covers.
 */
export const lodgingList = {
  id: "hotelTranslist",
  permission: "registrations.read",
  scope: "conferenceQuery",
  filters: {
    keyword,
    conferenceId,
    hotelId: { kind: "ref", of: "hotel", label: /*i18n*/ { id: "filter.hotelId", message: "Hotel" } },
    roomTypeId: {
      kind: "ref",
      of: "roomType",
      label: /*i18n*/ { id: "filter.roomTypeId", message: "Room type" },
    },
    hotelPayType: {
      kind: "enum",
      label: /*i18n*/ { id: "filter.hotelPayType", message: "Hotel payment" },
      values: hotelPayTypeValues,
      labels: hotelPayTypeLabels,
    },
    /** The booked stay covers the night of this day (check-in on or before it, check-out after it). */
    night: {
      kind: "day",
      bound: "on",
      label: /*i18n*/ { id: "filter.night", message: "Staying on the night of" },
    },
    isSignIn,
    level,
    payStatus,
    createdDate,
  },
  paging: registrationList.paging,
  row: lodgingRow,
  ...registrationListWords,
} as const satisfies ListDeclaration;

/** GET /api/admin/lodging: its filters and paging, with the registration list's cursors. */
export const lodgingListQuery = listQuery(lodgingList);
export type LodgingListQuery = z.infer<typeof lodgingListQuery>;

export const lodgingPage = listPage(lodgingList);
export type LodgingPage = z.infer<typeof lodgingPage>;
