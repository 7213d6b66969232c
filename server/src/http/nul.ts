/**
 * NUL (U+0000) in text: Postgres cannot store it in a text column and refuses the statement, so a NUL that
 * reached a query was a server error (SQLite kept it). No typed text needs one.
 */
const nul = "\u0000";

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" &&
  value !== null &&
  [Object.prototype, null].includes(Object.getPrototypeOf(value));

/** The dotted paths of the strings holding a NUL, in arrays and plain objects (files and the like are skipped). */
export function pathsWithNul(value: unknown, path: string[] = []): string[] {
  if (typeof value === "string") return value.includes(nul) ? [path.join(".")] : [];
  if (Array.isArray(value))
    return value.flatMap((item, index) => pathsWithNul(item, [...path, String(index)]));
  if (isPlainObject(value))
    return Object.entries(value).flatMap(([key, item]) => pathsWithNul(item, [...path, key]));
  return [];
}

/**
 * The same value with every NUL in its strings replaced by U+FFFD, the character that marks what could not
 * be kept: for words we must take as they came (a provider's signed notify), never to make a text match
 * another.
 */
export function replaceNul<T>(value: T): T {
  if (typeof value === "string") return value.replaceAll(nul, "\uFFFD") as T;
  if (Array.isArray(value)) return value.map(replaceNul) as T;
  if (isPlainObject(value))
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, replaceNul(item)])) as T;
  return value;
}
