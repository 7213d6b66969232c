/**
 * Dates as the documents print them, in a named time zone: invoices in China's (the society's tax
 * office's calendar decides the invoice date and year), payment receipts in the conference's.
 */
export const invoiceTimeZone = "Asia/Shanghai";

function parts(at: Date, timeZone: string): Record<string, string> {
  const format = new Intl.DateTimeFormat("en-US", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  return Object.fromEntries(format.formatToParts(at).map((p) => [p.type, p.value]));
}

/** "2026-03-10" */
export function isoDate(at: Date, timeZone = invoiceTimeZone): string {
  const p = parts(at, timeZone);
  return `${p.year}-${p.month}-${p.day}`;
}

/** "2026年03月10日" */
export function chineseDate(at: Date, timeZone = invoiceTimeZone): string {
  const p = parts(at, timeZone);
  return `${p.year}年${p.month}月${p.day}日`;
}

/** "2026-03-10 16:05" */
export function dateTime(at: Date, timeZone: string): string {
  const p = parts(at, timeZone);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}

/** The calendar year of `at` in China: an invoice number's year. */
export const invoiceYear = (at: Date) => Number(parts(at, invoiceTimeZone).year);

/** "10 March 2026" */
export const englishDate = (at: Date, timeZone = invoiceTimeZone) =>
  new Intl.DateTimeFormat("en-GB", { timeZone, day: "numeric", month: "long", year: "numeric" }).format(at);
