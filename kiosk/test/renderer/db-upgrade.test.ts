import { Dexie } from "dexie";
import { IDBKeyRange, indexedDB } from "fake-indexeddb";
import { describe, expect, it } from "vitest";
import { openKioskDb } from "#renderer/db/db";

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
});
