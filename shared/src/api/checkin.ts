import { z } from "zod";
import { id, int, isoDateTime, requiredText } from "../schemas/common";
import { validationIds as v } from "../validation";
import { kioskCheckinRecord } from "./kiosk";

/* Check-in in the back office (DOMAIN.md §8, spec 002 "Sign-in"): points, confirm sign-in, card numbers. */

/** An attendance card number (spec 002 §5): exactly ten digits, trimmed. */
export const attendanceCardNumber = z
  .string({ error: v.cardNumber })
  .trim()
  .regex(/^\d{10}$/, { error: v.cardNumber });

/** saveCardNumber: the number on the person's attendance card (conferences with `isCard`). */
export const cardNumberInput = z.object({ cardNumber: attendanceCardNumber });
export type CardNumberInput = z.input<typeof cardNumberInput>;
export const cardNumberResult = z.object({ cardNumber: z.string() });

/**
 * confirmSign: the person signs in at the conference's main point. With cards, the number typed in the
 * panel is saved first, in the same step (spec 002: "The card number is saved before sign-in").
 */
export const confirmSignInInput = z.object({ cardNumber: attendanceCardNumber.optional() });
export type ConfirmSignInInput = z.input<typeof confirmSignInInput>;
export const confirmSignInResult = z.object({
  isSignIn: z.literal(true),
  signInTime: isoDateTime,
  cardNumber: z.string(),
  checkin: kioskCheckinRecord,
});
export type ConfirmSignInResult = z.infer<typeof confirmSignInResult>;

/** A check-in point of a conference; the main one is the spec's sign-in. */
export const checkinPoint = z.object({
  id,
  name: z.object({ zh: z.string(), en: z.string() }),
  isMain: z.boolean(),
  sortOrder: z.number().int(),
  /** People checked in here: a point with check-ins can be renamed, not deleted. */
  checkins: z.number().int(),
  /** Kiosks (not revoked) recording here. */
  kiosks: z.number().int(),
});
export type CheckinPoint = z.infer<typeof checkinPoint>;

export const checkinPointInput = z.object({
  name: z.object({ zh: requiredText(40), en: requiredText(60) }),
  sortOrder: int().min(0, { error: v.invalid }).default(0),
});
export type CheckinPointInput = z.input<typeof checkinPointInput>;

/** Arrivals in one quarter of an hour, from `from` (UTC ISO). */
export const arrivalBucket = z.object({ from: isoDateTime, count: z.number().int() });

/** The live board of one point: how many of those who may check in have, repeats, today's arrivals. */
export const checkinBoardPoint = z.object({
  id,
  name: z.object({ zh: z.string(), en: z.string() }),
  isMain: z.boolean(),
  /** Eligible registrations checked in here. */
  checkedIn: z.number().int(),
  /** Scans of people already checked in here. */
  repeats: z.number().int(),
  /** Today's first check-ins per 15 minutes, only quarters with arrivals, in time order. */
  arrivals: z.array(arrivalBucket),
});

export const checkinBoard = z.object({
  /** Today in the conference's time zone (YYYY-MM-DD) and the zone, for the arrival chart. */
  date: z.string(),
  timezone: z.string(),
  /** Registrations that may check in now (live, paid or nothing to pay). */
  eligible: z.number().int(),
  points: z.array(checkinBoardPoint),
});
export type CheckinBoard = z.infer<typeof checkinBoard>;
