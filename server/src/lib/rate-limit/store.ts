import { createHmac } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "#db/schema";
import { type JobDeps, type LeasedJob, leasedJob } from "#jobs/leased-job";

/**
 * Counters of events per key (sign-in attempts from an address, sign-ups, code guesses, searches) in
 * fixed windows. Kept where every server process sees the same counts, so limits hold across a whole
 * deployment and not per process (server/docs/deployment.md).
 */
export interface RateLimitStore {
  /** Counts one event under the key; how many it holds in its window (a new one when the last has ended). */
  record(key: string, windowMs: number): Promise<number>;
  /** How many events the key holds in its current window (0 when none, or when it has ended). */
  count(key: string): Promise<number>;
  reset(key: string): Promise<void>;
  /** Deletes the windows that have ended (a background job); how many. */
  sweep(): Promise<number>;
}

/** Counts one attempt; false when the key has used up its `limit` within `windowMs`. */
export async function hit(store: RateLimitStore, key: string, limit: number, windowMs: number) {
  return (await store.record(key, windowMs)) <= limit;
}

/**
 * The counters in the `rate_limits` table, one row per key. Each event is one atomic upsert, so events
 * arriving at once in several processes are all counted. Keys name people (e-mail addresses, phone
 * numbers, network addresses): only their keyed hash is stored. Runs outside any unit of work (on SQLite a
 * call from inside one would wait for itself), and with the clock it is given (tests move it).
 */
export class DatabaseRateLimitStore implements RateLimitStore {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date,
    /** The key of the keys' hashes (`pii.signingKey("rate-limit")`). */
    private readonly hashKey: Buffer,
  ) {}

  #row(key: string): string {
    return createHmac("sha256", this.hashKey).update(key).digest("base64url");
  }

  async record(name: string, windowMs: number): Promise<number> {
    const key = this.#row(name);
    const now = this.now();
    const resetAt = new Date(now.getTime() + windowMs).toISOString();
    const row = await this.db
      .insertInto("rateLimits")
      .values({ key, count: 1, resetAt })
      .onConflict((oc) =>
        oc.column("key").doUpdateSet((eb) => {
          const ended = eb("rateLimits.resetAt", "<=", now.toISOString());
          return {
            count: eb
              .case()
              .when(ended)
              .then(1)
              .else(eb("rateLimits.count", "+", 1))
              .end(),
            resetAt: eb.case().when(ended).then(resetAt).else(eb.ref("rateLimits.resetAt")).end(),
          };
        }),
      )
      .returning("count")
      .executeTakeFirstOrThrow();
    return row.count;
  }

  async count(key: string): Promise<number> {
    const row = await this.db
      .selectFrom("rateLimits")
      .select("count")
      .where("key", "=", this.#row(key))
      .where("resetAt", ">", this.now().toISOString())
      .executeTakeFirst();
    return row?.count ?? 0;
  }

  async reset(key: string): Promise<void> {
    await this.db.deleteFrom("rateLimits").where("key", "=", this.#row(key)).execute();
  }

  async sweep(): Promise<number> {
    const result = await this.db
      .deleteFrom("rateLimits")
      .where("resetAt", "<=", this.now().toISOString())
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}

/** Deletes the ended windows every ten minutes, in one server process at a time; returns the job. */
export function startRateLimitSweep(store: RateLimitStore, deps: JobDeps): LeasedJob {
  const job = leasedJob(deps, { name: "rate-limit-sweep", everyMs: 10 * 60_000, run: () => store.sweep() });
  job.start();
  return job;
}
