import { syncPageLimit } from "@confreg/shared";
import { type FetchFn, UnsupportedAnswerError } from "#renderer/api/client";
import type { KioskPage } from "#renderer/api/payload";
import { initialSyncState, type KioskDb, type StoredEnrolment } from "#renderer/db/db";
import { EnrolmentChangedError, writePage } from "#renderer/db/sync-writes";
import { markSyncDone, markSyncStart } from "./marks";
import { apiPages, type PageSourceFactory } from "./page-source";

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
  /** Where pages come from; by default the API in this thread, through `fetch`. */
  pageSource?: PageSourceFactory;
  pageSize?: number;
  signal?: AbortSignal;
  onProgress?: (progress: SyncProgress) => void;
  now?: () => Date;
};

export { EnrolmentChangedError };

const progressOf = (fetched: number, remaining: number, initial: boolean): SyncProgress => ({
  fetched,
  remaining,
  ratio: fetched + remaining === 0 ? 1 : fetched / (fetched + remaining),
  initial,
});

/**
 * Pulls every change after the stored cursor, page by page, until the server has no more: the first run is
 * the full sync, later runs are deltas. While a page is written the next one is already asked for (one page
 * ahead, never more), so the network and the database work side by side. Each page is written with its
 * cursor in one transaction: a run that stops, for whatever reason, resumes after the last page written.
 * Throws the API's errors (a revoked device is a 401 `DEVICE_REVOKED`; another payload version an
 * `UnsupportedVersionError`).
 */
export async function runSync(options: SyncOptions): Promise<SyncOutcome> {
  const { db, onProgress } = options;
  const now = options.now ?? (() => new Date());
  const limit = options.pageSize ?? syncPageLimit;
  const started = markSyncStart();
  const enrolment: StoredEnrolment | undefined = await db.enrolment.get("current");
  if (!enrolment) throw new EnrolmentChangedError();
  const state = (await db.syncState.get("current")) ?? initialSyncState;
  // The back office's kiosk list shows what each kiosk holds unsent; the run's first request says it.
  const queued = await db.queue.count();
  // The page asked for ahead is dropped when the run ends early (a write failed, the run was stopped).
  const ahead = new AbortController();
  const signal = options.signal ? AbortSignal.any([options.signal, ahead.signal]) : ahead.signal;
  const source = (options.pageSource ?? apiPages(options.fetch))(enrolment.serverUrl, enrolment.token);
  const ask = (cursor: number, remaining?: number) => {
    const at = remaining === undefined ? { cursor, limit, queued } : { cursor, limit, remaining };
    const page = source(at, signal);
    page.catch(() => undefined); // awaited below, unless the run ends first
    return page;
  };
  let cursor = state.cursor;
  let fetched = 0;
  let pages = 0;
  let next: Promise<KioskPage> = ask(cursor);
  try {
    for (;;) {
      const page = await next;
      options.signal?.throwIfAborted();
      // A server that says "more" without moving the cursor would keep this loop going forever.
      if (page.hasMore && page.cursor <= cursor)
        throw new UnsupportedAnswerError("sync cursor did not advance");
      if (page.hasMore) next = ask(page.cursor, page.remaining);
      await writePage(db, enrolment.token, page, now().toISOString());
      pages += 1;
      fetched += page.registrations.length + page.tombstones.length;
      cursor = page.cursor;
      onProgress?.(progressOf(fetched, page.remaining, !state.complete && page.hasMore));
      if (!page.hasMore) {
        markSyncDone(started, { pages, fetched, initial: !state.complete });
        return { pages, fetched, cursor };
      }
    }
  } finally {
    ahead.abort();
  }
}
