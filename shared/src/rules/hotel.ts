import { ResidentType } from "../enums";
import type { ConferenceSettings, InvitationCode } from "../schemas/conference";
import type { HotelWindow } from "../schemas/hotel-window";
import type { HotelInput } from "../schemas/registration-blocks";
import { validationIds as v } from "../validation";
import type { FieldIssue } from "./field-issue";

export type HotelRuleContext = {
  settings: Pick<ConferenceSettings, "isHotel" | "hotelAlwaysShown" | "hotelWindow">;
  invitation?: Pick<InvitationCode, "showsHotel"> | null;
  /** The room types the conference offers (of its hotels that are not deleted). */
  roomTypes: readonly { id: number }[];
};

/** The hotel block is shown on hotel conferences, where it is always shown, or for a code that opens it. */
export function hotelShown(
  settings: Pick<ConferenceSettings, "isHotel" | "hotelAlwaysShown">,
  invitation?: HotelRuleContext["invitation"],
): boolean {
  return settings.isHotel || settings.hotelAlwaysShown || (invitation?.showsHotel ?? false);
}

const dayMs = 86_400_000;

/** Nights from check-in to check-out (YYYY-MM-DD): the ceiling of the day difference (spec 000 §4). */
export function hotelNights(startDate: string, endDate: string): number {
  return Math.ceil((Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / dayMs);
}

/** The longest stay one booking may take (each night takes a room of its own). */
export const maxHotelNights = 30;

const nextDay = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + dayMs).toISOString().slice(0, 10);

/**
 * The nights of a stay, each named by its date (the check-in day of that night): 2027-05-10 to 2027-05-13
 * is 10, 11 and 12 May. Room stock is counted per night. Empty when check-out is not after
 * check-in. Callers pass checked dates: a booking (`hotelIssues`) or a hotel window (`hotelWindow`).
 */
export function stayNights(startDate: string, endDate: string): string[] {
  const nights: string[] = [];
  for (let night = startDate; night < endDate; night = nextDay(night)) nights.push(night);
  return nights;
}

/** The nights a hotel window offers: `from` up to the night before `to`. */
export const windowNights = (window: HotelWindow): string[] => stayNights(window.from, window.to);

/** Check-in on or after the window's first day, check-out on or before its last (none: any dates). */
function windowIssues(window: HotelWindow | null, hotel: HotelInput): FieldIssue[] {
  if (!window) return [];
  const params = { from: window.from, to: window.to };
  const issues: FieldIssue[] = [];
  if (hotel.startDate < window.from || hotel.startDate >= window.to)
    issues.push({ path: "hotel.startDate", code: v.hotelWindow, params });
  if (hotel.endDate > window.to || hotel.endDate <= window.from)
    issues.push({ path: "hotel.endDate", code: v.hotelWindow, params });
  return issues;
}

/** What the form shows: price x nights, settled at the hotel, never part of the fee (DOMAIN.md §3). */
export function estimatedHotelCost(pricePerNight: number, nights: number): number {
  return pricePerNight * Math.max(0, nights);
}

/**
 * A booking (spec 000 §5): offered here, a room type of the conference, at least one night and at
 * most `maxHotelNights`, inside the conference's hotel window, and a roommate's name for a shared room.
 * Whether a room is left each night is decided when the server takes them.
 */
export function hotelIssues(context: HotelRuleContext, hotel: HotelInput | null): FieldIssue[] {
  if (!hotel) return [];
  if (!hotelShown(context.settings, context.invitation)) return [{ path: "hotel", code: v.hotelUnavailable }];
  const issues: FieldIssue[] = [];
  if (!context.roomTypes.some((room) => room.id === hotel.roomTypeId)) {
    issues.push({ path: "hotel.roomTypeId", code: v.roomTypeUnavailable });
  }
  const nights = hotelNights(hotel.startDate, hotel.endDate);
  if (nights < 1) issues.push({ path: "hotel.endDate", code: v.hotelDates });
  else if (nights > maxHotelNights)
    issues.push({ path: "hotel.endDate", code: v.hotelStayTooLong, params: { max: maxHotelNights } });
  issues.push(...windowIssues(context.settings.hotelWindow, hotel));
  if (hotel.residentType === ResidentType.shared && hotel.roommateName === "") {
    issues.push({ path: "hotel.roommateName", code: v.roommateRequired });
  }
  return issues;
}
