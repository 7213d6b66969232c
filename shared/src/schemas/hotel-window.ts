import { z } from "zod";
import { hotelNights } from "../rules/hotel";
import { validationIds as v } from "../validation";

/** A calendar day, YYYY-MM-DD: hotel dates and nights carry no time or zone. */
export const calendarDay = z.iso.date({ error: v.date });

/** A window is at most a year long: the attendee's form lists its nights. */
export const maxWindowDays = 366;

/**
 * The period a conference's hotels take bookings for (the conference setting `hotelWindow`):
 * check-in on or after `from`, check-out on or before `to`, so the nights offered are `from` up to the
 * night before `to`. A conference without one (null) takes any stay of at least one night, up to
 * `maxHotelNights` (rules/hotel.ts), and its form asks for dates freely.
 */
export const hotelWindow = z
  .object({ from: calendarDay, to: calendarDay })
  .refine((window) => window.from < window.to && hotelNights(window.from, window.to) <= maxWindowDays, {
    error: v.hotelWindowOrder,
    path: ["to"],
  });
export type HotelWindow = z.infer<typeof hotelWindow>;
