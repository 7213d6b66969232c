import type { Locale } from "@confreg/shared";
import { formatZonedDateTime } from "#shell/zoned-time";

const intlLocale = (locale: Locale) => (locale === "zh" ? "zh-CN" : "en-GB");

/**
 * A moment from the API (UTC ISO-8601) on the conference's clock, its zone named when the viewer's
 * differs: 2026-05-01 14:30, or 2026-05-01 14:30 (GMT+8).
 */
export function formatDateTime(iso: string | null | undefined, locale: Locale, timeZone: string): string {
  return formatZonedDateTime(iso, timeZone, intlLocale(locale));
}

/** A day on the conference's calendar: 2026年5月1日 / 1 May 2026. */
export function formatDate(iso: string, locale: Locale, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return new Intl.DateTimeFormat(intlLocale(locale), {
    timeZone,
    year: "numeric",
    month: locale === "zh" ? "long" : "short",
    day: "numeric",
  }).format(date);
}
