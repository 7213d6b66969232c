import type { ErrorCode } from "@confreg/shared";
import {
  type FetchFn,
  isEnrolmentRejected,
  KioskApiError,
  NetworkError,
  needsUpdate,
  UnsupportedAnswerError,
} from "#renderer/api/client";
import type { KioskDb } from "#renderer/db/db";
import { EnrolmentChangedError, runSync, type SyncProgress } from "./engine";
import type { PageSourceFactory } from "./page-source";

export type SyncFailure =
  | { kind: "network" }
  /** The server serves another sync payload version: this kiosk must be updated. */
  | { kind: "update" }
  | { kind: "server"; code: ErrorCode }
  | { kind: "unsupported" }
  | { kind: "storage" };

export type SyncStatus = {
  running: boolean;
  progress: SyncProgress | null;
  /** Why the last run failed; null after a successful one. */
  failure: SyncFailure | null;
};

export type SyncControllerOptions = {
  db: KioskDb;
  fetch: FetchFn;
  /** Where pages come from (worker-pages.ts on screen); by default the API in this thread. */
  pageSource?: PageSourceFactory;
  pageSize?: number;
  /**
   * How often progress reaches the status at most (default 500 ms), besides a run's first and last page:
   * a first sync writes several pages a second, and each status change re-renders the screen.
   */
  progressEveryMs?: number;
  /** The server no longer accepts this kiosk's token (revoked, or the device was deleted). */
  onRevoked: () => void;
  /** A run reached the end (the queue sender goes next: what was recorded meanwhile leaves at once). */
  onSynced?: () => void;
};

export function failureOf(error: unknown): SyncFailure {
  if (error instanceof NetworkError) return { kind: "network" };
  if (needsUpdate(error)) return { kind: "update" };
  if (error instanceof KioskApiError) return { kind: "server", code: error.code };
  if (error instanceof UnsupportedAnswerError) return { kind: "unsupported" };
  return { kind: "storage" };
}

/**
 * Runs sync for the UI: one run at a time (a second request joins the running one), a status snapshot for
 * `useSyncExternalStore`, and `stop()` that aborts a run (before un-enrolling, or when the screen goes).
 * After the server refused the device's token it runs no more.
 */
export class SyncController {
  readonly #options: SyncControllerOptions;
  readonly #listeners = new Set<() => void>();
  #status: SyncStatus = { running: false, progress: null, failure: null };
  #running: Promise<void> | null = null;
  #abort: AbortController | null = null;
  #refused = false;

  constructor(options: SyncControllerOptions) {
    this.#options = options;
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  readonly getSnapshot = (): SyncStatus => this.#status;

  /** Starts a run unless one is going; resolves when it ends. Failures land in the status, not here. */
  sync(): Promise<void> {
    if (this.#refused) return Promise.resolve();
    this.#running ??= this.#run().finally(() => {
      this.#running = null;
    });
    return this.#running;
  }

  /**
   * Syncs until the stored cursor has reached `cursor` (the server announced a change there): a run
   * already going may have started before the change, so one more follows it if needed. Gives up when a
   * run fails (its status says why) or after three runs.
   */
  async syncTo(cursor: number): Promise<void> {
    for (let run = 0; run < 3; run += 1) {
      const state = await this.#options.db.syncState.get("current");
      if (!state || state.cursor >= cursor) return;
      await this.sync();
      if (this.#status.failure || this.#refused) return;
    }
  }

  /** Aborts the current run, if any, and waits until it has ended. */
  async stop(): Promise<void> {
    this.#abort?.abort();
    await this.#running;
  }

  async #run(): Promise<void> {
    const abort = new AbortController();
    this.#abort = abort;
    this.#set({ running: true, progress: null, failure: this.#status.failure });
    const everyMs = this.#options.progressEveryMs ?? 500;
    let shownAt = Number.NEGATIVE_INFINITY;
    try {
      await runSync({
        db: this.#options.db,
        fetch: this.#options.fetch,
        signal: abort.signal,
        onProgress: (progress) => {
          const now = performance.now();
          if (now - shownAt < everyMs && progress.ratio < 1) return;
          shownAt = now;
          this.#set({ ...this.#status, progress });
        },
        ...(this.#options.pageSize ? { pageSize: this.#options.pageSize } : {}),
        ...(this.#options.pageSource ? { pageSource: this.#options.pageSource } : {}),
      });
      this.#set({ running: false, progress: null, failure: null });
      this.#options.onSynced?.();
    } catch (error) {
      if (abort.signal.aborted || error instanceof EnrolmentChangedError) {
        this.#set({ running: false, progress: null, failure: null });
        return;
      }
      this.#set({ running: false, progress: null, failure: failureOf(error) });
      if (isEnrolmentRejected(error)) {
        this.#refused = true;
        this.#options.onRevoked();
      } else if (!(error instanceof NetworkError || error instanceof KioskApiError || needsUpdate(error))) {
        console.error("Sync failed", error);
      }
    } finally {
      this.#abort = null;
    }
  }

  #set(status: SyncStatus): void {
    this.#status = status;
    for (const listener of this.#listeners) listener();
  }
}
