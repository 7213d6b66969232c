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

/** Digits only, after normalising; 5 to 20 of them. */
export function isValidPhone(raw: string): boolean {
  return /^\d{5,20}$/.test(normalizePhone(raw));
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
