/**
 * `items` in runs of at most `size`: a statement takes a limited number of parameters (SQLite 32,766,
 * Postgres 65,535), so many rows go in a few statements of some hundreds each.
 */
export function runsOf<T>(items: readonly T[], size: number): T[][] {
  const runs: T[][] = [];
  for (let start = 0; start < items.length; start += size) runs.push(items.slice(start, start + size));
  return runs;
}
