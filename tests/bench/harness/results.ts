/**
 * What `npm run bench` prints: each figure the product's median beside the median of a raw baseline of the
 * same work in the same run, their ratio, and the target. The bench reports; a figure that misses its
 * target never fails the run (machines are noisy). Checks of correctness (places oversold, requests
 * failed) are exact and do fail it.
 */
import { writeFileSync } from "node:fs";

/** Lower is better for times, sizes and memory; higher for throughput. */
export type Direction = "lower" | "higher";

type Figure = {
  kind: "figure";
  name: string;
  unit: string;
  app: number;
  /** The raw baseline's median; null for a figure reported alone (say why in the name). */
  baseline: number | null;
  better: Direction;
  /** The target: a ratio to the baseline, an absolute bound, or both. */
  maxRatio?: number;
  bound?: number;
};

type Check = { kind: "check"; name: string; value: number; expected: number };

type Result = Figure | Check;

const results: Result[] = [];

export const median = (values: readonly number[]): number => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

export const percentile = (values: readonly number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};

/** `runs` results of `work`, one after the other. */
export async function repeat<T>(runs: number, work: (run: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let run = 0; run < runs; run++) out.push(await work(run));
  return out;
}

/** Milliseconds `work` took, and what it returned. */
export async function timed<T>(work: () => Promise<T>): Promise<[number, T]> {
  const started = performance.now();
  const value = await work();
  return [performance.now() - started, value];
}

/** The ratio of the app's figure to its baseline, oriented so that above 1 means the app is slower. */
const ratioOf = (f: Figure) =>
  f.baseline === null ? null : f.better === "lower" ? f.app / f.baseline : f.baseline / f.app;

const metTarget = (f: Figure): boolean => {
  const ratio = ratioOf(f);
  if (f.maxRatio !== undefined && (ratio === null || ratio > f.maxRatio)) return false;
  if (f.bound !== undefined && (f.better === "lower" ? f.app > f.bound : f.app < f.bound)) return false;
  return true;
};

export type FigureOptions = {
  /** Lower (default) or higher is better. */
  better?: Direction;
  /** The target as a ratio to the baseline ("within 4×"). */
  maxRatio?: number;
  /** The target as an absolute bound in the figure's unit ("p99 under 250 ms"). */
  bound?: number;
};

/**
 * A figure beside its raw baseline. Samples are reduced to their median; pass one number for a figure
 * that is already a median or a percentile over many requests.
 */
export function recordFigure(
  name: string,
  unit: string,
  app: number | readonly number[],
  baseline: number | readonly number[] | null,
  options: FigureOptions = {},
): void {
  const reduce = (v: number | readonly number[]) => (typeof v === "number" ? v : median(v));
  results.push({
    kind: "figure",
    name,
    unit,
    app: reduce(app),
    baseline: baseline === null ? null : reduce(baseline),
    better: options.better ?? "lower",
    maxRatio: options.maxRatio,
    bound: options.bound,
  });
}

/** A count that must come out exactly (places taken, requests failed): a miss fails the run. */
export const recordCheck = (name: string, value: number, expected: number): void => {
  results.push({ kind: "check", name, value, expected });
};

const fmt = (value: number) =>
  Math.abs(value) >= 100 ? Math.round(value).toLocaleString("en") : String(Math.round(value * 10) / 10);

const targetText = (f: Figure) =>
  [
    f.maxRatio !== undefined ? `≤ ${f.maxRatio}×` : "",
    f.bound !== undefined ? `${f.better === "lower" ? "≤" : "≥"} ${fmt(f.bound)} ${f.unit}` : "",
  ]
    .filter(Boolean)
    .join(", ");

type Row = { measure: string; app: string; baseline: string; ratio: string; target: string; met: string };

function rows(): Row[] {
  return results.map((r) => {
    if (r.kind === "check")
      return {
        measure: r.name,
        app: String(r.value),
        baseline: "",
        ratio: "",
        target: `= ${r.expected}`,
        met: r.value === r.expected ? "yes" : "NO",
      };
    const ratio = ratioOf(r);
    const target = targetText(r);
    return {
      measure: r.name,
      app: `${fmt(r.app)} ${r.unit}`,
      baseline: r.baseline === null ? "—" : `${fmt(r.baseline)} ${r.unit}`,
      ratio: ratio === null ? "—" : `${fmt(ratio)}×`,
      target: target || "—",
      met: target ? (metTarget(r) ? "yes" : "no") : "",
    };
  });
}

/** The table as Markdown (the README shows the latest). */
export function markdownTable(): string {
  const header = "| measure | app | raw baseline | ratio | target | met |\n|---|---|---|---|---|---|";
  const body = rows().map(
    (r) => `| ${r.measure} | ${r.app} | ${r.baseline} | ${r.ratio} | ${r.target} | ${r.met} |`,
  );
  return [header, ...body].join("\n");
}

/** Prints the table (and writes it as Markdown to `markdownFile` when given); the failed checks' count. */
export function printResults(markdownFile?: string): { failedChecks: number; missedTargets: number } {
  console.table(rows());
  if (markdownFile) writeFileSync(markdownFile, `${markdownTable()}\n`);
  return {
    failedChecks: results.filter((r) => r.kind === "check" && r.value !== r.expected).length,
    missedTargets: results.filter((r) => r.kind === "figure" && !metTarget(r)).length,
  };
}
