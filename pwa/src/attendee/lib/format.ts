import type { Locale } from "@confreg/shared";

const intlLocale = (locale: Locale) => (locale === "zh" ? "zh-CN" : "en-GB");

/** A moment from the API (UTC ISO-8601) shown in the conference's time zone: 2026-05-01 14:30. */
export function formatDateTime(iso: string | null | undefined, locale: Locale, timeZone: string): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return new Intl.DateTimeFormat(intlLocale(locale), {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hour12: false,
  }).format(date);
}

/** A day: 2026年5月1日 / 1 May 2026. */
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
