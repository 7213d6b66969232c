import { type Currency, formatMoney, type Locale } from "@confreg/shared";

/**
 * A date and time for people, in the given time zone (the conference's) when it is a valid one.
 * `seconds: false` for times people read (check-in), true where they watch it move (last sync).
 */
export function formatDateTime(iso: string, locale: Locale, timeZone?: string, seconds = true): string {
  const options: Intl.DateTimeFormatOptions = {
    dateStyle: "medium",
    timeStyle: seconds ? "medium" : "short",
  };
  const tag = locale === "zh" ? "zh-CN" : "en-GB";
  try {
    return new Intl.DateTimeFormat(tag, timeZone ? { ...options, timeZone } : options).format(new Date(iso));
  } catch {
    return new Intl.DateTimeFormat(tag, options).format(new Date(iso));
  }
}

export function formatCount(count: number, locale: Locale): string {
  return new Intl.NumberFormat(locale === "zh" ? "zh-CN" : "en-GB").format(count);
}

/** Today's times without the date (the status bar's last sync), other days with it. */
export function formatRecent(iso: string, locale: Locale, now = new Date()): string {
  const date = new Date(iso);
  if (date.toDateString() !== now.toDateString()) return formatDateTime(iso, locale);
  return new Intl.DateTimeFormat(locale === "zh" ? "zh-CN" : "en-GB", { timeStyle: "medium" }).format(date);
}

/** Cents of a currency as people read them; a currency code this kiosk does not know still shows its amount. */
export function formatAmount(cents: number, currency: string, locale: Locale): string {
  try {
    return formatMoney(cents, currency as Currency, locale);
  } catch {
    return `${(cents / 100).toFixed(2)} ${currency}`;
  }
}

/** A time people read at the desk: "09:12" today (in the conference's zone), with the date on other days. */
export function formatClock(iso: string, locale: Locale, timeZone?: string, now = new Date()): string {
  const tag = locale === "zh" ? "zh-CN" : "en-GB";
  const zone = (options: Intl.DateTimeFormatOptions) => {
    try {
      return new Intl.DateTimeFormat(tag, timeZone ? { ...options, timeZone } : options);
    } catch {
      return new Intl.DateTimeFormat(tag, options);
    }
  };
  const day = zone({ dateStyle: "short" });
  if (day.format(new Date(iso)) !== day.format(now)) return formatDateTime(iso, locale, timeZone, false);
  return zone({ timeStyle: "short" }).format(new Date(iso));
}
