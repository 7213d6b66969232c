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

/** What an invitation code opens: hidden types, the hotel and workshop sections, or fewer questions. */
export const invitationView = invitationCode.pick({
  code: true,
  showsHotel: true,
  showsWorkshop: true,
  hidesExtraInfo: true,
  unlocksParticipantTypeIds: true,
});
export type InvitationView = z.infer<typeof invitationView>;

/** What the attendee site needs to render preRegist and newRegist (types, workshops, fee rules). */
export const conferenceView = conference.extend({
  participantTypes: z.array(participantType),
  workshops: z.array(workshop.extend({ remaining: z.number().int().nullable() })),
  feeRows: z.array(feeRow),
  /** Room types with how many rooms are left. */
  hotels: z.array(hotel.extend({ roomTypes: z.array(roomType.extend({ remaining: z.number().int() })) })),
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
