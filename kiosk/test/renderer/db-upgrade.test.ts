import { Dexie } from "dexie";
import { IDBKeyRange, indexedDB } from "fake-indexeddb";
import { describe, expect, it } from "vitest";
import { openKioskDb } from "#renderer/db/db";
import { enrolment, stored } from "./fixtures";

/** The stores of version 3 as it was declared. */
const version3Stores = {
  enrolment: "key",
  registrations: "id, idHash, changeSeq, cardNumber, *searchKeys",
  syncState: "key",
  pinState: "key",
  revocation: "key",
  queue: "clientId, createdAt, registrationId",
  checkins: "clientId, registrationId",
  prints: "clientId, registrationId",
  attention: "clientId",
  settings: "key",
};

describe("kiosk database upgrade", () => {
  it("a kiosk enrolled under version 1 (HMAC look-ups, payload 1) forgets that enrolment and enrols again", async () => {
    const name = "kiosk-upgrade-from-v1";
    const old = new Dexie(name, { indexedDB, IDBKeyRange });
    old
      .version(1)
      .stores({ enrolment: "key", registrations: "id, idHash, changeSeq, cardNumber", syncState: "key" });
    await old.table("enrolment").put({ key: "current", token: "old", lookupKey: "a2V5" });
    await old
      .table("registrations")
      .put({ id: 1, idHash: "hmac", payStatus: 2, eligible: true, changeSeq: 1 });
    await old.table("syncState").put({ key: "current", cursor: 1, complete: true, lastSyncAt: null });
    old.close();

    const db = openKioskDb(name, { indexedDB, IDBKeyRange });

    expect(await db.enrolment.count()).toBe(0);
    expect(await db.registrations.count()).toBe(0);
    expect(await db.syncState.count()).toBe(0);
    expect(await db.pinState.count()).toBe(0);
  });

  it("a kiosk on version 2 keeps its enrolment and registrations, which become searchable by name and sync again", async () => {
    const name = "kiosk-upgrade-from-v2";
    const old = new Dexie(name, { indexedDB, IDBKeyRange });
    old
      .version(1)
      .stores({ enrolment: "key", registrations: "id, idHash, changeSeq, cardNumber", syncState: "key" });
    old.version(2).stores({ pinState: "key", revocation: "key" });
    const { checkins: _none, searchKeys: _keys, ...version2Row } = stored(7, { name: "张三", nameEn: "" });
    await old.table("enrolment").put(enrolment());
    await old.table("registrations").put(version2Row);
    await old
      .table("syncState")
      .put({ key: "current", cursor: 912, complete: true, lastSyncAt: null, count: 1 });
    await old.table("pinState").put({ key: "current", failures: 2, lockouts: 0, lockedUntil: null });
    old.close();

    const db = openKioskDb(name, { indexedDB, IDBKeyRange });

    expect(await db.enrolment.get("current")).toMatchObject({ token: "device-token-1" });
    expect(await db.registrations.get(7)).toMatchObject({ ...version2Row, checkins: [] });
    expect(await db.registrations.where("searchKeys").equals("zhangsan").primaryKeys()).toEqual([7]);
    expect(await db.registrations.where("searchKeys").startsWith("zs").primaryKeys()).toEqual([7]);
    // From the start again, to bring every registration's check-ins (payload 3); still a complete kiosk.
    expect(await db.syncState.get("current")).toMatchObject({ cursor: 0, complete: true, count: 1 });
    expect(await db.pinState.get("current")).toMatchObject({ failures: 2 });
    expect(await db.queue.count()).toBe(0);
  });

  it("a kiosk on version 3 keeps everything and gains the badge template store", async () => {
    const name = "kiosk-upgrade-from-v3";
    const old = new Dexie(name, { indexedDB, IDBKeyRange });
    old.version(3).stores(version3Stores);
    await old.table("enrolment").put(enrolment());
    await old.table("registrations").put(stored(9, { name: "王五" }));
    await old.table("syncState").put({ key: "current", cursor: 77, complete: true, lastSyncAt: null });
    old.close();

    const db = openKioskDb(name, { indexedDB, IDBKeyRange });

    expect(await db.enrolment.get("current")).toMatchObject({ token: "device-token-1" });
    expect(await db.registrations.get(9)).toMatchObject({ name: "王五" });
    expect(await db.syncState.get("current")).toMatchObject({ cursor: 77 });
    expect(await db.badgeTemplates.count()).toBe(0);
  });

  it("a kiosk on version 4 forgets the ID numbers' last four its rows hold, and keeps everything else", async () => {
    const name = "kiosk-upgrade-from-v4";
    // Version 4 as it was declared, with rows of payload 3 (idNumberMasked: the last four).
    const old = new Dexie(name, { indexedDB, IDBKeyRange });
    old.version(4).stores({ ...version3Stores, badgeTemplates: "key" });
    const rows = [stored(9, { name: "王五" }), stored(10, { name: "赵六" })];
    await old.table("enrolment").put(enrolment());
    await old
      .table("registrations")
      .bulkPut(rows.map((row, i) => ({ ...row, idNumberMasked: `**************${i ? "002X" : "0021"}` })));
    await old.table("syncState").put({ key: "current", cursor: 77, complete: true, lastSyncAt: null });
    old.close();

    const db = openKioskDb(name, { indexedDB, IDBKeyRange });

    const kept = await db.registrations.toArray();
    expect(kept).toEqual(rows);
    for (const row of kept) expect(row).not.toHaveProperty("idNumberMasked");
    expect(await db.enrolment.get("current")).toMatchObject({ token: "device-token-1" });
    // Nothing to fetch again: the rows lose a field, the cursor stays.
    expect(await db.syncState.get("current")).toMatchObject({ cursor: 77, complete: true });
  });
});
