import { z } from "zod";
import { plainText } from "../schemas/common";
import {
  conference,
  extraItem,
  feeRow,
  hotel,
  invitationCode,
  participantType,
  roomType,
  workshop,
} from "../schemas/conference";
import { calendarDay } from "../schemas/hotel-window";

/** What an invitation code opens: hidden types, the hotel and workshop sections, or fewer questions. */
export const invitationView = invitationCode.pick({
  code: true,
  showsHotel: true,
  showsWorkshop: true,
  hidesExtraInfo: true,
  unlocksParticipantTypeIds: true,
});
export type InvitationView = z.infer<typeof invitationView>;

/** One night of a room type: its date (the check-in day of that night) and the rooms left for it. */
export const roomNightView = z.object({ date: calendarDay, remaining: z.number().int() });
export type RoomNightView = z.infer<typeof roomNightView>;

/**
 * A room type as the form shows it (stock is per night). `nights` lists every night of the
 * conference's hotel window (settings.hotelWindow) in date order; without a window, only the nights
 * someone has booked. A night not listed has all `stock` rooms left. `remaining` is the fewest rooms left
 * on any listed night (the whole stock when none is listed): what a stay over every night could still get.
 * A stay can be booked when every one of its nights (`stayNights`) has `remaining` > 0.
 */
export const roomTypeView = roomType.extend({
  remaining: z.number().int(),
  nights: z.array(roomNightView),
});
export type RoomTypeView = z.infer<typeof roomTypeView>;

/** What the attendee site needs to render preRegist and newRegist (types, workshops, fee rules). */
export const conferenceView = conference.extend({
  participantTypes: z.array(participantType),
  workshops: z.array(workshop.extend({ remaining: z.number().int().nullable() })),
  feeRows: z.array(feeRow),
  /** Room types with how many rooms are left, in all and night by night (`roomTypeView`). */
  hotels: z.array(hotel.extend({ roomTypes: z.array(roomTypeView) })),
  extraItems: z.array(extraItem),
  /** The invitation code the visitor came with, when it exists. */
  invitation: invitationView.nullable(),
  /** True when the visitor came with a code this conference does not have (the page says so). */
  invitationInvalid: z.boolean(),
  /** Server time, so clients judge early-bird and the registration window by the server's clock. */
  now: z.iso.datetime({ offset: true }),
});
export type ConferenceView = z.infer<typeof conferenceView>;

export const conferenceQuery = z.object({ invcode: plainText(40).optional() });

/** The home page's list of conferences open for registration (or about to open). */
export const conferenceListItem = conference
  .pick({ id: true, title: true, systemCode: true, timezone: true, beginTime: true, endTime: true })
  .extend({
    /** Invoice-only collections (dues) take payments with invoices, not registrations. */
    isOnlyinvoice: z.boolean(),
  });
export type ConferenceListItem = z.infer<typeof conferenceListItem>;
