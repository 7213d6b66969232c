import {
  type ConferenceView,
  type conferenceSettings,
  conferenceView,
  type ParticipantType,
  participantType,
} from "@confreg/shared";
import type { z } from "zod";
import type { BlockContext } from "#attendee/blocks/types";
import type { LoadedConference } from "#attendee/queries/conference";

/**
 * Test data for the attendee site's rules: a conference as the API sends it, parsed by the shared schemas
 * so that every default is the product's; overrides name only what a test is about.
 */

type Workshop = LoadedConference["workshops"][number];
type Hotel = LoadedConference["hotels"][number];
type RoomType = Hotel["roomTypes"][number];
type Invitation = NonNullable<LoadedConference["invitation"]>;

export function aType(overrides: Partial<ParticipantType> = {}): ParticipantType {
  return participantType.parse({
    id: 1,
    conferenceId: 7,
    title: { zh: "普通代表", en: "Delegate" },
    fee: 1_500_00,
    discountFee: 1_200_00,
    dollar: 250_00,
    dollarDiscount: 200_00,
    ...overrides,
  });
}

export function aWorkshop(overrides: Partial<Workshop> = {}): Workshop {
  return conferenceView.shape.workshops.element.parse({
    id: 11,
    conferenceId: 7,
    title: { zh: "机器学习工作坊", en: "Machine learning workshop" },
    fee: 400_00,
    dollar: 60_00,
    feeOnly: 600_00,
    dollarOnly: 90_00,
    numberLimit: null,
    remaining: null,
    ...overrides,
  });
}

export function aRoomType(overrides: Partial<RoomType> = {}): RoomType {
  return {
    id: 31,
    hotelId: 21,
    name: { zh: "标准间", en: "Twin room" },
    pricePerNight: 400_00,
    stock: 10,
    remaining: 10,
    nights: [],
    ...overrides,
  };
}

export function aHotel(overrides: Partial<Hotel> = {}): Hotel {
  return {
    id: 21,
    conferenceId: 7,
    name: { zh: "会议酒店", en: "Conference hotel" },
    address: "",
    sortOrder: 0,
    roomTypes: [aRoomType()],
    ...overrides,
  };
}

/** An invitation code as the conference view names it: it opens nothing unless told. */
export function anInvitation(overrides: Partial<Invitation> = {}): Invitation {
  return {
    code: "VIP2027",
    showsHotel: false,
    showsWorkshop: false,
    hidesExtraInfo: false,
    unlocksParticipantTypeIds: [],
    ...overrides,
  };
}

type ConferenceOverrides = Partial<Omit<ConferenceView, "settings">> & {
  /** As the editor saves them: what is not given takes its default (`fields: { social: true }`). */
  settings?: z.input<typeof conferenceSettings>;
  clockOffsetMs?: number;
};

/** Registration open all of 2027, early-bird until the end of 31 March 2027 in Beijing. */
export function aConference(overrides: ConferenceOverrides = {}): LoadedConference {
  const { settings, clockOffsetMs = 0, ...rest } = overrides;
  const view = conferenceView.parse({
    id: 7,
    title: { zh: "2027年学术年会", en: "Annual Meeting 2027" },
    systemCode: "AM2027",
    hostUnit: "",
    beginTime: "2027-01-01T00:00:00+08:00",
    discountTime: "2027-03-31T23:59:59+08:00",
    endTime: "2027-12-31T23:59:59+08:00",
    settings: settings ?? {},
    createTime: "2026-10-01T00:00:00+08:00",
    participantTypes: [aType()],
    workshops: [],
    feeRows: [],
    hotels: [],
    extraItems: [],
    invitation: null,
    invitationInvalid: false,
    now: "2027-02-01T10:00:00+08:00",
    ...rest,
  });
  return { ...view, clockOffsetMs };
}

/** A moment before the early-bird deadline of `aConference`, and one after it. */
export const earlyBirdDay = new Date("2027-03-01T02:00:00Z");
export const regularDay = new Date("2027-04-01T02:00:00Z");

/** What decides newRegist's blocks: a conference, the chosen type, the server's time, nothing locked. */
export function aBlockContext(overrides: Partial<BlockContext> = {}): BlockContext {
  return { conference: aConference(), type: aType(), now: earlyBirdDay, lockedFields: [], ...overrides };
}
