import { AppError, type HotelInput, hotelIssues, hotelNights, ResidentType } from "@confreg/shared";
import type { Kysely } from "kysely";
import type { Database } from "#db/schema";
import type { Tx } from "#db/transact";
import { defineBlock } from "./block";

type HotelPlan = HotelInput & { hotelId: number; nights: number };

/** The room types the conference offers: of its hotels, neither deleted. */
function offeredRoomTypes(db: Kysely<Database>, conferenceId: number) {
  return db
    .selectFrom("roomTypes")
    .innerJoin("hotels", "hotels.id", "roomTypes.hotelId")
    .select(["roomTypes.id", "roomTypes.hotelId"])
    .where("hotels.conferenceId", "=", conferenceId)
    .where("hotels.isDeleted", "=", 0)
    .where("roomTypes.isDeleted", "=", 0)
    .execute();
}

/**
 * Takes one room of the type: a conditional update that succeeds only while one is left, so concurrent
 * bookings queue on the row and never oversell; a sold-out type fails the whole registration.
 */
async function takeRoom(tx: Tx, roomTypeId: number) {
  const result = await tx.db
    .updateTable("roomTypes")
    .set((eb) => ({ takenCount: eb("takenCount", "+", 1) }))
    .where("id", "=", roomTypeId)
    .where("isDeleted", "=", 0)
    .where((eb) => eb("takenCount", "<", eb.ref("stock")))
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new AppError("ROOM_SOLD_OUT", { roomTypeId });
}

/** Lodging (spec 000 §3, §5): its cost is settled at the hotel, never part of the fee (DOMAIN.md §3). */
export const hotelBlock = defineBlock<HotelPlan>({
  name: "hotel",
  async check({ db, context, input }) {
    const hotel = input.hotel;
    if (!hotel) return { issues: [], plan: null };
    const roomTypes = await offeredRoomTypes(db, context.conference.id);
    const issues = hotelIssues(
      { settings: context.conference.settings, invitation: context.invitation, roomTypes },
      hotel,
    );
    const room = roomTypes.find((r) => r.id === hotel.roomTypeId);
    if (issues.length || !room) return { issues, plan: null };
    return {
      issues,
      plan: { ...hotel, hotelId: room.hotelId, nights: hotelNights(hotel.startDate, hotel.endDate) },
    };
  },
  async write(tx, plan, { registrationId }) {
    await takeRoom(tx, plan.roomTypeId);
    await tx.db
      .updateTable("registrations")
      .set({
        isHotel: 1,
        hotelId: plan.hotelId,
        roomTypeId: plan.roomTypeId,
        hotelNumber: 1,
        hotelPayType: plan.hotelPayType,
        hotelStartDate: plan.startDate,
        hotelEndDate: plan.endDate,
        hotelNights: plan.nights,
        residentType: plan.residentType,
        roommateName: plan.residentType === ResidentType.shared ? plan.roommateName : "",
      })
      .where("id", "=", registrationId)
      .execute();
  },
  async release(tx, registrationId) {
    const booked = await tx.db
      .selectFrom("registrations")
      .select(["roomTypeId", "hotelNumber"])
      .where("id", "=", registrationId)
      .where("isHotel", "=", 1)
      .executeTakeFirst();
    if (!booked?.roomTypeId) return;
    await tx.db
      .updateTable("roomTypes")
      .set((eb) => ({ takenCount: eb("takenCount", "-", booked.hotelNumber) }))
      .where("id", "=", booked.roomTypeId)
      .where("takenCount", ">=", booked.hotelNumber)
      .execute();
  },
});
