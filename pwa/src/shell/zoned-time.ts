import { timeZoneOffsetMinutes } from "@confreg/shared";

/** The time zone of the device showing the page. */
export const viewerTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Whether the zone's clocks read differently from the viewer's at that moment. */
export function differsFromViewer(date: Date, timeZone: string): boolean {
  return timeZoneOffsetMinutes(date, timeZone) !== timeZoneOffsetMinutes(date, viewerTimeZone());
}

/** The zone's short name at that moment, as Intl writes it for the language ("GMT+8", "BST"). */
export function zoneShortName(date: Date, timeZone: string, intlLocale: string): string {
  const parts = new Intl.DateTimeFormat(intlLocale, { timeZone, timeZoneName: "short" }).formatToParts(date);
  return parts.find((part) => part.type === "timeZoneName")?.value ?? timeZone;
}

/**
 * A moment as "2026-05-01 14:30" on the conference's clock (DOMAIN.md §11), followed by the zone's
 * short name when the viewer's clock differs ("2026-05-01 14:30 (GMT+8)").
 */
export function formatZonedDateTime(iso: string | null | undefined, timeZone: string, intlLocale: string) {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? "";
  const text = `${get("year")}-${get("month")}-${get("day")} ${get("hour")}:${get("minute")}`;
  return differsFromViewer(date, timeZone) ? `${text} (${zoneShortName(date, timeZone, intlLocale)})` : text;
}
