import { createKioskApi, type FetchFn } from "#renderer/api/client";
import type { KioskDb } from "#renderer/db/db";
import { failureOf, type SyncFailure } from "#renderer/sync/controller";
import { type SendOutcome, sendQueue } from "./sender";

export type SenderStatus = {
  sending: boolean;
  /** Why the last send failed (the events stay queued); null after one that reached the server. */
  failure: SyncFailure | null;
  lastSentAt: string | null;
};

/** Where the queue goes: the enrolment's server and token, or a revoked kiosk's hand-over. */
export type Credentials = { serverUrl: string; token: string };

export type QueueSenderOptions = {
  db: KioskDb;
  fetch: FetchFn;
  credentials: () => Promise<Credentials | null | undefined>;
  onSent?: (outcome: SendOutcome) => void;
  /** The first retry after a failure; each further one waits twice as long, up to `maxRetryMs`. */
  retryMs?: number;
  maxRetryMs?: number;
  /** How often an idle sender looks at the queue anyway (events written by another tab, say). */
  idleMs?: number;
  now?: () => Date;
};

/**
 * Sends the queue whenever there is a reason to: at once when asked (after each new event, after a sync),
 * when the browser comes back online, and on a timer that backs off while sends fail. One send at a time;
 * a request during one makes one more afterwards, so a new event never waits for the timer.
 */
export class QueueSender {
  readonly #options: QueueSenderOptions;
  readonly #listeners = new Set<() => void>();
  #status: SenderStatus = { sending: false, failure: null, lastSentAt: null };
  #running: Promise<void> | null = null;
  #again = false;
  #failures = 0;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #started = false;

  constructor(options: QueueSenderOptions) {
    this.#options = options;
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  readonly getSnapshot = (): SenderStatus => this.#status;

  /** Sends now (or right after the send under way); resolves when the queue was tried. */
  send(): Promise<void> {
    if (this.#running !== null) {
      this.#again = true;
      return this.#running;
    }
    this.#running = this.#run().finally(() => {
      this.#running = null;
      this.#schedule();
    });
    return this.#running;
  }

  /** Sends at once, then keeps sending on the `online` event and the timer until `stop()`. */
  start(): void {
    this.#started = true;
    globalThis.addEventListener?.("online", this.#onOnline);
    void this.send();
  }

  async stop(): Promise<void> {
    this.#started = false;
    globalThis.removeEventListener?.("online", this.#onOnline);
    clearTimeout(this.#timer);
    await this.#running;
  }

  readonly #onOnline = () => void this.send();

  async #run(): Promise<void> {
    do {
      this.#again = false;
      const credentials = await this.#options.credentials();
      if (!credentials) return;
      if ((await this.#options.db.queue.count()) === 0) {
        this.#failures = 0;
        if (this.#status.failure) this.#set({ ...this.#status, failure: null });
        continue;
      }
      this.#set({ ...this.#status, sending: true });
      try {
        const api = createKioskApi(credentials.serverUrl, this.#options.fetch);
        const outcome = await sendQueue(this.#options.db, api, credentials.token);
        this.#failures = 0;
        const at = (this.#options.now?.() ?? new Date()).toISOString();
        this.#set({ sending: false, failure: null, lastSentAt: at });
        this.#options.onSent?.(outcome);
      } catch (error) {
        this.#failures += 1;
        this.#set({ ...this.#status, sending: false, failure: failureOf(error) });
        return;
      }
    } while (this.#again);
  }

  #schedule(): void {
    clearTimeout(this.#timer);
    if (!this.#started) return;
    const { retryMs = 5_000, maxRetryMs = 300_000, idleMs = 30_000 } = this.#options;
    const delay = this.#failures ? Math.min(retryMs * 2 ** (this.#failures - 1), maxRetryMs) : idleMs;
    this.#timer = setTimeout(() => void this.send(), delay);
  }

  #set(status: SenderStatus): void {
    this.#status = status;
    for (const listener of this.#listeners) listener();
  }
}
