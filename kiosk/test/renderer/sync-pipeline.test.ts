import { describe, expect, it } from "vitest";
import { NetworkError } from "#renderer/api/client";
import { runSync } from "#renderer/sync/engine";
import { enrolledDb, FakeSyncServer, offline, registration } from "./fixtures";

const serverWith = (count: number) => {
  const server = new FakeSyncServer();
  for (let id = 1; id <= count; id++) server.put(registration(id));
  return server;
};

describe("sync pipeline", () => {
  it("while a page is written the next one is already asked for, never more than one page ahead", async () => {
    const db = await enrolledDb();
    const server = serverWith(25);
    const askedWhenWriting = new Map<number, number>();
    db.registrations.hook("creating", (_key, row: { id: number }) => {
      if (row.id % 10 === 1) askedWhenWriting.set(row.id, server.requests.length);
    });

    await runSync({ db, fetch: server.fetch, pageSize: 10 });

    // Page 1 (rows 1-10) is written once pages 1 and 2 were asked for; the last page asks for nothing more.
    expect([...askedWhenWriting]).toEqual([
      [1, 2],
      [11, 3],
      [21, 3],
    ]);
    expect(await db.registrations.count()).toBe(25);
  });

  it("a run stopped while the page ahead is in flight keeps what it wrote and resumes right after it", async () => {
    const db = await enrolledDb();
    const server = serverWith(25);
    const stop = new AbortController();
    const stopDuringSecondPage = (_key: unknown, row: { id: number }) => {
      if (row.id === 11) stop.abort();
    };
    db.registrations.hook("creating", stopDuringSecondPage);

    await expect(runSync({ db, fetch: server.fetch, pageSize: 10, signal: stop.signal })).rejects.toThrow();
    expect(await db.registrations.count()).toBe(20);
    expect(await db.syncState.get("current")).toMatchObject({ cursor: 20, complete: false });

    db.registrations.hook("creating").unsubscribe(stopDuringSecondPage);
    await runSync({ db, fetch: server.fetch, pageSize: 10 });

    expect(server.requests.map((r) => r.cursor)).toEqual([0, 10, 20, 20]);
    expect(await db.registrations.count()).toBe(25);
    expect(await db.syncState.get("current")).toMatchObject({ cursor: 25, complete: true });
  });

  it("each page after the first passes on the previous page's remaining, so the server counts once a run", async () => {
    const db = await enrolledDb();
    const server = serverWith(25);

    await runSync({ db, fetch: server.fetch, pageSize: 10 });
    server.put(registration(26));
    await runSync({ db, fetch: server.fetch, pageSize: 10 });

    expect(server.requests.map((r) => r.remaining)).toEqual([null, "15", "5", null]);
  });

  it("the count the screen shows is kept with the cursor: page by page in a first sync, exact after each run", async () => {
    const db = await enrolledDb();
    const server = serverWith(25);
    server.fail.set(3, offline);
    const count = async () => (await db.syncState.get("current"))?.count;

    await expect(runSync({ db, fetch: server.fetch, pageSize: 10 })).rejects.toBeInstanceOf(NetworkError);
    expect(await count()).toBe(20);

    await runSync({ db, fetch: server.fetch, pageSize: 10 });
    expect(await count()).toBe(25);

    server
      .delete(2)
      .delete(4)
      .put(registration(7, { name: "改名" }))
      .put(registration(30));
    await runSync({ db, fetch: server.fetch, pageSize: 10 });
    expect(await count()).toBe(24);
  });

  it("a finished run leaves one kiosk-sync measure saying what it did", async () => {
    const db = await enrolledDb();
    const server = serverWith(25);
    const measures = () => performance.getEntriesByName("kiosk-sync", "measure") as PerformanceMeasure[];

    await runSync({ db, fetch: server.fetch, pageSize: 10 });
    expect(measures().map((m) => m.detail)).toEqual([{ pages: 3, fetched: 25, initial: true }]);

    server.put(registration(26));
    await runSync({ db, fetch: server.fetch, pageSize: 10 });
    expect(measures().map((m) => m.detail)).toEqual([{ pages: 1, fetched: 1, initial: false }]);
  });
});
