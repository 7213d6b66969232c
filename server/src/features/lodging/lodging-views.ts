import {
  AppError,
  type HotelPayType,
  type LodgingListQuery,
  type LodgingPage,
  type LodgingRooms,
  lodgingList,
  pageOf,
  type ResidentType,
} from "@confreg/shared";
import type { Kysely } from "kysely";
import { listConferencesInScope } from "#db/conference-scope";
import type { Database } from "#db/schema";
import type { RegistrationRow } from "#db/tables/registrations";
import { hotelsView, requireConference, settingsOf } from "#features/conferences";
import { registrationRowsPage, toAdminRow } from "#features/registrations";
import type { AppDeps } from "#http/env";

type Ref = { id: number; title: { zh: string; en: string } };

/**
 * The conferences whose lodging and transport the back office shows (their `lodgingEnabled`): in the
 * all-conferences scope those of them, in a conference's scope that one, or LODGING_LIST_OFF.
 */
export async function lodgingConferences(deps: AppDeps, scope: number | null): Promise<number[]> {
  const conferences = await listConferencesInScope(deps.db, scope);
  const shown = conferences.filter((conference) => settingsOf(conference).lodgingEnabled);
  if (scope !== null && !shown.length) throw new AppError("LODGING_LIST_OFF");
  return shown.map((conference) => conference.id);
}

/** The names of the hotels and room types a page's rows booked, by id. */
async function lodgingNames(db: Kysely<Database>, rows: RegistrationRow[]) {
  const ids = (pick: (row: RegistrationRow) => number | null) => [
    ...new Set(rows.map(pick).filter((id): id is number => id !== null)),
  ];
  const hotelIds = ids((r) => r.hotelId);
  const roomTypeIds = ids((r) => r.roomTypeId);
  const [hotels, roomTypes] = await Promise.all([
    hotelIds.length
      ? db.selectFrom("hotels").select(["id", "nameZh", "nameEn"]).where("id", "in", hotelIds).execute()
      : [],
    roomTypeIds.length
      ? db.selectFrom("roomTypes").select(["id", "nameZh", "nameEn"]).where("id", "in", roomTypeIds).execute()
      : [],
  ]);
  const byId = (list: { id: number; nameZh: string; nameEn: string }[]) =>
    new Map<number, Ref>(list.map((r) => [r.id, { id: r.id, title: { zh: r.nameZh, en: r.nameEn } }]));
  return { hotels: byId(hotels), roomTypes: byId(roomTypes) };
}

/**
 * A page of the lodging and transport list (hotelTranslist): the registrations of the scope by the lodging
 * list's filters, each with its booking (hotel and room type named) and its arrival and departure.
 */
export async function lodgingListPage(
  deps: AppDeps,
  scope: number | null,
  query: LodgingListQuery,
): Promise<LodgingPage> {
  const conferenceIds = await lodgingConferences(deps, scope);
  const { rows, extras, total, cursors } = await registrationRowsPage(
    deps,
    scope,
    query,
    lodgingList,
    conferenceIds,
  );
  const names = await lodgingNames(deps.db, rows);
  const refOf = (map: Map<number, Ref>, id: number | null) => (id === null ? null : (map.get(id) ?? null));
  const items = rows.map((row) => ({
    ...toAdminRow(row, extras, deps.pii),
    isHotel: row.isHotel === 1,
    hotel: refOf(names.hotels, row.hotelId),
    roomType: refOf(names.roomTypes, row.roomTypeId),
    hotelPayType: (row.hotelPayType ?? null) as HotelPayType | null,
    hotelStartDate: row.hotelStartDate,
    hotelEndDate: row.hotelEndDate,
    hotelNights: row.hotelNights,
    residentType: (row.residentType ?? null) as ResidentType | null,
    roommateName: row.roommateName,
    travelArriveNumber: row.travelArriveNumber,
    travelArriveTime: row.travelArriveTime,
    travelArrivePlace: row.travelArrivePlace,
    travelDepartNumber: row.travelDepartNumber,
    travelDepartTime: row.travelDepartTime,
    travelDepartPlace: row.travelDepartPlace,
  }));
  return { ...pageOf(items, query, total), cursors };
}

/**
 * Rooms left per hotel, room type and night of one conference (the attendee form's own count, read from
 * the per-night stock: never below 0); none in the all-conferences scope, which has no one set of hotels.
 */
export async function lodgingRooms(deps: AppDeps, scope: number | null): Promise<LodgingRooms> {
  if (scope === null) return { hotels: [] };
  await lodgingConferences(deps, scope);
  const conference = await requireConference(deps.db, scope);
  return { hotels: await hotelsView(deps.db, scope, conference.settings.hotelWindow) };
}
