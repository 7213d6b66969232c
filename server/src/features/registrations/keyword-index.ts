import { type Kysely, sql } from "kysely";
import { dialectOf } from "#db/database";
import type { Database } from "#db/schema";
import type { AppDeps } from "#http/env";
import { type LeasedJob, leasedJob } from "#jobs/leased-job";
import { keywordColumns } from "#lib/list/keyword";

const columnList = sql.raw(keywordColumns.join(", "));

/** The registrations still waiting for SQLite's keyword index, first come first. */
const waiting = (batch: number) => sql`select id from registrations_fts_pending order by id limit ${batch}`;

/**
 * Adds up to `batch` waiting registrations to SQLite's keyword index in one transaction, so the index
 * writes one segment for all of them (migration 0040), with their columns as they are now. Answers how
 * many it added; 0 when none waits (and always on Postgres, whose index needs no upkeep).
 */
export async function indexWaitingKeywords(db: Kysely<Database>, batch = 2_000): Promise<number> {
  if (dialectOf(db) !== "sqlite") return 0;
  return db.transaction().execute(async (trx) => {
    await sql`insert into registrations_fts (rowid, ${columnList})
      select id, ${columnList} from registrations where id in (${waiting(batch)})`.execute(trx);
    const removed = await sql`delete from registrations_fts_pending where id in (${waiting(batch)})`.execute(
      trx,
    );
    return Number(removed.numAffectedRows ?? 0);
  });
}

/** Adds every waiting registration to the keyword index, batch after batch (the bulk seed's last step). */
export async function indexAllWaitingKeywords(db: Kysely<Database>): Promise<void> {
  while ((await indexWaitingKeywords(db)) > 0);
}

/**
 * Keeps SQLite's keyword index up with new registrations: every second, in one process at a time
 * (jobs/leased-job.ts), the waiting ones are added in batches. A rush of a few hundred a second is indexed
 * in one transaction a second instead of one per registration. Postgres needs none (main.ts).
 */
export function startKeywordIndexJob(
  deps: Pick<AppDeps, "db" | "now" | "logger">,
  options: { intervalMs?: number } = {},
): LeasedJob {
  const job = leasedJob(deps, {
    name: "keyword-index",
    everyMs: options.intervalMs ?? 1_000,
    runAtStart: true,
    run: async (lease) => {
      while ((await indexWaitingKeywords(deps.db)) > 0 && (await lease.renew()));
    },
  });
  job.start();
  return job;
}
