import { z } from "zod";
import { adminRegistrationDetail } from "./admin";
import { badgeRow } from "./badges";

/**
 * The check-in list's detail panel (spec 002 §6, check-only mode): the registration as the detail dialog
 * shows it, whether its conference uses attendance cards (the card number is saved there), and its print
 * row: what its badge prints, how often it was printed, and its signed check-in QR code (the 150 × 150
 * code the panel shows).
 */
export const checkinDetail = adminRegistrationDetail.extend({
  isCard: z.boolean(),
  badge: badgeRow,
});
export type CheckinDetail = z.infer<typeof checkinDetail>;

/**
 * An ID-number scan at the check-in list (spec 002 §5, §9): exactly 18 digits, the last one possibly the
 * checksum's X (DOMAIN.md §8).
 */
export const isIdScan = (keyword: string) => /^\d{17}[\dXx]$/.test(keyword.trim());
