/** E-mail and phone rules (spec 000 §5, 001 §5). */

/** Local part of letters, digits, dot, dash, underscore (and +); a domain whose last part has 2+ letters. */
export const emailPattern = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

export function normalizeEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

export function isValidEmail(raw: string): boolean {
  return emailPattern.test(normalizeEmail(raw));
}

/** Trims, drops spaces and dashes, and writes a leading + as 00 (international prefix). */
export function normalizePhone(raw: string): string {
  return raw
    .trim()
    .replace(/[\s-]+/g, "")
    .replace(/^\+/, "00");
}

export type PhoneIssue = "phone" | "phoneMainland" | "phoneInternational";

/**
 * What is wrong with a phone number (DOMAIN.md §7), or null: after normalising, digits only, and either a
 * mainland mobile (11 digits, 1[3-9]...) or an international number written with 00 and its country code
 * (8 to 17 digits in all). The answer names the rule that failed, so the message can say which.
 */
export function phoneIssue(raw: string): PhoneIssue | null {
  const phone = normalizePhone(raw);
  if (!/^\d+$/.test(phone)) return "phone";
  if (phone.startsWith("00")) return /^00[1-9]\d{5,14}$/.test(phone) ? null : "phoneInternational";
  return /^1[3-9]\d{9}$/.test(phone) ? null : "phoneMainland";
}

export function isValidPhone(raw: string): boolean {
  return phoneIssue(raw) === null;
}

/** Shows the first three and last four digits: 138****5678. */
export function maskPhone(raw: string): string {
  const phone = normalizePhone(raw);
  if (phone.length <= 7) return phone.slice(0, 1) + "*".repeat(Math.max(phone.length - 1, 0));
  return phone.slice(0, 3) + "*".repeat(phone.length - 7) + phone.slice(-4);
}

/** Whether an entered sign-in name is an e-mail address (otherwise it is a phone number). */
export function isEmailLogin(login: string): boolean {
  return login.includes("@");
}
