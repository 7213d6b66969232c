const quarterMs = 15 * 60_000;

/** One bar of the arrivals chart: a quarter of an hour on the conference's clock and who arrived in it. */
export type ArrivalBar = { from: string; label: string; until: string; count: number };

/** A moment as "HH:mm" (or "HH:mm:ss") on the clock of a time zone. */
export function clockIn(at: Date | string | number, timeZone: string, seconds = false): string {
  return new Intl.DateTimeFormat("en-GB", {
    timeZone,
    hour: "2-digit",
    minute: "2-digit",
    ...(seconds ? { second: "2-digit" } : {}),
    hourCycle: "h23",
  }).format(new Date(at));
}

/**
 * Today's arrivals (the board sends only quarters with someone in them) as consecutive quarters, from the
 * first arrival to the current quarter, so quiet quarters show as gaps rather than vanish. Every zone's
 * offset is a whole number of quarters, so UTC quarters are the zone's quarters too.
 */
export function arrivalSeries(
  arrivals: readonly { from: string; count: number }[],
  timeZone: string,
  now: number,
): ArrivalBar[] {
  if (arrivals.length === 0) return [];
  const counts = new Map(arrivals.map((a) => [Date.parse(a.from), a.count]));
  const first = Math.min(...counts.keys());
  const last = Math.max(...counts.keys());
  // A board fetched just before midnight may list quarters later than "now" elsewhere: never stop before them.
  const end = Math.max(last, Math.floor(now / quarterMs) * quarterMs);
  // Within one day: 96 quarters at most, whatever the clocks say.
  const stop = Math.min(end, first + 95 * quarterMs);
  const bars: ArrivalBar[] = [];
  for (let at = first; at <= stop; at += quarterMs) {
    bars.push({
      from: new Date(at).toISOString(),
      label: clockIn(at, timeZone),
      until: clockIn(at + quarterMs, timeZone),
      count: counts.get(at) ?? 0,
    });
  }
  return bars;
}
