import { z } from "zod";
import { hotelPayTypeLabels, hotelPayTypeValues, residentTypeLabels, residentTypeValues } from "../enums";
import { idParam, isoDateTime } from "../schemas/common";
import { hotel } from "../schemas/conference";
import { calendarDay } from "../schemas/hotel-window";
import { typeRef } from "../schemas/registration";
import { adminRegistrationRow } from "./admin";
import { roomTypeView } from "./conference";
import {
  enumColumn,
  type ListColumn,
  registrationColumnGroups,
  registrationListColumns,
} from "./registration-list";

/** A registration with its lodging (spec 002 §3 hotel fields) and its travel (§3 travel fields). */
export const lodgingRow = adminRegistrationRow.extend({
  isHotel: z.boolean(),
  hotel: typeRef.nullable(),
  roomType: typeRef.nullable(),
  hotelPayType: z.literal(hotelPayTypeValues).nullable(),
  hotelStartDate: calendarDay.nullable(),
  hotelEndDate: calendarDay.nullable(),
  hotelNights: z.number().int(),
  residentType: z.literal(residentTypeValues).nullable(),
  roommateName: z.string(),
  travelArriveNumber: z.string(),
  travelArriveTime: isoDateTime.nullable(),
  travelArrivePlace: z.string(),
  travelDepartNumber: z.string(),
  travelDepartTime: isoDateTime.nullable(),
  travelDepartPlace: z.string(),
});
export type LodgingRow = z.infer<typeof lodgingRow>;

/**
 * Rooms left per hotel, room type and night (getRoomNumber): the conference's hotels and room types that
 * are not deleted, each night of its hotel window (without one, the nights someone booked) with the
 * rooms left, never below 0; 0 means the night is full. Empty in the all-conferences scope.
 */
export const lodgingRooms = z.object({
  hotels: z.array(hotel.extend({ roomTypes: z.array(roomTypeView) })),
});
export type LodgingRooms = z.infer<typeof lodgingRooms>;
export const lodgingRoomsQuery = z.object({ conferenceId: idParam.optional() });

/** Column groups of the lodging list (spec 002 §2): the attendee, payment, lodging and transport. */
export const lodgingColumnGroups = {
  attendee: registrationColumnGroups.attendee,
  payment: registrationColumnGroups.payment,
  lodging: /*i18n*/ { id: "columnGroup.lodging", message: "Lodging" },
  transport: /*i18n*/ { id: "columnGroup.transport", message: "Transport" },
} as const;
export type LodgingColumnGroup = keyof typeof lodgingColumnGroups;
type Column = ListColumn<LodgingColumnGroup>;

const { name, conference, participantType, unit, email, phoneMasked } = registrationListColumns;
const text = (label: Column["label"], group: LodgingColumnGroup, width: number): Column => ({
  label,
  group,
  show: { kind: "text" },
  width,
});

/** The lodging list's columns, keyed by the row field each shows, in the table's order. */
export const lodgingListColumns = {
  name,
  conference,
  participantType,
  unit,
  email,
  phoneMasked,
  level: registrationListColumns.level,
  payState: registrationListColumns.payState,
  hotel: {
    label: /*i18n*/ { id: "column.hotel", message: "Hotel" },
    group: "lodging",
    show: { kind: "ref" },
    width: 160,
  },
  roomType: {
    label: /*i18n*/ { id: "column.roomType", message: "Room type" },
    group: "lodging",
    show: { kind: "ref" },
    width: 140,
  },
  hotelStartDate: {
    label: /*i18n*/ { id: "column.hotelStartDate", message: "Check-in date" },
    group: "lodging",
    show: { kind: "day" },
    width: 110,
  },
  hotelEndDate: {
    label: /*i18n*/ { id: "column.hotelEndDate", message: "Check-out date" },
    group: "lodging",
    show: { kind: "day" },
    width: 110,
  },
  hotelNights: text(/*i18n*/ { id: "column.hotelNights", message: "Nights" }, "lodging", 80),
  hotelPayType: {
    label: /*i18n*/ { id: "column.hotelPayType", message: "Hotel payment" },
    group: "lodging",
    show: enumColumn(hotelPayTypeLabels),
    width: 150,
  },
  residentType: {
    label: /*i18n*/ { id: "column.residentType", message: "Occupancy" },
    group: "lodging",
    show: enumColumn(residentTypeLabels),
    width: 150,
  },
  roommateName: text(/*i18n*/ { id: "column.roommateName", message: "Roommate" }, "lodging", 110),
  travelArriveNumber: text(
    /*i18n*/ { id: "column.arriveNumber", message: "Arrival train or flight" },
    "transport",
    130,
  ),
  travelArriveTime: {
    label: /*i18n*/ { id: "column.arriveTime", message: "Arrives at" },
    group: "transport",
    show: { kind: "time" },
    width: 160,
  },
  travelArrivePlace: text(/*i18n*/ { id: "column.arrivePlace", message: "Arrives in" }, "transport", 140),
  travelDepartNumber: text(
    /*i18n*/ { id: "column.departNumber", message: "Departure train or flight" },
    "transport",
    130,
  ),
  travelDepartTime: {
    label: /*i18n*/ { id: "column.departTime", message: "Leaves at" },
    group: "transport",
    show: { kind: "time" },
    width: 160,
  },
  travelDepartPlace: text(/*i18n*/ { id: "column.departPlace", message: "Leaves from" }, "transport", 140),
  isSignIn: registrationListColumns.isSignIn,
  createTime: registrationListColumns.createTime,
} as const satisfies Record<string, Column>;
export type LodgingListColumnName = keyof typeof lodgingListColumns;

/** Every declared column shows a field of the row. */
const columnsShowRowFields: Pick<LodgingRow, LodgingListColumnName> | undefined = undefined;
void columnsShowRowFields;
