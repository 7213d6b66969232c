/** Paper ids, attendance cards and English-only text (spec 000 §5, 002 §5). */

/** Trims and removes leading zeros: " 00123 " becomes "123". */
export function normalizePaperId(raw: string): string {
  return raw.trim().replace(/^0+/, "");
}

export function isValidPaperId(raw: string): boolean {
  return normalizePaperId(raw) !== "";
}

/** Attendance card numbers are exactly ten digits. */
export function isValidCardNumber(raw: string): boolean {
  return /^\d{10}$/.test(raw.trim());
}

const cjk = /[\u2E80-\u2FDF\u3000-\u303F\u3400-\u4DBF\u4E00-\u9FFF\uF900-\uFAFF\uFF00-\uFFEF]/;

/** English-only conferences (`isEn`) refuse Chinese characters and full-width punctuation. */
export function hasChineseText(value: string): boolean {
  return cjk.test(value);
}

/**
 * Characters no typed text needs and some attacks use: C0 and C1 controls (line breaks and tabs only in
 * multi-line text), bidirectional overrides and isolates, zero-width characters and the byte-order mark.
 */
const unsafeRanges: readonly (readonly [number, number])[] = [
  [0x00, 0x08],
  [0x0b, 0x0c],
  [0x0e, 0x1f],
  [0x7f, 0x9f],
  [0x061c, 0x061c],
  [0x200b, 0x200f],
  [0x202a, 0x202e],
  [0x2060, 0x2064],
  [0x2066, 0x2069],
  [0xfeff, 0xfeff],
];
const lineBreaks = /[\n\r\t]/;
const isUnsafe = (code: number) => unsafeRanges.some(([from, to]) => code >= from && code <= to);

export function isSafeText(value: string, options: { multiline?: boolean } = {}): boolean {
  for (const char of value) if (isUnsafe(char.codePointAt(0) ?? 0)) return false;
  return options.multiline === true || !lineBreaks.test(value);
}
