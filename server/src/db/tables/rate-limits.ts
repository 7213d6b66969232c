/** One counter per key and window (http/rate-limit.ts); a window that has ended starts again at 1. */
export interface RateLimitsTable {
  /** The keyed hash of the counter's name (names hold e-mail addresses, phones, network addresses). */
  key: string;
  count: number;
  /** When the current window ends (ISO-8601 UTC). */
  resetAt: string;
}
