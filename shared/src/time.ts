/** Offset of a time zone from UTC at an instant, in minutes (Asia/Shanghai: +480). */
export function timeZoneOffsetMinutes(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(
    get("year"),
    get("month") - 1,
    get("day"),
    get("hour"),
    get("minute"),
    get("second"),
  );
  return Math.round((asUtc - instant.getTime()) / 60_000);
}

/** The UTC instant at which a calendar day (YYYY-MM-DD) begins in a time zone. */
export function zonedDayStart(day: string, timeZone: string): Date {
  const [y = 1970, m = 1, d = 1] = day.split("-").map(Number);
  const guess = Date.UTC(y, m - 1, d);
  const offset = timeZoneOffsetMinutes(new Date(guess), timeZone);
  return new Date(guess - offset * 60_000);
}

/** [start, end) of a calendar day in a time zone, as ISO strings comparable with stored times. */
export function zonedDayRange(day: string, timeZone: string): [string, string] {
  const start = zonedDayStart(day, timeZone);
  const [y = 1970, m = 1, d = 1] = day.split("-").map(Number);
  const next = new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
  return [start.toISOString(), zonedDayStart(next, timeZone).toISOString()];
}

/** [start, end) of a calendar year in a time zone. */
export function zonedYearRange(year: number, timeZone: string): [string, string] {
  return [
    zonedDayStart(`${year}-01-01`, timeZone).toISOString(),
    zonedDayStart(`${year + 1}-01-01`, timeZone).toISOString(),
  ];
}

export const defaultTimeZone = "Asia/Shanghai";
