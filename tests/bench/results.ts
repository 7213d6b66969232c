/**
 * What `npm run bench` prints. Every speed or memory target is a ratio: the product's figure measured beside
 * a raw baseline of the same work in the same run (raw-server.ts), so the target holds on any machine.
 * Counts that must come out exactly (places taken, requests refused) are checked as they are.
 */
type Result =
  | { kind: "ratio"; name: string; value: number; baseline: number; unit: string; maxRatio: number }
  | { kind: "exact"; name: string; value: number; expected: number };

const results: Result[] = [];
const round = (value: number) => Math.round(value * 10) / 10;
const ratioOf = (r: Extract<Result, { kind: "ratio" }>) => r.value / Math.max(r.baseline, 1e-6);

/** A figure (time, memory) that must stay within `maxRatio` times its raw baseline. */
export const recordRatio = (name: string, value: number, baseline: number, unit: string, maxRatio: number) =>
  results.push({ kind: "ratio", name, value, baseline, unit, maxRatio });

/** A count that must come out exactly. */
export const recordExact = (name: string, value: number, expected: number) =>
  results.push({ kind: "exact", name, value, expected });

const passed = (r: Result) => (r.kind === "exact" ? r.value === r.expected : ratioOf(r) <= r.maxRatio);

/** Prints the table; the number of targets missed. */
export function printResults(): number {
  console.table(
    results
      .map((r) =>
        r.kind === "exact"
          ? { measure: r.name, value: r.value, baseline: "", ratio: "", target: `= ${r.expected}` }
          : {
              measure: r.name,
              value: `${round(r.value)} ${r.unit}`,
              baseline: `${round(r.baseline)} ${r.unit}`,
              ratio: `${round(ratioOf(r))}×`,
              target: `<= ${r.maxRatio}×`,
            },
      )
      .map((row, i) => ({ ...row, ok: passed(results[i] as Result) ? "yes" : "NO" })),
  );
  return results.filter((r) => !passed(r)).length;
}
