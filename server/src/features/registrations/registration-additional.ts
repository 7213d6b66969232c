import {
  type AdditionalInput,
  type AdditionalView,
  type ExtraAnswerView,
  estimatedHotelCost,
  type HotelBookingView,
  type MealType,
  splitChoices,
  type YesNo,
} from "@confreg/shared";
import type { Kysely } from "kysely";
import type { Database } from "#db/schema";
import { toExtraItem } from "#features/conferences";
import type { RegistrationRow } from "./registration.extras";

const text = (zh: string, en: string) => ({ zh, en });

async function bookingOf(db: Kysely<Database>, row: RegistrationRow): Promise<HotelBookingView | null> {
  if (row.isHotel !== 1 || row.roomTypeId === null) return null;
  const room = await db
    .selectFrom("roomTypes")
    .innerJoin("hotels", "hotels.id", "roomTypes.hotelId")
    .select([
      "roomTypes.nameZh as roomZh",
      "roomTypes.nameEn as roomEn",
      "roomTypes.pricePerNight",
      "hotels.nameZh as hotelZh",
      "hotels.nameEn as hotelEn",
    ])
    .where("roomTypes.id", "=", row.roomTypeId)
    .executeTakeFirst();
  if (!room) return null;
  return {
    hotel: text(room.hotelZh, room.hotelEn),
    roomType: text(room.roomZh, room.roomEn),
    startDate: row.hotelStartDate ?? "",
    endDate: row.hotelEndDate ?? "",
    nights: row.hotelNights,
    residentType: row.residentType,
    roommateName: row.roommateName,
    hotelPayType: row.hotelPayType,
    pricePerNight: room.pricePerNight,
    estimatedCost: estimatedHotelCost(room.pricePerNight, row.hotelNights) * Math.max(1, row.hotelNumber),
  };
}

/** The answers with their questions' words, in the questions' order; choices with their option labels. */
async function answersOf(db: Kysely<Database>, registrationId: number): Promise<ExtraAnswerView[]> {
  const rows = await db
    .selectFrom("extraAnswers")
    .innerJoin("extraItems", "extraItems.id", "extraAnswers.extraItemId")
    .selectAll("extraItems")
    .select("extraAnswers.value as answer")
    .where("extraAnswers.registrationId", "=", registrationId)
    .orderBy("extraItems.sortOrder")
    .orderBy("extraItems.id")
    .execute();
  return rows.map((row) => {
    const item = toExtraItem(row);
    const choices = item.options.length
      ? splitChoices(row.answer).flatMap((value) => item.options.find((o) => o.value === value)?.label ?? [])
      : [];
    return { itemId: item.id, title: item.title, type: item.type, value: row.answer, choices };
  });
}

/** registerDetail's additional-information card: the booked room, the answers, the named questions. */
export async function loadAdditionalView(
  db: Kysely<Database>,
  row: RegistrationRow,
): Promise<AdditionalView> {
  const [hotel, answers] = await Promise.all([bookingOf(db, row), answersOf(db, row.id)]);
  return { hotel, answers, ...additionalOf(row) };
}

/** The named questions' answers as the registration keeps them in its own columns. */
export function additionalOf(row: RegistrationRow): AdditionalInput {
  return {
    social: row.social as YesNo | "",
    allergens: row.allergens,
    isVisit: row.isVisit === null ? null : row.isVisit === 1,
    paperIds: row.paperIds,
    mealType: (row.mealType ?? null) as MealType | null,
    award: {
      title: row.awardTitle,
      firstName: row.awardFirstName,
      receiveName: row.awardReceiveName,
      receiveUnit: row.awardReceiveUnit,
      receiveEmail: row.awardReceiveEmail,
      receivePhone: row.awardReceivePhone,
    },
    travel: {
      arriveNumber: row.travelArriveNumber,
      arriveTime: row.travelArriveTime ?? "",
      arrivePlace: row.travelArrivePlace,
      departNumber: row.travelDepartNumber,
      departTime: row.travelDepartTime ?? "",
      departPlace: row.travelDepartPlace,
    },
  };
}
