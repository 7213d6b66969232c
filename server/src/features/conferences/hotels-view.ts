import { type ConferenceView, type HotelWindow, type RoomNightView, windowNights } from "@confreg/shared";
import type { Kysely } from "kysely";
import type { Database } from "#db/schema";
import { toHotelFields, toRoomTypeFields } from "./conference.mappers";
import { listHotels } from "./conferences.repo";

type Db = Kysely<Database>;

/** Rooms taken per room type and night: the window's nights, or every night booked when there is none. */
async function takenNights(db: Db, roomTypeIds: number[], window: HotelWindow | null) {
  if (roomTypeIds.length === 0) return new Map<number, Map<string, number>>();
  let query = db
    .selectFrom("roomNights")
    .select(["roomTypeId", "night", "takenCount"])
    .where("roomTypeId", "in", roomTypeIds)
    .where("takenCount", ">", 0);
  if (window) query = query.where("night", ">=", window.from).where("night", "<", window.to);
  const taken = new Map<number, Map<string, number>>();
  for (const row of await query.orderBy("night").execute()) {
    const nights = taken.get(row.roomTypeId) ?? new Map<string, number>();
    nights.set(row.night, row.takenCount);
    taken.set(row.roomTypeId, nights);
  }
  return taken;
}

/**
 * Rooms left night by night (shared `roomTypeView`): every night of the hotel window, or without one the
 * nights someone booked; `remaining` is the fewest of them (the stock when none is listed).
 */
function roomAvailability(stock: number, taken: Map<string, number>, window: HotelWindow | null) {
  const dates = window ? windowNights(window) : [...taken.keys()];
  const nights: RoomNightView[] = dates.map((date) => ({
    date,
    remaining: Math.max(0, stock - (taken.get(date) ?? 0)),
  }));
  return { remaining: Math.min(stock, ...nights.map((n) => n.remaining)), nights };
}

/** The attendee's view of a conference's hotels: room types that are not deleted, with what is left. */
export async function hotelsView(
  db: Db,
  conferenceId: number,
  window: HotelWindow | null,
): Promise<ConferenceView["hotels"]> {
  const hotels = (await listHotels(db, conferenceId)).map(({ hotel, rooms }) => ({
    hotel,
    rooms: rooms.filter((r) => r.isDeleted === 0),
  }));
  const taken = await takenNights(
    db,
    hotels.flatMap(({ rooms }) => rooms.map((r) => r.id)),
    window,
  );
  return hotels.map(({ hotel, rooms }) => ({
    ...toHotelFields(hotel),
    roomTypes: rooms.map((r) => ({
      ...toRoomTypeFields(r),
      ...roomAvailability(r.stock, taken.get(r.id) ?? new Map(), window),
    })),
  }));
}
