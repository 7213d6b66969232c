import type { Generated } from "kysely";

/**
 * The tables of migration 0010 (shared state of several server processes), added to the `Database`
 * interface and to the outbox's row by declaration merging, so kysely types their queries everywhere.
 * They belong in `db/tables/` and `db/schema.ts` like every other table; they are declared here only
 * while those files are being changed by other work, and move there with no other change.
 */

/** One counter per key and window (http/rate-limit.ts); a window that has ended starts again at 1. */
export interface RateLimitsTable {
  /** The keyed hash of the counter's name (names hold e-mail addresses, phones, network addresses). */
  key: string;
  count: number;
  /** When the current window ends (ISO-8601 UTC). */
  resetAt: string;
}

/** Which process runs a background job until when (jobs/lease.ts). */
export interface JobLeasesTable {
  name: string;
  holder: string;
  /** Another holder may take the lease from this time on (ISO-8601 UTC). */
  expiresAt: string;
}

declare module "#db/schema" {
  interface Database {
    rateLimits: RateLimitsTable;
    jobLeases: JobLeasesTable;
  }
}

declare module "#db/tables/outbox" {
  interface OutboxTable {
    /**
     * Nobody tries the message before this time: while one process sends it (its claim) and while it
     * waits for a retry. '' (before every time): due now.
     */
    nextAttemptAt: Generated<string>;
  }
}
