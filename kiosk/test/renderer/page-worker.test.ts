import { describe, expect, it } from "vitest";
import {
  type FetchFn,
  KioskApiError,
  NetworkError,
  UnsupportedAnswerError,
  UnsupportedVersionError,
} from "#renderer/api/client";
import { runSync } from "#renderer/sync/engine";
import { answerPageRequest, type PageReply, type PageRequest } from "#renderer/sync/page-wire";
import { type PageWorker, workerPages } from "#renderer/sync/worker-pages";
import { apiError, enrolledDb, FakeSyncServer, offline, registration, stored } from "./fixtures";

/** A worker in this thread: answers as page-worker.ts does, and its replies cross as clones. */
function fakeWorker(fetchFn: FetchFn, options: { failOnRequest?: boolean; answerUpTo?: number } = {}) {
  const requests: PageRequest[] = [];
  const worker: PageWorker & { requests: PageRequest[] } = {
    requests,
    onmessage: null,
    onerror: null,
    postMessage(request) {
      requests.push(request);
      if (options.failOnRequest) return void setTimeout(() => worker.onerror?.(new Event("error")), 0);
      if (request.kind !== "page" || request.id > (options.answerUpTo ?? Number.POSITIVE_INFINITY)) return;
      void answerPageRequest(request, fetchFn, new AbortController().signal).then((reply) =>
        worker.onmessage?.(new MessageEvent<PageReply>("message", { data: structuredClone(reply) })),
      );
    },
    terminate() {},
  };
  return worker;
}

const notThisThread: FetchFn = async () => {
  throw new Error("fetched in the screen's thread");
};

const serverWith = (count: number) => {
  const server = new FakeSyncServer();
  for (let id = 1; id <= count; id++) server.put(registration(id));
  return server;
};

describe("pages read by a worker", () => {
  it("a sync through the worker stores what the server sent, none of it fetched in the screen's thread", async () => {
    const db = await enrolledDb();
    const server = serverWith(25);
    const worker = fakeWorker(server.fetch);
    const pages = workerPages(notThisThread, () => worker);

    await runSync({ db, fetch: notThisThread, pageSource: pages.pages, pageSize: 10 });

    expect(worker.requests.map((r) => r.kind === "page" && r.at.cursor)).toEqual([0, 10, 20]);
    expect(await db.registrations.get(7)).toEqual(stored(7));
    expect(await db.registrations.count()).toBe(25);
  });

  it("a failure keeps its kind across the worker, so the screen still tells revoked, offline and outdated apart", async () => {
    const failures: [() => Response | Promise<Response>, unknown][] = [
      [() => apiError(401, "DEVICE_REVOKED"), KioskApiError],
      [offline, NetworkError],
      [async () => Response.json({ version: 5 }), UnsupportedVersionError],
      [async () => Response.json({ version: 4, cursor: "x" }), UnsupportedAnswerError],
    ];
    for (const [answer, kind] of failures) {
      const db = await enrolledDb();
      const server = serverWith(3);
      server.fail.set(1, answer);
      const pages = workerPages(notThisThread, () => fakeWorker(server.fetch));

      const failure = await runSync({ db, fetch: notThisThread, pageSource: pages.pages }).catch((e) => e);

      expect(failure).toBeInstanceOf(kind);
    }
    const server = serverWith(1);
    server.fail.set(1, () => apiError(401, "DEVICE_REVOKED"));
    const pages = workerPages(notThisThread, () => fakeWorker(server.fetch));
    const revoked = await runSync({
      db: await enrolledDb(),
      fetch: notThisThread,
      pageSource: pages.pages,
    }).catch((e) => e);
    expect(revoked).toMatchObject({ status: 401, code: "DEVICE_REVOKED" });
  });

  it("when the worker fails, the page it owed and every later one come from the screen's thread", async () => {
    const db = await enrolledDb();
    const server = serverWith(25);
    const worker = fakeWorker(server.fetch, { failOnRequest: true });
    const pages = workerPages(server.fetch, () => worker);

    await runSync({ db, fetch: server.fetch, pageSource: pages.pages, pageSize: 10 });

    expect(worker.requests).toHaveLength(1);
    expect(server.requests.map((r) => r.cursor)).toEqual([0, 10, 20]);
    expect(await db.registrations.count()).toBe(25);
  });

  it("where no worker can be started, pages come from the screen's thread", async () => {
    const db = await enrolledDb();
    const server = serverWith(5);
    const pages = workerPages(server.fetch, () => {
      throw new Error("Worker is not defined");
    });

    await runSync({ db, fetch: server.fetch, pageSource: pages.pages });

    expect(await db.registrations.count()).toBe(5);
  });

  it("a stopped run gives up the page it asked the worker for", async () => {
    const db = await enrolledDb();
    const server = serverWith(25);
    const stop = new AbortController();
    // The second page is still on its way when the run stops.
    const worker = fakeWorker(server.fetch, { answerUpTo: 1 });
    const pages = workerPages(notThisThread, () => worker);
    db.registrations.hook("creating", (_key, row: { id: number }) => {
      if (row.id === 1) stop.abort();
    });

    await expect(
      runSync({ db, fetch: notThisThread, pageSource: pages.pages, pageSize: 10, signal: stop.signal }),
    ).rejects.toThrow();

    expect(worker.requests).toContainEqual({ kind: "abort", id: 2 });
    expect(await db.registrations.count()).toBe(10);
  });
});
