import type { HotelWindow } from "../schemas/hotel-window";
import { stayNights } from "./hotel";

const dayMs = 86_400_000;
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);

/** A room type as the form knows it: stock, rooms left overall, and rooms left night by night. */
export type StayRoom = {
  stock: number;
  remaining: number;
  nights: readonly { date: string; remaining: number }[];
};

/**
 * Rooms of a type left for a stay: the fewest left on any of its nights (a night not listed has the whole
 * stock left). Without both dates, what a stay over every listed night could get (`remaining`).
 */
export function roomsLeftForStay(room: StayRoom, startDate: string, endDate: string): number {
  if (!startDate || !endDate || endDate <= startDate) return room.remaining;
  const left = stayNights(startDate, endDate).map(
    (night) => room.nights.find((n) => n.date === night)?.remaining ?? room.stock,
  );
  return Math.max(0, Math.min(...left));
}

export type DayRange = { min: string; max: string };

/**
 * The days the form's pickers offer: inside the conference's hotel window when it has one;
 * otherwise from today to the end of the year the registration closes in (spec 000 §9 offered the
 * current year). Check-out is at least a night after check-in.
 */
export function hotelDateRanges(
  window: HotelWindow | null,
  today: string,
  closingDay: string,
  startDate: string,
): { checkIn: DayRange; checkOut: DayRange } {
  const from = window?.from ?? today;
  const to = window?.to ?? `${(closingDay > today ? closingDay : today).slice(0, 4)}-12-31`;
  const earliestOut = startDate && startDate >= from ? addDays(startDate, 1) : addDays(from, 1);
  return {
    checkIn: { min: from, max: addDays(to, -1) },
    checkOut: { min: earliestOut < to ? earliestOut : to, max: to },
  };
}
