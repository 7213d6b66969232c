import { kioskStreamChanged, kioskStreamHeartbeatSeconds } from "@confreg/shared";
import { createKioskApi, type FetchFn, isEnrolmentRejected } from "#renderer/api/client";
import { SseParser } from "./sse";

export type PushStatus = { connected: boolean };

export type PushOptions = {
  serverUrl: string;
  token: string;
  fetch: FetchFn;
  /** The server's change cursor moved (on connect, then whenever a registration changed). */
  onChanged: (cursor: number) => void;
  /** The server refused the token: the sync that follows finds out why (revoked, or unknown). */
  onRejected: () => void;
  /** The first reconnect waits this long, each further one twice as long up to `maxRetryMs`. */
  retryMs?: number;
  maxRetryMs?: number;
  /** A stream silent this long (no heartbeat) is taken as dead and reopened. */
  silenceMs?: number;
};

/**
 * Keeps GET /api/kiosk/stream open while the kiosk runs: server-sent events read with fetch (EventSource
 * cannot send the device token as a header). Every `changed` event hands its cursor on; a stream that ends,
 * fails or stays silent past two heartbeats is reopened with a growing delay, and at once when the browser
 * comes back online. The 30 s sync timer stays as the fallback while no stream is open.
 */
export class PushClient {
  readonly #options: PushOptions;
  readonly #listeners = new Set<() => void>();
  #status: PushStatus = { connected: false };
  #abort: AbortController | null = null;
  #wake: (() => void) | null = null;
  #stopped = true;
  /** Each start() runs its own loop; a loop whose start was followed by stop() ends even if restarted. */
  #generation = 0;
  #failures = 0;
  #loop: Promise<void> | null = null;

  constructor(options: PushOptions) {
    this.#options = options;
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  readonly getSnapshot = (): PushStatus => this.#status;

  start(): void {
    if (!this.#stopped) return;
    this.#stopped = false;
    this.#generation += 1;
    globalThis.addEventListener?.("online", this.#onOnline);
    this.#loop = this.#run(this.#generation);
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    this.#generation += 1;
    globalThis.removeEventListener?.("online", this.#onOnline);
    this.#abort?.abort();
    this.#wake?.();
    this.#set({ connected: false });
    await this.#loop;
  }

  readonly #onOnline = () => {
    this.#failures = 0;
    this.#wake?.();
  };

  async #run(generation: number): Promise<void> {
    const current = () => !this.#stopped && generation === this.#generation;
    while (current()) {
      try {
        await this.#connect();
      } catch (error) {
        if (isEnrolmentRejected(error) && current()) {
          this.#stopped = true;
          this.#options.onRejected();
        }
      }
      if (generation !== this.#generation) return;
      this.#set({ connected: false });
      if (!current()) return;
      this.#failures += 1;
      const { retryMs = 1_000, maxRetryMs = 60_000 } = this.#options;
      await this.#sleep(Math.min(retryMs * 2 ** (this.#failures - 1), maxRetryMs));
    }
  }

  async #connect(): Promise<void> {
    const abort = new AbortController();
    this.#abort = abort;
    const silenceMs = this.#options.silenceMs ?? kioskStreamHeartbeatSeconds * 2_500;
    let watchdog: ReturnType<typeof setTimeout> | undefined;
    const heard = () => {
      clearTimeout(watchdog);
      watchdog = setTimeout(() => abort.abort(), silenceMs);
    };
    try {
      heard();
      const api = createKioskApi(this.#options.serverUrl, this.#options.fetch);
      const body = await api.openStream(this.#options.token, abort.signal);
      this.#failures = 0;
      this.#set({ connected: true });
      const parser = new SseParser();
      const reader = body
        .pipeThrough(new TextDecoderStream() as TransformStream<Uint8Array, string>)
        .getReader();
      // Stopping, or the watchdog, ends the read even where the abort does not reach the body.
      abort.signal.addEventListener("abort", () => void reader.cancel().catch(() => undefined), {
        once: true,
      });
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        heard();
        for (const event of parser.feed(value)) {
          if (event.event !== "changed") continue;
          const changed = kioskStreamChanged.safeParse(safeJson(event.data));
          if (changed.success) this.#options.onChanged(changed.data.cursor);
        }
      }
    } finally {
      clearTimeout(watchdog);
      abort.abort();
      if (this.#abort === abort) this.#abort = null;
    }
  }

  #sleep(ms: number): Promise<void> {
    return new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.#wake = done;
    }).then(() => {
      this.#wake = null;
    });
  }

  #set(status: PushStatus): void {
    if (status.connected === this.#status.connected) return;
    this.#status = status;
    for (const listener of this.#listeners) listener();
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
