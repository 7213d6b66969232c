import { createKioskApi, type FetchFn, UnsupportedAnswerError } from "#renderer/api/client";
import type { KioskPage } from "#renderer/api/payload";
import { initialSyncState, type KioskDb, type StoredEnrolment } from "#renderer/db/db";

export type SyncProgress = {
  /** Changes (rows and tombstones) applied by this run so far. */
  fetched: number;
  /** Changes the server still holds after the last page. */
  remaining: number;
  /** fetched / (fetched + remaining), 1 when there is nothing to do. */
  ratio: number;
  /** True while the first full sync has not yet reached the end. */
  initial: boolean;
};

export type SyncOutcome = { pages: number; fetched: number; cursor: number };

export type SyncOptions = {
  db: KioskDb;
  fetch: FetchFn;
  pageSize?: number;
  signal?: AbortSignal;
  onProgress?: (progress: SyncProgress) => void;
  now?: () => Date;
};

/** The enrolment changed (un-enrolled, re-enrolled) while a page was in flight: its rows are not kept. */
export class EnrolmentChangedError extends Error {
  constructor() {
    super("The kiosk's enrolment changed during sync");
    this.name = "EnrolmentChangedError";
  }
}

const progressOf = (fetched: number, remaining: number, initial: boolean): SyncProgress => ({
  fetched,
  remaining,
  ratio: fetched + remaining === 0 ? 1 : fetched / (fetched + remaining),
  initial,
});

/**
 * Writes one page and the cursor after it in a single transaction, so the stored cursor always matches the
 * stored rows: an interrupted sync resumes after the last page that was fully written. Tombstones go first;
 * the page's rows are the registrations' current state, so a row listed in both stays.
 */
async function applyPage(db: KioskDb, token: string, page: KioskPage, at: string): Promise<void> {
  await db.transaction("rw", db.enrolment, db.registrations, db.syncState, async () => {
    const enrolment = await db.enrolment.get("current");
    if (enrolment?.token !== token) throw new EnrolmentChangedError();
    const state = (await db.syncState.get("current")) ?? initialSyncState;
    if (page.tombstones.length) await db.registrations.bulkDelete(page.tombstones);
    if (page.registrations.length) await db.registrations.bulkPut(page.registrations);
    await db.syncState.put({
      key: "current",
      cursor: page.cursor,
      complete: state.complete || !page.hasMore,
      lastSyncAt: page.hasMore ? state.lastSyncAt : at,
    });
  });
}

/**
 * Pulls every change after the stored cursor, page by page, until the server has no more: the first run is
 * the full sync, later runs are deltas. Throws the API's errors (a revoked device is a 401 `DEVICE_REVOKED`;
 * another payload version an `UnsupportedVersionError`).
 */
export async function runSync(options: SyncOptions): Promise<SyncOutcome> {
  const { db, signal, onProgress } = options;
  const now = options.now ?? (() => new Date());
  const pageSize = options.pageSize ?? 500;
  const enrolment: StoredEnrolment | undefined = await db.enrolment.get("current");
  if (!enrolment) throw new EnrolmentChangedError();
  const api = createKioskApi(enrolment.serverUrl, options.fetch);
  const state = (await db.syncState.get("current")) ?? initialSyncState;
  let cursor = state.cursor;
  let fetched = 0;
  let pages = 0;
  for (;;) {
    signal?.throwIfAborted();
    const page = await api.sync(enrolment.token, cursor, pageSize, signal);
    signal?.throwIfAborted();
    // A server that says "more" without moving the cursor would keep this loop going forever.
    if (page.hasMore && page.cursor <= cursor)
      throw new UnsupportedAnswerError("sync cursor did not advance");
    await applyPage(db, enrolment.token, page, now().toISOString());
    pages += 1;
    fetched += page.registrations.length + page.tombstones.length;
    cursor = page.cursor;
    onProgress?.(progressOf(fetched, page.remaining, !state.complete && page.hasMore));
    if (!page.hasMore) return { pages, fetched, cursor };
  }
}
