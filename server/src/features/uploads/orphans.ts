import { Actor } from "@confreg/shared";
import { transact } from "#db/transact";
import type { AppDeps } from "#http/env";
import { type LeasedJob, leasedJob } from "#jobs/leased-job";
import { writeAudit } from "#lib/audit/write-audit";
import { deleteOrphans, storageKeyInUse } from "./uploads.repo";

/**
 * An upload nothing names after a day was abandoned (a form left before submitting, a voucher picked and
 * replaced): a day leaves time to finish a form started the evening before.
 */
export const orphanAgeMs = 24 * 3600_000;
const cleanEveryMs = 3600_000;
/** Uploads removed per unit of work, so one run never holds a long transaction. */
const batchSize = 200;

type CleanupDeps = Pick<AppDeps, "db" | "storage" | "now" | "logger">;

/**
 * Deletes the uploads made before `olderThan` that no column names: rows with their audit rows first, then
 * the files (a file left by a failure after the commit is only disk space; a row without its file would be
 * a broken image). A file another row still names (the demo data shares them) stays. Returns how many.
 */
export async function cleanOrphanUploads(deps: CleanupDeps, olderThan: Date): Promise<number> {
  let removed = 0;
  for (;;) {
    const deleted = await transact(
      deps.db,
      async (tx) => {
        const rows = await deleteOrphans(tx.db, olderThan.toISOString(), batchSize);
        for (const row of rows) {
          await writeAudit(tx, {
            action: "upload.delete",
            actor: { kind: Actor.timer, id: null },
            entityId: row.id,
            conferenceId: row.conferenceId,
            reason: "orphan",
            data: { kind: row.kind, registrationId: row.registrationId },
          });
          if (row.registrationId !== null) tx.touch(row.registrationId);
        }
        return rows;
      },
      { at: deps.now() },
    );
    for (const row of deleted) {
      if (!(await storageKeyInUse(deps.db, row.storageKey))) await deps.storage.delete(row.storageKey);
    }
    removed += deleted.length;
    if (deleted.length < batchSize) return removed;
  }
}

/** Runs the cleanup every hour in one server process at a time (jobs/leased-job.ts); returns the job. */
export function startOrphanCleanup(deps: CleanupDeps): LeasedJob {
  const job = leasedJob(deps, {
    name: "orphan-uploads",
    everyMs: cleanEveryMs,
    run: async () => {
      const removed = await cleanOrphanUploads(deps, new Date(deps.now().getTime() - orphanAgeMs));
      if (removed > 0) deps.logger.info({ removed }, "orphan uploads removed");
    },
  });
  job.start();
  return job;
}
