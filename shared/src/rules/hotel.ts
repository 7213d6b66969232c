import { ResidentType } from "../enums";
import type { ConferenceSettings, InvitationCode } from "../schemas/conference";
import type { HotelInput } from "../schemas/registration-blocks";
import { validationIds as v } from "../validation";
import type { FieldIssue } from "./field-issue";

export type HotelRuleContext = {
  settings: Pick<ConferenceSettings, "isHotel" | "hotelAlwaysShown">;
  invitation?: Pick<InvitationCode, "showsHotel"> | null;
  /** The room types the conference offers (of its hotels that are not deleted). */
  roomTypes: readonly { id: number }[];
};

/** The hotel block is shown on hotel conferences, where it is always shown, or for a code that opens it. */
export function hotelShown(
  settings: HotelRuleContext["settings"],
  invitation?: HotelRuleContext["invitation"],
): boolean {
  return settings.isHotel || settings.hotelAlwaysShown || (invitation?.showsHotel ?? false);
}

const dayMs = 86_400_000;

/** Nights from check-in to check-out (YYYY-MM-DD): the ceiling of the day difference (spec 000 §4). */
export function hotelNights(startDate: string, endDate: string): number {
  return Math.ceil((Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / dayMs);
}

/** What the form shows: price x nights, settled at the hotel, never part of the fee (DOMAIN.md §3). */
export function estimatedHotelCost(pricePerNight: number, nights: number): number {
  return pricePerNight * Math.max(0, nights);
}

/**
 * A booking (spec 000 §5): offered here, a room type of the conference, at least one night, and a
 * roommate's name for a shared room. Whether a room is left is decided when the server takes it.
 */
export function hotelIssues(context: HotelRuleContext, hotel: HotelInput | null): FieldIssue[] {
  if (!hotel) return [];
  if (!hotelShown(context.settings, context.invitation)) return [{ path: "hotel", code: v.hotelUnavailable }];
  const issues: FieldIssue[] = [];
  if (!context.roomTypes.some((room) => room.id === hotel.roomTypeId)) {
    issues.push({ path: "hotel.roomTypeId", code: v.roomTypeUnavailable });
  }
  if (hotelNights(hotel.startDate, hotel.endDate) < 1)
    issues.push({ path: "hotel.endDate", code: v.hotelDates });
  if (hotel.residentType === ResidentType.shared && hotel.roommateName === "") {
    issues.push({ path: "hotel.roommateName", code: v.roommateRequired });
  }
  return issues;
}
