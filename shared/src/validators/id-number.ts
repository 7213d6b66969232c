/** Mainland resident ID numbers, GB 11643-1999: 17 digits, then a check character (0-9 or X). */

const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const checkChars = "10X98765432";

/** Trims, drops inner spaces and upper-cases a trailing x, as scanners and people type it. */
export function normalizeIdNumber(raw: string): string {
  return raw.replace(/\s+/g, "").toUpperCase();
}

/** The check character for the first 17 digits. */
export function idNumberCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * (weights[i] ?? 0);
  return checkChars[sum % 11] ?? "";
}

/** The birth date an ID number encodes, or null when it is not a real date (or lies in the future). */
export function idNumberBirthDate(id: string, today = new Date()): string | null {
  const year = Number(id.slice(6, 10));
  const month = Number(id.slice(10, 12));
  const day = Number(id.slice(12, 14));
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  if (!real || year < 1900 || date.getTime() > today.getTime()) return null;
  return `${id.slice(6, 10)}-${id.slice(10, 12)}-${id.slice(12, 14)}`;
}

/** True for an 18-character ID number with a real birth date and a correct check character. */
export function isValidIdNumber(raw: string, today = new Date()): boolean {
  const id = normalizeIdNumber(raw);
  if (!/^[1-9]\d{16}[\dX]$/.test(id)) return false;
  if (idNumberBirthDate(id, today) === null) return false;
  return idNumberCheckChar(id.slice(0, 17)) === id[17];
}

/** A scan that looks like an ID number (18 characters), whether or not its checksum is right. */
export function looksLikeIdNumber(raw: string): boolean {
  return /^\d{17}[\dXx]$/.test(raw.trim());
}

/** Shows region and last four: 110101********123X. */
export function maskIdNumber(raw: string): string {
  const id = normalizeIdNumber(raw);
  if (id.length <= 10) return "*".repeat(id.length);
  return id.slice(0, 6) + "*".repeat(id.length - 10) + id.slice(-4);
}
