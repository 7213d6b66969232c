/**
 * Fixed-window counters in memory: enough for one server process. Several processes behind a load
 * balancer would each count on their own (the limits still hold per process); see the README.
 */
export class RateLimiter {
  readonly #windows = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Counts one attempt; false when the key has used up its `limit` within `windowMs`. */
  hit(key: string, limit: number, windowMs: number): boolean {
    const now = this.now();
    const current = this.#windows.get(key);
    if (!current || current.resetAt <= now) {
      this.#windows.set(key, { count: 1, resetAt: now + windowMs });
      this.#sweep(now);
      return true;
    }
    current.count += 1;
    return current.count <= limit;
  }

  reset(key: string): void {
    this.#windows.delete(key);
  }

  #sweep(now: number): void {
    if (this.#windows.size < 10_000) return;
    for (const [key, window] of this.#windows) if (window.resetAt <= now) this.#windows.delete(key);
  }
}
