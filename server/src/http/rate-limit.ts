/**
 * Counters in memory: enough for one server process. Several processes behind a load balancer would each
 * count on their own (the limits still hold per process); see the README.
 */
export class RateLimiter {
  readonly #windows = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Counts one attempt; false when the key has used up its `limit` within `windowMs`. */
  hit(key: string, limit: number, windowMs: number): boolean {
    return this.record(key, windowMs) <= limit;
  }

  /** Counts one event under the key and returns how many it holds in the current window. */
  record(key: string, windowMs: number): number {
    const now = this.now();
    const current = this.#windows.get(key);
    if (!current || current.resetAt <= now) {
      this.#windows.set(key, { count: 1, resetAt: now + windowMs });
      this.#sweep(now);
      return 1;
    }
    current.count += 1;
    return current.count;
  }

  /** How many events the key holds in its current window (0 when none or expired). */
  count(key: string): number {
    const current = this.#windows.get(key);
    return current && current.resetAt > this.now() ? current.count : 0;
  }

  reset(key: string): void {
    this.#windows.delete(key);
  }

  #sweep(now: number): void {
    if (this.#windows.size < 10_000) return;
    for (const [key, window] of this.#windows) if (window.resetAt <= now) this.#windows.delete(key);
  }
}
