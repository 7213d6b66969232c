import { type AdminRegistrationDetail, adminRegistrationDetail } from "./admin";

/**
 * The check-in list's detail panel (spec 002 §6, check-only mode): the same registration detail as the
 * registration list's panel (its card switch, badge row and QR code included), read with check-in rights.
 */
export const checkinDetail = adminRegistrationDetail;
export type CheckinDetail = AdminRegistrationDetail;

/**
 * An ID-number scan at the check-in list (spec 002 §5, §9): exactly 18 digits, the last one possibly the
 * checksum's X (DOMAIN.md §8).
 */
export const isIdScan = (keyword: string) => /^\d{17}[\dXx]$/.test(keyword.trim());
