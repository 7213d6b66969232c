import type { FetchFn } from "#renderer/api/client";
import type { KioskPage } from "#renderer/api/payload";
import { apiPages, type PageSourceFactory } from "./page-source";
import { decodeError, type PageReply, type PageRequest } from "./page-wire";

/** The part of a Worker the page source uses (a test passes its own). */
export type PageWorker = {
  postMessage(request: PageRequest): void;
  onmessage: ((event: MessageEvent<PageReply>) => void) | null;
  onerror: ((event: Event) => void) | null;
  terminate(): void;
};

const startWorker = (): PageWorker =>
  new Worker(new URL("./page-worker.ts", import.meta.url), { type: "module" }) as unknown as PageWorker;

type Waiting = {
  resolve: (page: KioskPage) => void;
  reject: (error: unknown) => void;
  /** The same page from this thread, should the worker fail before it answers. */
  inThread: () => Promise<KioskPage>;
};

/**
 * Pages fetched, parsed and checked by a worker, so that the screen's thread only writes them: in a first
 * sync of a hundred thousand rows both take seconds. Where no worker can be started, or the worker fails,
 * pages come from this thread instead (`fetchFn`). `close()` ends the worker.
 */
export function workerPages(fetchFn: FetchFn, start: () => PageWorker = startWorker) {
  const inThread = apiPages(fetchFn);
  const waiting = new Map<number, Waiting>();
  let worker: PageWorker | null = null;
  let failed = false;
  let lastId = 0;

  const fail = () => {
    failed = true;
    worker?.terminate();
    worker = null;
    for (const { resolve, reject, inThread } of waiting.values()) inThread().then(resolve, reject);
    waiting.clear();
  };
  const connect = (): PageWorker | null => {
    if (worker || failed) return worker;
    try {
      worker = start();
    } catch {
      failed = true;
      return null;
    }
    worker.onerror = fail;
    worker.onmessage = ({ data: reply }) => {
      const entry = waiting.get(reply.id);
      waiting.delete(reply.id);
      if ("page" in reply) entry?.resolve(reply.page);
      else entry?.reject(decodeError(reply.error));
    };
    return worker;
  };

  const factory: PageSourceFactory = (serverUrl, token) => (at, signal) => {
    const target = connect();
    if (!target) return inThread(serverUrl, token)(at, signal);
    signal.throwIfAborted();
    const id = ++lastId;
    return new Promise<KioskPage>((resolve, reject) => {
      waiting.set(id, { resolve, reject, inThread: () => inThread(serverUrl, token)(at, signal) });
      target.postMessage({ kind: "page", id, serverUrl, token, at });
      const onAbort = () => {
        if (!waiting.delete(id)) return;
        worker?.postMessage({ kind: "abort", id });
        reject(signal.reason);
      };
      signal.addEventListener("abort", onAbort, { once: true });
    });
  };
  return {
    pages: factory,
    close() {
      worker?.terminate();
      worker = null;
    },
  };
}
