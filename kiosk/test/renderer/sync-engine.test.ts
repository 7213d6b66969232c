import { describe, expect, it } from "vitest";
import {
  KioskApiError,
  NetworkError,
  needsUpdate,
  UnsupportedAnswerError,
  UnsupportedVersionError,
} from "#renderer/api/client";
import { clearKioskData } from "#renderer/db/db";
import { EnrolmentChangedError, runSync, type SyncProgress } from "#renderer/sync/engine";
import { apiError, enrolledDb, FakeSyncServer, offline, registration, stored, token } from "./fixtures";

const serverWith = (count: number) => {
  const server = new FakeSyncServer();
  for (let id = 1; id <= count; id++) server.put(registration(id));
  return server;
};

describe("sync engine", () => {
  it("the first sync pulls every page until hasMore is false and stores each registration", async () => {
    const db = await enrolledDb();
    const server = serverWith(25);

    const outcome = await runSync({ db, fetch: server.fetch, pageSize: 10 });

    expect(outcome).toEqual({ pages: 3, fetched: 25, cursor: 25 });
    expect(server.requests.map((r) => r.cursor)).toEqual([0, 10, 20]);
    expect(await db.registrations.count()).toBe(25);
    expect(await db.syncState.get("current")).toMatchObject({ cursor: 25, complete: true });
  });

  it("sync authenticates with the device token as a Bearer header", async () => {
    const db = await enrolledDb();
    const server = serverWith(1);

    await runSync({ db, fetch: server.fetch });

    expect(server.requests[0]?.authorization).toBe(`Bearer ${token}`);
  });

  it("the kiosk keeps only what kioskRegistration carries, even when the server sends more", async () => {
    const db = await enrolledDb();
    const server = serverWith(1);
    server.extraFields = { idNumber: "110105194912310021", phone: "13800000000" };

    await runSync({ db, fetch: server.fetch });

    const row = await db.registrations.get(1);
    expect(row).toEqual(stored(1));
    expect(row).not.toHaveProperty("idNumber");
    expect(row).not.toHaveProperty("phone");
  });

  it("an interrupted sync keeps the pages written so far with their cursor, and resumes after them", async () => {
    const db = await enrolledDb();
    const server = serverWith(35);
    server.fail.set(3, offline);

    await expect(runSync({ db, fetch: server.fetch, pageSize: 10 })).rejects.toBeInstanceOf(NetworkError);
    expect(await db.registrations.count()).toBe(20);
    expect(await db.syncState.get("current")).toMatchObject({
      cursor: 20,
      complete: false,
      lastSyncAt: null,
    });

    await runSync({ db, fetch: server.fetch, pageSize: 10 });

    expect(server.requests.map((r) => r.cursor)).toEqual([0, 10, 20, 20, 30]);
    expect(await db.registrations.count()).toBe(35);
    expect(await db.syncState.get("current")).toMatchObject({ cursor: 35, complete: true });
  });

  it("a page whose rows cannot be written leaves neither rows nor cursor behind, and is fetched again", async () => {
    const db = await enrolledDb();
    const server = serverWith(25);
    const diskFull = (_key: unknown, row: { id: number }) => {
      if (row.id === 15) throw new Error("QuotaExceededError");
    };
    db.registrations.hook("creating", diskFull);

    await expect(runSync({ db, fetch: server.fetch, pageSize: 10 })).rejects.toThrow("QuotaExceededError");
    expect(await db.registrations.count()).toBe(10);
    expect((await db.syncState.get("current"))?.cursor).toBe(10);

    db.registrations.hook("creating").unsubscribe(diskFull);
    await runSync({ db, fetch: server.fetch, pageSize: 10 });

    // The third page had been asked for while the second was written; it was dropped, not written.
    expect(server.requests.map((r) => r.cursor)).toEqual([0, 10, 20, 10, 20]);
    expect(await db.registrations.count()).toBe(25);
  });

  it("later syncs ask only for changes after the saved cursor (deltas)", async () => {
    const db = await enrolledDb();
    const server = serverWith(5);
    await runSync({ db, fetch: server.fetch });
    server
      .put(registration(3, { name: "改名", checkIn: { eligible: false, reason: "unpaid" }, owed: 80_000 }))
      .put(registration(6));

    const outcome = await runSync({ db, fetch: server.fetch });

    expect(server.requests.at(-1)?.cursor).toBe(5);
    expect(outcome.fetched).toBe(2);
    expect(await db.registrations.get(3)).toMatchObject({
      name: "改名",
      checkIn: { eligible: false, reason: "unpaid" },
      owed: 80_000,
    });
    expect(await db.registrations.count()).toBe(6);
  });

  it("tombstones delete the registrations they name", async () => {
    const db = await enrolledDb();
    const server = serverWith(4);
    await runSync({ db, fetch: server.fetch });
    server.delete(2).delete(4);

    await runSync({ db, fetch: server.fetch });

    expect((await db.registrations.toArray()).map((r) => r.id)).toEqual([1, 3]);
  });

  it("a registration deleted and restored within one page stays: the page's rows are the current state", async () => {
    const db = await enrolledDb();
    const server = serverWith(2);
    await runSync({ db, fetch: server.fetch });
    server.delete(2).put(registration(2, { name: "回来了" }));

    await runSync({ db, fetch: server.fetch });

    expect(await db.registrations.get(2)).toMatchObject({ name: "回来了" });
  });

  it("progress reports fetched / (fetched + remaining) after each page", async () => {
    const db = await enrolledDb();
    const server = serverWith(25);
    const seen: SyncProgress[] = [];

    await runSync({ db, fetch: server.fetch, pageSize: 10, onProgress: (p) => seen.push(p) });

    expect(seen.map((p) => [p.fetched, p.remaining, p.ratio])).toEqual([
      [10, 15, 0.4],
      [20, 5, 0.8],
      [25, 0, 1],
    ]);
    expect(seen.map((p) => p.initial)).toEqual([true, true, false]);
  });

  it("the last sync time is recorded when a sync reaches the end", async () => {
    const db = await enrolledDb();
    const server = serverWith(3);
    const at = new Date("2025-05-02T09:30:00.000Z");

    await runSync({ db, fetch: server.fetch, now: () => at });

    expect((await db.syncState.get("current"))?.lastSyncAt).toBe(at.toISOString());
  });

  it("a page that arrives after the kiosk was un-enrolled is not stored", async () => {
    const db = await enrolledDb();
    const server = serverWith(3);
    server.fail.set(1, async () => {
      await clearKioskData(db);
      return Response.json(server.page(0, 500));
    });

    await expect(runSync({ db, fetch: server.fetch })).rejects.toBeInstanceOf(EnrolmentChangedError);
    expect(await db.registrations.count()).toBe(0);
    expect(await db.syncState.count()).toBe(0);
  });

  it("a revoked device gets the server's 401 DEVICE_REVOKED and nothing changes locally", async () => {
    const db = await enrolledDb();
    const server = serverWith(3);
    await runSync({ db, fetch: server.fetch });
    server.put(registration(9));
    server.fail.set(2, () => apiError(401, "DEVICE_REVOKED"));

    const failure = await runSync({ db, fetch: server.fetch }).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(KioskApiError);
    expect(failure).toMatchObject({ status: 401, code: "DEVICE_REVOKED" });
    expect(await db.registrations.count()).toBe(3);
  });

  it("the kiosk asks for the payload version it reads: 4", async () => {
    const db = await enrolledDb();
    const server = serverWith(1);

    await runSync({ db, fetch: server.fetch });

    expect(server.requests[0]?.version).toBe("4");
  });

  it("a row keeps no clear part of an ID number: a last four a server still sends is not stored", async () => {
    const db = await enrolledDb();
    const server = serverWith(2);
    server.extraFields = { idNumberMasked: "**************0021" };

    await runSync({ db, fetch: server.fetch });

    const rows = await db.registrations.toArray();
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row).not.toHaveProperty("idNumberMasked");
    expect(JSON.stringify(rows)).not.toContain("0021");
  });

  it("a page of another version is refused as needing an update, and nothing is written", async () => {
    const db = await enrolledDb();
    const server = serverWith(3);
    server.version = 5;

    const failure = await runSync({ db, fetch: server.fetch }).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(UnsupportedVersionError);
    expect(needsUpdate(failure)).toBe(true);
    expect(await db.registrations.count()).toBe(0);
    expect((await db.syncState.get("current"))?.cursor).toBe(0);
  });

  it("a version-5 page that no longer looks like version 4 still reads as needing an update", async () => {
    const db = await enrolledDb();
    const newer = async () => Response.json({ version: 5, changes: [{ kind: "something new" }] });

    await expect(runSync({ db, fetch: newer })).rejects.toBeInstanceOf(UnsupportedVersionError);
  });

  it("a server that does not serve version 4 answers SYNC_VERSION_UNSUPPORTED: the kiosk needs an update", async () => {
    const db = await enrolledDb();
    const refuse = async () => apiError(409, "SYNC_VERSION_UNSUPPORTED");

    const failure = await runSync({ db, fetch: refuse }).catch((error: unknown) => error);

    expect(failure).toMatchObject({ status: 409, code: "SYNC_VERSION_UNSUPPORTED" });
    expect(needsUpdate(failure)).toBe(true);
  });

  it("values this kiosk does not know yet are kept tolerantly instead of refusing the page", async () => {
    const db = await enrolledDb();
    const server = serverWith(2);
    server.extraFields = {
      checkIn: { eligible: false, reason: "waitlisted" },
      level: 42,
      idType: 9,
      currency: "EUR",
    };

    await runSync({ db, fetch: server.fetch });

    expect(await db.registrations.get(1)).toMatchObject({
      checkIn: { eligible: false, reason: "unknown" },
      level: null,
      idType: null,
      currency: "EUR",
    });
    expect(await db.registrations.count()).toBe(2);
  });

  it("a page that breaks version 4 in a known field is refused as not understood", async () => {
    const db = await enrolledDb();
    const server = serverWith(1);
    server.extraFields = { checkIn: "paid" };

    await expect(runSync({ db, fetch: server.fetch })).rejects.toBeInstanceOf(UnsupportedAnswerError);
    expect(await db.registrations.count()).toBe(0);
  });

  it("a server that says there is more without moving the cursor is refused instead of looping", async () => {
    const db = await enrolledDb();
    const stuck = async () =>
      Response.json({
        version: 4,
        cursor: 0,
        hasMore: true,
        remaining: 5,
        registrations: [],
        tombstones: [],
      });

    await expect(runSync({ db, fetch: stuck })).rejects.toBeInstanceOf(UnsupportedAnswerError);
  });

  it("an aborted sync stops before writing the page in flight", async () => {
    const db = await enrolledDb();
    const server = serverWith(3);
    const abort = new AbortController();
    server.fail.set(1, () => {
      abort.abort();
      return Response.json(server.page(0, 500));
    });

    await expect(runSync({ db, fetch: server.fetch, signal: abort.signal })).rejects.toThrow();
    expect(await db.registrations.count()).toBe(0);
  });

  it("a page's conference block brings the QR public key to a kiosk enrolled before the server sent it", async () => {
    const db = await enrolledDb();
    const server = serverWith(2);
    const before = await db.enrolment.get("current");
    server.conference = { ...before?.conference, qrPublicKey: "k".repeat(43) };

    await runSync({ db, fetch: server.fetch });

    expect(await db.enrolment.get("current")).toEqual({
      ...before,
      conference: { ...before?.conference, qrPublicKey: "k".repeat(43) },
    });
  });

  it("a new key in a later page replaces the stored one; a page without the block leaves it", async () => {
    const db = await enrolledDb();
    const server = serverWith(1);
    const conference = (await db.enrolment.get("current"))?.conference;
    server.conference = { ...conference, qrPublicKey: "old-key" };
    await runSync({ db, fetch: server.fetch });

    server.put(registration(2));
    server.conference = { ...conference, qrPublicKey: "new-key" };
    await runSync({ db, fetch: server.fetch });
    expect((await db.enrolment.get("current"))?.conference.qrPublicKey).toBe("new-key");

    server.put(registration(3));
    server.conference = undefined;
    await runSync({ db, fetch: server.fetch });
    expect((await db.enrolment.get("current"))?.conference.qrPublicKey).toBe("new-key");
  });

  it("a malformed conference block is ignored, not the page", async () => {
    const db = await enrolledDb();
    const server = serverWith(2);
    server.conference = { id: "one", qrPublicKey: 42 };

    await runSync({ db, fetch: server.fetch });

    expect(await db.registrations.count()).toBe(2);
    expect((await db.enrolment.get("current"))?.conference).not.toHaveProperty("qrPublicKey");
  });

  it("badge fields sent with a row are read; a row without the optional ones reads as before", async () => {
    const db = await enrolledDb();
    const server = serverWith(2);
    server.extraFields = { participantTypeId: 7, printType: 2, unitEn: "Tsinghua", checkinQr: "CR1.1.1.x" };
    await runSync({ db, fetch: server.fetch, pageSize: 1 });
    server.extraFields = {};
    server.put(registration(3));
    await runSync({ db, fetch: server.fetch });

    expect(await db.registrations.get(1)).toMatchObject({
      participantTypeId: 7,
      printType: 2,
      unitEn: "Tsinghua",
      checkinQr: "CR1.1.1.x",
    });
    const plain = await db.registrations.get(3);
    expect(plain).toEqual(stored(3, { changeSeq: 3 }));
    expect(plain?.unitEn).toBeUndefined();
  });
});
