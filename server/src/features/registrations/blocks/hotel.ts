import {
  AppError,
  type FieldIssue,
  type HotelInput,
  type HotelPayType,
  hotelIssues,
  hotelNights,
  ResidentType,
} from "@confreg/shared";
import type { Kysely } from "kysely";
import type { Database } from "#db/schema";
import type { RegistrationUpdate } from "#db/tables/registrations";
import type { Tx } from "#db/transact";
import type { ConferenceContext } from "#features/conferences";
import { defineBlock } from "./block";
import { changeNights, type Stay } from "./room-nights";

/** A booking the rules accepted: what the registration stores and the nights it takes. */
export type HotelPlan = HotelInput & { hotelId: number; nights: number };

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
 * A booking checked against the conference (shared `hotelIssues`: offered, dates inside the hotel window,
 * roommate); null plan when there is none or it has issues. The form's submit and an edit both use it.
 */
export async function planHotel(
  db: Kysely<Database>,
  context: ConferenceContext,
  hotel: HotelInput | null,
): Promise<{ issues: FieldIssue[]; plan: HotelPlan | null }> {
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
}

/** The registration's lodging columns for a booking, or cleared for none. */
function lodgingColumns(plan: HotelPlan | null): RegistrationUpdate {
  if (!plan) {
    return {
      isHotel: 0,
      hotelId: null,
      roomTypeId: null,
      hotelNumber: 0,
      hotelPayType: null,
      hotelStartDate: null,
      hotelEndDate: null,
      hotelNights: 0,
      residentType: null,
      roommateName: "",
    };
  }
  return {
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
  };
}

/** The stay a registration holds rooms for: a booking with a room type and dates, else null. */
async function bookedStay(tx: Tx, registrationId: number, lock: boolean) {
  let query = tx.db
    .selectFrom("registrations")
    .select(["isDeleted", "isHotel", "roomTypeId", "hotelStartDate", "hotelEndDate"])
    .where("id", "=", registrationId);
  if (lock && tx.dialect === "postgres") query = query.forUpdate();
  const row = await query.executeTakeFirst();
  const stay: Stay | null =
    row?.isHotel === 1 && row.roomTypeId !== null && row.hotelStartDate && row.hotelEndDate
      ? { roomTypeId: row.roomTypeId, startDate: row.hotelStartDate, endDate: row.hotelEndDate }
      : null;
  return { row, stay };
}

/**
 * Changes a live registration's booking in the caller's unit of work (an edit): under the
 * registration's lock, the nights the old stay alone had go back and the new stay's nights are taken,
 * then its lodging is rewritten; null cancels the booking. A full night fails it as a whole (ROOM_SOLD_OUT
 * with the night). The plan comes from `planHotel`.
 */
export async function moveBooking(tx: Tx, registrationId: number, plan: HotelPlan | null): Promise<void> {
  const { row, stay } = await bookedStay(tx, registrationId, true);
  if (!row || row.isDeleted) throw new AppError("REGISTRATION_NOT_FOUND");
  await changeNights(tx, stay, plan);
  await tx.db
    .updateTable("registrations")
    .set(lodgingColumns(plan))
    .where("id", "=", registrationId)
    .execute();
  tx.touch(registrationId);
}

/** Lodging (spec 000 §3, §5): its cost is settled at the hotel, never part of the fee (DOMAIN.md §3). */
export const hotelBlock = defineBlock<HotelPlan>({
  name: "hotel",
  check: ({ db, context, input }) => planHotel(db, context, input.hotel),
  async write(tx, plan, { registrationId }) {
    await changeNights(tx, null, plan);
    await tx.db
      .updateTable("registrations")
      .set(lodgingColumns(plan))
      .where("id", "=", registrationId)
      .execute();
  },
  update: (tx, plan, { registrationId }) => moveBooking(tx, registrationId, plan),
  async load(db, registrationId) {
    const row = await db
      .selectFrom("registrations")
      .select(["isHotel", "roomTypeId", "hotelStartDate", "hotelEndDate", "hotelPayType", "residentType"])
      .select("roommateName")
      .where("id", "=", registrationId)
      .executeTakeFirstOrThrow();
    const booked =
      row.isHotel === 1 &&
      row.roomTypeId !== null &&
      row.hotelStartDate &&
      row.hotelEndDate &&
      row.hotelPayType;
    return {
      hotel: booked
        ? {
            roomTypeId: row.roomTypeId as number,
            startDate: row.hotelStartDate as string,
            endDate: row.hotelEndDate as string,
            hotelPayType: row.hotelPayType as HotelPayType,
            residentType: row.residentType ?? ResidentType.single,
            roommateName: row.roommateName,
          }
        : null,
    };
  },
  /** A deleted registration gives every night back; its lodging stays on record. */
  async release(tx, registrationId) {
    const { stay } = await bookedStay(tx, registrationId, false);
    await changeNights(tx, stay, null);
  },
});
