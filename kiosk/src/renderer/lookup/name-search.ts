import type { KioskRow } from "#renderer/api/payload";
import type { KioskDb } from "#renderer/db/db";
import { normaliseSearch, searchTermsOf } from "./search-keys";

/** At most this many people are listed for a name: a screenful; more means "type more of the name". */
export const nameSearchLimit = 8;

/** How many prefix candidates are ranked at most (exact matches always are). */
const prefixCandidates = 200;

export type NameSearchResult = { matches: KioskRow[]; more: boolean };

/** How well a row matches: 0 a whole name, 1 the initials exactly, 2 the start of a name, 3 of a name part. */
export function rankOf(row: KioskRow, query: string): number {
  const terms = searchTermsOf(row);
  if (terms.whole.includes(query)) return 0;
  if (terms.initials.includes(query)) return 1;
  if (terms.whole.some((term) => term.startsWith(query))) return 2;
  return 3;
}

/**
 * Finds people by name, offline: Chinese characters, full pinyin ("zhangsan"), initials ("zs"), the English
 * name, or the start of any of them, through the `searchKeys` index (built at sync). Ranked: exact name,
 * then exact initials, then the start of a name, then of a name part; eligible people first among equals.
 */
export async function searchByName(
  db: KioskDb,
  raw: string,
  limit = nameSearchLimit,
): Promise<NameSearchResult> {
  const query = normaliseSearch(raw);
  if (!query) return { matches: [], more: false };
  const [exact, prefixed] = await Promise.all([
    db.registrations.where("searchKeys").equals(query).distinct().toArray(),
    db.registrations.where("searchKeys").startsWith(query).distinct().limit(prefixCandidates).toArray(),
  ]);
  const rows = new Map<number, KioskRow>();
  for (const row of [...exact, ...prefixed]) rows.set(row.id, row);
  const ranked = [...rows.values()]
    .map((row) => ({ row, rank: rankOf(row, query) }))
    .sort(
      (a, b) =>
        a.rank - b.rank ||
        Number(b.row.checkIn.eligible) - Number(a.row.checkIn.eligible) ||
        a.row.name.localeCompare(b.row.name, "zh-CN") ||
        a.row.id - b.row.id,
    );
  return { matches: ranked.slice(0, limit).map(({ row }) => row), more: ranked.length > limit };
}
