import { z } from "zod";
import {
  conference,
  extraItem,
  feeRow,
  hotel,
  invitationCode,
  participantType,
  workshop,
} from "../schemas/conference";

/** What the attendee site needs to render preRegist and newRegist (types, workshops, fee rules). */
export const conferenceView = conference.extend({
  participantTypes: z.array(participantType),
  workshops: z.array(workshop.extend({ remaining: z.number().int().nullable() })),
  feeRows: z.array(feeRow),
  hotels: z.array(hotel),
  extraItems: z.array(extraItem),
  /** The invitation code the visitor came with, when it exists. */
  invitation: invitationCode
    .pick({ code: true, showsHotel: true, showsWorkshop: true, hidesExtraInfo: true })
    .nullable(),
  /** Server time, so clients judge early-bird and the registration window by the server's clock. */
  now: z.iso.datetime({ offset: true }),
});
export type ConferenceView = z.infer<typeof conferenceView>;

export const conferenceQuery = z.object({ invcode: z.string().trim().max(40).optional() });
