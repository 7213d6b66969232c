import { describe, expect, it, vi } from "vitest";
import { SyncController } from "#renderer/sync/controller";
import { apiError, enrolledDb, FakeSyncServer, offline, registration } from "./fixtures";

describe("sync controller", () => {
  it("two sync requests while one runs make a single run", async () => {
    const db = await enrolledDb();
    const server = new FakeSyncServer().put(registration(1));
    const controller = new SyncController({ db, fetch: server.fetch, onRevoked: vi.fn() });

    await Promise.all([controller.sync(), controller.sync()]);

    expect(server.requests).toHaveLength(1);
  });

  it("a revoked device is reported once and not synced again", async () => {
    const db = await enrolledDb();
    const server = new FakeSyncServer().put(registration(1));
    server.fail.set(1, () => apiError(401, "DEVICE_REVOKED"));
    const onRevoked = vi.fn();
    const controller = new SyncController({ db, fetch: server.fetch, onRevoked });

    await controller.sync();
    await controller.sync();

    expect(onRevoked).toHaveBeenCalledOnce();
    expect(server.requests).toHaveLength(1);
    expect(controller.getSnapshot().failure).toEqual({ kind: "server", code: "DEVICE_REVOKED" });
  });

  it("an unreachable server is a network failure in the status, and the next run clears it", async () => {
    const db = await enrolledDb();
    const server = new FakeSyncServer().put(registration(1));
    server.fail.set(1, offline);
    const controller = new SyncController({ db, fetch: server.fetch, onRevoked: vi.fn() });

    await controller.sync();
    expect(controller.getSnapshot()).toMatchObject({ running: false, failure: { kind: "network" } });

    await controller.sync();
    expect(controller.getSnapshot()).toMatchObject({ running: false, failure: null });
    expect(await db.registrations.count()).toBe(1);
  });

  it("a server that serves another payload version is an 'update' failure; the kiosk keeps its data", async () => {
    const db = await enrolledDb();
    const server = new FakeSyncServer().put(registration(1));
    const onRevoked = vi.fn();
    const controller = new SyncController({ db, fetch: server.fetch, onRevoked });
    await controller.sync();
    server.put(registration(2));
    server.fail.set(2, () => apiError(409, "SYNC_VERSION_UNSUPPORTED"));

    await controller.sync();

    expect(controller.getSnapshot().failure).toEqual({ kind: "update" });
    expect(await db.registrations.count()).toBe(1);
    expect(onRevoked).not.toHaveBeenCalled();
  });

  it("progress reaches the status at most as often as asked, and always for the first and last page", async () => {
    const db = await enrolledDb();
    const server = new FakeSyncServer();
    for (let id = 1; id <= 10; id++) server.put(registration(id));
    const controller = new SyncController({
      db,
      fetch: server.fetch,
      pageSize: 2,
      progressEveryMs: 60_000,
      onRevoked: vi.fn(),
    });
    const fetched: number[] = [];
    controller.subscribe(() => {
      const progress = controller.getSnapshot().progress;
      if (progress) fetched.push(progress.fetched);
    });

    await controller.sync();

    expect(server.requests).toHaveLength(5);
    expect(fetched).toEqual([2, 10]);
  });

  it("the status shows the run and its progress while it goes", async () => {
    const db = await enrolledDb();
    const server = new FakeSyncServer();
    for (let id = 1; id <= 4; id++) server.put(registration(id));
    const controller = new SyncController({ db, fetch: server.fetch, pageSize: 2, onRevoked: vi.fn() });
    const seen: unknown[] = [];
    controller.subscribe(() => seen.push(controller.getSnapshot()));

    await controller.sync();

    expect(seen[0]).toMatchObject({ running: true, progress: null });
    expect(seen).toContainEqual(
      expect.objectContaining({ running: true, progress: expect.objectContaining({ fetched: 2 }) }),
    );
    expect(seen.at(-1)).toEqual({ running: false, progress: null, failure: null });
  });

  it("syncTo runs until the stored cursor reaches the announced one, and not at all when it already has", async () => {
    const db = await enrolledDb();
    const server = new FakeSyncServer().put(registration(1)).put(registration(2));
    const controller = new SyncController({ db, fetch: server.fetch, onRevoked: vi.fn() });
    await controller.sync();
    const before = server.requests.length;

    await controller.syncTo(2);
    expect(server.requests).toHaveLength(before);

    server.put(registration(3));
    await controller.syncTo(3);
    expect(server.requests).toHaveLength(before + 1);
    expect(await db.registrations.count()).toBe(3);
  });
});
