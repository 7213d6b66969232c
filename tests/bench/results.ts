/** What `npm run bench` prints: measures with a ceiling, counts that must be exact, and plain figures. */
type Result = { name: string; value: number; unit: string; check: "max" | "exact" | "info"; target: number };

const results: Result[] = [];
const round = (value: number) => Math.round(value * 10) / 10;

/** A measure that must stay at or under its target (times, memory, error counts). */
export const record = (name: string, value: number, unit: string, target: number) =>
  results.push({ name, value: round(value), unit, check: "max", target });

/** A count that must come out exactly (places taken, requests refused). */
export const recordExact = (name: string, value: number, expected: number) =>
  results.push({ name, value, unit: "", check: "exact", target: expected });

/** A figure shown for comparison only: throughput, and the raw baselines beside it. */
export const recordInfo = (name: string, value: number, unit: string) =>
  results.push({ name, value: round(value), unit, check: "info", target: 0 });

const passed = (r: Result) =>
  r.check === "info" || (r.check === "exact" ? r.value === r.target : r.value <= r.target);

/** Prints the table; the number of targets missed. */
export function printResults(): number {
  console.table(
    results.map((r) => ({
      measure: r.name,
      value: `${r.value} ${r.unit}`.trim(),
      target: r.check === "max" ? `<= ${r.target} ${r.unit}` : r.check === "exact" ? `= ${r.target}` : "",
      ok: r.check === "info" ? "" : passed(r) ? "yes" : "NO",
    })),
  );
  return results.filter((r) => !passed(r)).length;
}
