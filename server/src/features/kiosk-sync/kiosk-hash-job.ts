import { performance } from "node:perf_hooks";
import {
  conferenceSettings,
  isScannableIdType,
  type KioskLookupCost,
  normalizeIdNumber,
} from "@confreg/shared";
import type { Kysely, Selectable } from "kysely";
import type { Database } from "#db/schema";
import type { RegistrationsTable } from "#db/tables/registrations";
import { transact } from "#db/transact";
import type { AppDeps } from "#http/env";
import { type LeasedJob, leasedJob } from "#jobs/leased-job";
import { fillCheckinQrs } from "./checkin-qr-fill";
import { kioskIdHash, scannableNumber } from "./kiosk-id-hash";

type JobDeps = Pick<AppDeps, "db" | "pii" | "now">;
type Pending = Pick<Selectable<RegistrationsTable>, "id" | "conferenceId" | "idType"> & {
  idNumberEnc: string;
  /** The conference's settings (JSON): their `kioskLookupCost`. */
  settings: string;
};
type KioskColumns = { kioskIdHash: string };

/** Two derivations at a time leave the rest of the threadpool to requests (password hashing, files). */
const parallel = 2;

/**
 * What kiosks get of a stored document: for an 18-character number of a kind kiosks scan, its scrypt
 * look-up hash ("" for the rest: passports, permits, the old 15-character foreigner ID); nothing of the
 * number in clear (DOMAIN.md §9).
 */
async function kioskColumnsOf(deps: JobDeps, row: Pending): Promise<KioskColumns> {
  const number = normalizeIdNumber(deps.pii.decrypt(row.idNumberEnc));
  const scannable = isScannableIdType(row.idType) && scannableNumber.test(number);
  const cost: KioskLookupCost = conferenceSettings.parse(JSON.parse(row.settings)).kioskLookupCost;
  return {
    kioskIdHash: scannable ? await kioskIdHash(deps.pii, { id: row.conferenceId, cost }, number) : "",
  };
}

async function computeAll(deps: JobDeps, rows: readonly Pending[]): Promise<KioskColumns[]> {
  const columns: KioskColumns[] = [];
  for (let at = 0; at < rows.length; at += parallel) {
    const chunk = rows.slice(at, at + parallel);
    columns.push(...(await Promise.all(chunk.map((row) => kioskColumnsOf(deps, row)))));
  }
  return columns;
}

/**
 * The first `batch` live registrations whose document has no kiosk columns yet, with their conference's
 * settings: read through the index of such rows (migration 0039), never the whole table.
 */
export const pendingKioskHashes = (db: Kysely<Database>, batch: number) =>
  db
    .selectFrom("registrations")
    .innerJoin("conferences", "conferences.id", "registrations.conferenceId")
    .select([
      "registrations.id",
      "registrations.conferenceId",
      "registrations.idType",
      "registrations.idNumberEnc",
      "conferences.settings",
    ])
    .where("registrations.kioskIdHash", "is", null)
    .where("registrations.isDeleted", "=", 0)
    .where("registrations.idNumberEnc", "is not", null)
    .orderBy("registrations.id")
    .limit(batch);

/**
 * Fills the kiosk look-up hash (`kiosk_id_hash`) of up to `batch` live registrations whose
 * document has none yet; the slow scrypt is why requests never compute them. The rows are written in one
 * unit of work that touches them, so kiosks pull them again; a row whose document changed meanwhile is
 * left for the next run. Returns how many rows it wrote (0: nothing left, or only rows that changed meanwhile).
 */
export async function fillKioskHashes(deps: JobDeps, options: { batch?: number } = {}): Promise<number> {
  const rows = (await pendingKioskHashes(deps.db, options.batch ?? 8).execute()) as Pending[];
  if (rows.length === 0) return 0;
  const columns = await computeAll(deps, rows);
  return transact(
    deps.db,
    async (tx) => {
      let count = 0;
      for (const [index, row] of rows.entries()) {
        const written = await tx.db
          .updateTable("registrations")
          .set(columns[index] as KioskColumns)
          .where("id", "=", row.id)
          .where("kioskIdHash", "is", null)
          .where("idNumberEnc", "=", row.idNumberEnc)
          .executeTakeFirst();
        if (Number(written.numUpdatedRows) === 0) continue;
        tx.touch(row.id);
        count += 1;
      }
      return count;
    },
    { at: deps.now() },
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits, at most `maxWaitMs`, for a moment when this process is not busy answering requests (its event
 * loop less than half used over 200 ms): during a registration rush, scrypt's CPU goes to the requests,
 * and the hashes follow once it has passed. After `maxWaitMs` a batch runs anyway, so they never stall.
 */
async function quietMoment(maxWaitMs = 10_000): Promise<void> {
  const deadline = Date.now() + maxWaitMs;
  while (Date.now() < deadline) {
    const before = performance.eventLoopUtilization();
    await sleep(200);
    if (performance.eventLoopUtilization(before).utilization < 0.5) return;
  }
}

/**
 * Runs `fillCheckinQrs`, then `fillKioskHashes`, batch after batch until nothing is left, each at a quiet
 * moment, then again every
 * `intervalMs`, in one server process at a time (jobs/leased-job.ts), which keeps its lease between
 * batches. Returns the job.
 */
export function startKioskHashJob(
  deps: JobDeps & Pick<AppDeps, "logger">,
  options: { intervalMs?: number; batch?: number } = {},
): LeasedJob {
  const job = leasedJob(deps, {
    name: "kiosk-hashes",
    everyMs: options.intervalMs ?? 5_000,
    // A batch of scrypt derivations under load takes seconds: the lease outlasts one by far.
    ttlMs: 60_000,
    runAtStart: true,
    run: async (lease) => {
      const fills = [() => fillCheckinQrs(deps), () => fillKioskHashes(deps, options)];
      for (const fill of fills) {
        for (;;) {
          await quietMoment();
          if ((await fill()) === 0) break;
          if (!(await lease.renew())) return;
        }
      }
    },
  });
  job.start();
  return job;
}
