import type { Kysely } from "kysely";
import type { Database } from "#db/schema";
import type { Logger } from "#logger";
import { processHolder, releaseLease, takeLease } from "./lease";

export type JobDeps = { db: Kysely<Database>; now: () => Date; logger: Logger };

export type LeasedJobSpec = {
  /** The lease's name: one per job. */
  name: string;
  /** How often every process looks; the one holding the lease runs the job at each of its looks. */
  everyMs: number;
  /**
   * How long the lease outlives its last renewal (default: three looks), so the holder keeps it from one
   * look to the next; also how long a process that died blocks the others from taking over.
   */
  ttlMs?: number;
  /** Also look at start (default: the first look comes after `everyMs`). */
  runAtStart?: boolean;
  /** One run. A long run calls `renew()` between batches and stops when it answers false (lease lost). */
  run(lease: { renew(): Promise<boolean> }): Promise<unknown>;
};

export type LeasedJob = {
  /** One look: takes or renews the lease, and runs the job when this process holds it. Whether it ran. */
  tick(): Promise<boolean>;
  /** Looks every `everyMs`, on a timer that never keeps the process alive. */
  start(): void;
  /** No more looks; waits for a run under way, then gives the lease up. */
  stop(): Promise<void>;
};

const errorSummary = (error: unknown) =>
  error instanceof Error ? { name: error.name, message: error.message } : { message: String(error) };

/**
 * A background job that every server process starts and only one runs at a time: the holder of its
 * lease (jobs/lease.ts), which renews it at every look and while it runs. When the holder stops (or dies),
 * the lease is released (or expires) and the next process to look takes over. README.md in this folder.
 */
export function leasedJob(deps: JobDeps, spec: LeasedJobSpec, holder = processHolder): LeasedJob {
  const lease = { name: spec.name, holder, ttlMs: spec.ttlMs ?? 3 * spec.everyMs };
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<boolean> | null = null;
  let stopping = false;
  // Once stopping, a run's next renewal answers false: it ends after its current batch.
  const renew = async () => !stopping && (await takeLease(deps.db, lease, deps.now()));

  const look = async (): Promise<boolean> => {
    try {
      if (!(await renew())) return false;
      await spec.run({ renew });
      return true;
    } catch (error) {
      deps.logger.error(
        { job: spec.name, err: errorSummary(error) },
        "background job failed; retrying later",
      );
      return false;
    }
  };

  const job: LeasedJob = {
    tick() {
      // A look that comes while this process is still running the job is skipped.
      if (running !== null) return Promise.resolve(false);
      running = look().finally(() => {
        running = null;
      });
      return running;
    },
    start() {
      timer = setInterval(() => void job.tick(), spec.everyMs);
      timer.unref();
      if (spec.runAtStart) void job.tick();
    },
    async stop() {
      stopping = true;
      clearInterval(timer);
      await running;
      await releaseLease(deps.db, lease.name, holder).catch((error: unknown) =>
        deps.logger.warn({ job: spec.name, err: errorSummary(error) }, "lease not released; it expires"),
      );
    },
  };
  return job;
}
