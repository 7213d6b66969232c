import type { Kysely } from "kysely";
import type { Database } from "#db/schema";
import {
  insertConference,
  insertHotel,
  insertParticipantType,
  insertRoomType,
} from "#seed/builders/conference";

const day = 86_400_000;

/** The fixture conference's hotel window: check-in from 9 May, check-out by 14 May 2027. */
export const hotelWindow = { from: "2027-05-09", to: "2027-05-14" };

/**
 * A conference that books hotel rooms per night: open now, one participant type at 500 yuan,
 * a hotel window, and a hotel whose room types each serve one test, so no test sees another's bookings.
 */
export async function hotelFixture(db: Kysely<Database>, now: Date) {
  const iso = (ms: number) => new Date(ms).toISOString();
  const conference = await insertConference(db, {
    titleZh: "住宿测试会议",
    titleEn: "Lodging Test Meeting",
    systemCode: "HTL",
    beginTime: iso(now.getTime() - day),
    discountTime: iso(now.getTime() + 10 * day),
    endTime: iso(now.getTime() + 30 * day),
    createTime: now.toISOString(),
    settings: { isHotel: true, hotelWindow },
  });
  const type = await insertParticipantType(db, {
    conferenceId: conference.id,
    fee: 500_00,
    discountFee: 500_00,
  });
  const hotel = await insertHotel(db, { conferenceId: conference.id, nameEn: "Harbour Hotel" });
  const room = (nameEn: string, stock: number) =>
    insertRoomType(db, { hotelId: hotel.id, nameEn, pricePerNight: 400_00, stock });
  const rooms = {
    rush: await room("Rush room", 12),
    fresh: await room("Fresh room", 3),
    single: await room("Single room", 1),
    moving: await room("Moving room", 1),
    other: await room("Other room", 2),
    shown: await room("Shown room", 5),
    window: await room("Window room", 5),
  };
  return { conference, type, hotel, rooms };
}

export type HotelFixture = Awaited<ReturnType<typeof hotelFixture>>;
