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
