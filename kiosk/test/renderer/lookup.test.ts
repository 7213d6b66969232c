import { scryptSync } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { hashIdNumber, lookupScan } from "#renderer/lookup/lookup";
import { enrolledDb, enrolment, idNumber, lookup, serverIdHash, stored } from "./fixtures";

const alice = idNumber("11010519491231002");
const bob = idNumber("44030419900101123");
const withX = (() => {
  for (let n = 0; ; n++) {
    const id = idNumber(`3201021985061${String(n).padStart(4, "0")}`);
    if (id.endsWith("X")) return id;
  }
})();
const residencePermit = idNumber("81000019900101123");
const foreignPermanent = idNumber("91115619850505001");

describe("ID-number look-up", () => {
  it("the kiosk's hash equals the server's: hex scrypt (N=2^14, r=8, p=1) of the normalised number", async () => {
    expect(await hashIdNumber(lookup, alice)).toBe(serverIdHash(alice));
    expect(await hashIdNumber(lookup, ` ${withX.toLowerCase()} `)).toBe(
      scryptSync(withX, Buffer.from(lookup.salt, "base64"), 32, { N: 16384, r: 8, p: 1 }).toString("hex"),
    );
  });

  it("without WebCrypto (plain http on a LAN) the look-up still works: scrypt is plain JavaScript", async () => {
    vi.stubGlobal("crypto", {});
    expect(await hashIdNumber(lookup, withX)).toBe(serverIdHash(withX));
  });

  it("a scanned ID number finds its registration from the local hashes, without any network", async () => {
    const db = await enrolledDb();
    await db.registrations.bulkPut([
      stored(1, { idHash: serverIdHash(alice) }),
      stored(2, { idHash: serverIdHash(bob), name: "李四" }),
    ]);
    const fetchSpy = vi.spyOn(globalThis, "fetch");

    const result = await lookupScan(db, enrolment(), bob);

    expect(result).toMatchObject({ kind: "found", registration: { id: 2, name: "李四" }, matches: 1 });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("a scan's card shows the tail of the number just read, masked; a name search finds none in the store", async () => {
    const db = await enrolledDb();
    await db.registrations.put(stored(1, { idHash: serverIdHash(withX), name: "张三" }));

    const byNumber = await lookupScan(db, enrolment(), ` ${withX.toLowerCase()} `);
    const byName = await lookupScan(db, enrolment(), "张三");

    expect(byNumber).toMatchObject({
      kind: "found",
      method: "idNumber",
      idMasked: `**************${withX.slice(-4)}`,
    });
    expect(byName).toMatchObject({ kind: "found", method: "search", registration: { id: 1 } });
    expect(byName).not.toHaveProperty("idMasked");
  });

  it("the conference's look-up parameters from the last sync page win over the enrolment's (a cost changed)", async () => {
    const fast = { ...lookup, N: 4096 };
    const fastHash = scryptSync(bob, Buffer.from(lookup.salt, "base64"), 32, { N: 4096, r: 8, p: 1 });
    const db = await enrolledDb();
    await db.registrations.put(stored(2, { idHash: fastHash.toString("hex") }));
    const enrolled = enrolment();
    const synced = enrolment({ conference: { ...enrolled.conference, lookup: fast } });

    expect(await lookupScan(db, enrolled, bob)).toEqual({ kind: "not-found" });
    expect(await lookupScan(db, synced, bob)).toMatchObject({ kind: "found", registration: { id: 2 } });
  });

  it("residence permits (81/82/83) and foreigners' permanent residence IDs (9…) scan like ID cards", async () => {
    const db = await enrolledDb();
    await db.registrations.bulkPut([
      stored(1, { idType: 2, idHash: serverIdHash(residencePermit) }),
      stored(2, { idType: 3, idHash: serverIdHash(foreignPermanent) }),
    ]);

    expect(await lookupScan(db, enrolment(), residencePermit)).toMatchObject({ registration: { id: 1 } });
    expect(await lookupScan(db, enrolment(), foreignPermanent)).toMatchObject({ registration: { id: 2 } });
  });

  it("a lower-case x and spaces from the scanner are normalised before hashing", async () => {
    const db = await enrolledDb();
    await db.registrations.put(stored(1, { idHash: serverIdHash(withX) }));

    const result = await lookupScan(db, enrolment(), ` ${withX.slice(0, 9)} ${withX.slice(9).toLowerCase()}`);

    expect(result).toMatchObject({ kind: "found", registration: { id: 1 } });
  });

  it("an 18-character number with a wrong check digit is reported as invalid, not looked up", async () => {
    const db = await enrolledDb();
    const wrong = alice.slice(0, 17) + (alice.endsWith("1") ? "2" : "1");

    expect(await lookupScan(db, enrolment(), wrong)).toEqual({ kind: "bad-checksum" });
  });

  it("a valid number nobody registered with is not found", async () => {
    const db = await enrolledDb();
    await db.registrations.put(stored(1, { idHash: serverIdHash(alice) }));

    expect(await lookupScan(db, enrolment(), bob)).toEqual({ kind: "not-found" });
  });

  it("anything that is not 18 characters (a passport, a travel permit) is refused as a format error", async () => {
    const db = await enrolledDb();
    expect(await lookupScan(db, enrolment(), "12345")).toEqual({ kind: "bad-format" });
    expect(await lookupScan(db, enrolment(), "1234567890")).toEqual({ kind: "bad-format" });
    expect(await lookupScan(db, enrolment(), "E12345678")).toEqual({ kind: "bad-format" });
    expect(await lookupScan(db, enrolment(), "H1234567801")).toEqual({ kind: "bad-format" });
  });

  it("a 10-digit attendance card number is matched when the conference uses cards", async () => {
    const db = await enrolledDb();
    await db.registrations.put(stored(5, { cardNumber: "0012345678" }));
    const cards = enrolment({ conference: { ...enrolment().conference, isCard: true } });

    expect(await lookupScan(db, cards, "0012345678")).toMatchObject({
      kind: "found",
      registration: { id: 5 },
    });
  });

  it("of two registrations with the same ID number the eligible one is shown", async () => {
    const db = await enrolledDb();
    await db.registrations.bulkPut([
      stored(1, { idHash: serverIdHash(alice), changeSeq: 3 }),
      stored(2, {
        idHash: serverIdHash(alice),
        checkIn: { eligible: false, reason: "unpaid" },
        changeSeq: 9,
      }),
    ]);

    expect(await lookupScan(db, enrolment(), alice)).toMatchObject({
      kind: "found",
      registration: { id: 1 },
      matches: 2,
    });
  });
});
