/** One formatter per zone: making one costs far more than using it (an export formats thousands of times). */
const clockFormats = new Map<string, Intl.DateTimeFormat>();
function clockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = clockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    clockFormats.set(timeZone, format);
  }
  return format;
}

/** The calendar and clock fields of an instant on a time zone's clock. */
function clockOf(instant: Date, timeZone: string) {
  const parts = clockFormat(timeZone).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: get("year"),
    month: get("month"),
    day: get("day"),
    hour: get("hour"),
    minute: get("minute"),
    second: get("second"),
  };
}

/** Offset of a time zone from UTC at an instant, in minutes (Asia/Shanghai: +480). */
export function timeZoneOffsetMinutes(instant: Date, timeZone: string): number {
  const c = clockOf(instant, timeZone);
  const asUtc = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);
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

/** An IANA time zone name the runtime knows ("Asia/Shanghai", "UTC"); offsets such as "+08:00" are not zones. */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const dayMs = 86_400_000;
/** The fast path's range: 1970 to 9000 (four-digit years, whole-second offsets). */
const lastFastMs = Date.UTC(9000, 0, 1);

/** How far a zone's clock is ahead of UTC at an instant, in milliseconds (whole seconds, as the clock shows). */
function clockOffsetMs(ms: number, timeZone: string): number {
  const c = clockOf(new Date(ms), timeZone);
  return Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second) - Math.floor(ms / 1000) * 1000;
}

/**
 * A zone's offset through one UTC day, or null on a day it changes (a daylight-saving jump): read at the
 * day's first and last second, once per zone and day, since asking the zone's clock is what costs.
 */
const dayOffsets = new Map<string, Map<number, number | null>>();
function dayOffset(day: number, timeZone: string): number | null {
  const offsets = dayOffsets.get(timeZone) ?? new Map<number, number | null>();
  if (offsets.size > 20_000) offsets.clear();
  dayOffsets.set(timeZone, offsets);
  let offset = offsets.get(day);
  if (offset === undefined) {
    const first = clockOffsetMs(day * dayMs, timeZone);
    offset = first === clockOffsetMs((day + 1) * dayMs - 1000, timeZone) ? first : null;
    offsets.set(day, offset);
  }
  return offset;
}

/** "YYYY-MM-DD HH:mm:ss" of a moment on a zone's clock (what the conference editor shows and edits). */
export function wallTimeIn(iso: string, timeZone: string): string {
  const ms = Date.parse(iso);
  // An export formats hundreds of thousands of times: the day's offset added to the instant is the clock.
  const offset = ms >= 0 && ms < lastFastMs ? dayOffset(Math.floor(ms / dayMs), timeZone) : null;
  if (offset !== null)
    return new Date(Math.floor(ms / 1000) * 1000 + offset).toISOString().slice(0, 19).replace("T", " ");
  const c = clockOf(new Date(iso), timeZone);
  const two = (n: number) => String(n).padStart(2, "0");
  return `${c.year}-${two(c.month)}-${two(c.day)} ${two(c.hour)}:${two(c.minute)}:${two(c.second)}`;
}

/**
 * The UTC instant (ISO-8601) of a wall-clock time ("YYYY-MM-DD HH:mm:ss") on a zone's clock (a time a
 * daylight-saving jump skips gets a moment next to the jump).
 */
export function zonedWallTimeToIso(wall: string, timeZone: string): string {
  const [day = "1970-01-01", time = "00:00:00"] = wall.trim().split(/[ T]/);
  const [y = 1970, m = 1, d = 1] = day.split("-").map(Number);
  const [h = 0, mi = 0, s = 0] = time.split(":").map(Number);
  const asUtc = Date.UTC(y, m - 1, d, h, mi, s);
  const first = asUtc - timeZoneOffsetMinutes(new Date(asUtc), timeZone) * 60_000;
  const second = asUtc - timeZoneOffsetMinutes(new Date(first), timeZone) * 60_000;
  return new Date(second).toISOString();
}

/** A calendar day (YYYY-MM-DD) moved by whole days. */
export function addDays(day: string, days: number): string {
  const [y = 1970, m = 1, d = 1] = day.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}
