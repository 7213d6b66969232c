import { createHash, createHmac, randomBytes } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { hmacSha256, hmacSha256Hex, sha256 } from "#renderer/lookup/hmac";
import { hashIdNumber, lookupScan } from "#renderer/lookup/lookup";
import { enrolledDb, enrolment, idNumber, lookupKey, registration, serverIdHash } from "./fixtures";

const alice = idNumber("11010519491231002");
const bob = idNumber("44030419900101123");
const withX = (() => {
  for (let n = 0; ; n++) {
    const id = idNumber(`3201021985061${String(n).padStart(4, "0")}`);
    if (id.endsWith("X")) return id;
  }
})();

describe("ID-number look-up", () => {
  it("the kiosk's hash equals the server's: hex HMAC-SHA256 of the normalised number under the lookup key", async () => {
    expect(await hashIdNumber(lookupKey, alice)).toBe(serverIdHash(alice));
    expect(await hashIdNumber(lookupKey, ` ${withX.toLowerCase()} `)).toBe(
      createHmac("sha256", Buffer.from(lookupKey, "base64")).update(withX).digest("hex"),
    );
  });

  it("without WebCrypto (plain http on a LAN) the JavaScript HMAC gives the same hash", async () => {
    vi.stubGlobal("crypto", {});
    expect(await hmacSha256Hex(lookupKey, withX)).toBe(serverIdHash(withX));
  });

  it("the JavaScript SHA-256 and HMAC match Node's for every padding boundary and long keys", () => {
    for (const length of [0, 1, 55, 56, 63, 64, 65, 119, 120, 1000]) {
      const data = randomBytes(length);
      const key = randomBytes(length % 2 ? 100 : 32);
      expect(Buffer.from(sha256(data)).toString("hex")).toBe(createHash("sha256").update(data).digest("hex"));
      expect(Buffer.from(hmacSha256(key, data)).toString("hex")).toBe(
        createHmac("sha256", key).update(data).digest("hex"),
      );
    }
  });

  it("a scanned ID number finds its registration from the local hashes, without any network", async () => {
    const db = await enrolledDb();
    await db.registrations.bulkPut([
      registration(1, { idHash: serverIdHash(alice) }),
      registration(2, { idHash: serverIdHash(bob), name: "李四" }),
    ]);
    const fetchSpy = vi.spyOn(globalThis, "fetch");

    const result = await lookupScan(db, enrolment(), bob);

    expect(result).toMatchObject({ kind: "found", registration: { id: 2, name: "李四" }, matches: 1 });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("a lower-case x and spaces from the scanner are normalised before hashing", async () => {
    const db = await enrolledDb();
    await db.registrations.put(registration(1, { idHash: serverIdHash(withX) }));

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
    await db.registrations.put(registration(1, { idHash: serverIdHash(alice) }));

    expect(await lookupScan(db, enrolment(), bob)).toEqual({ kind: "not-found" });
  });

  it("anything that is not 18 characters is refused as a format error", async () => {
    const db = await enrolledDb();
    expect(await lookupScan(db, enrolment(), "12345")).toEqual({ kind: "bad-format" });
    expect(await lookupScan(db, enrolment(), "1234567890")).toEqual({ kind: "bad-format" });
  });

  it("a 10-digit attendance card number is matched when the conference uses cards", async () => {
    const db = await enrolledDb();
    await db.registrations.put(registration(5, { cardNumber: "0012345678" }));
    const cards = enrolment({ conference: { ...enrolment().conference, isCard: true } });

    expect(await lookupScan(db, cards, "0012345678")).toMatchObject({
      kind: "found",
      registration: { id: 5 },
    });
  });

  it("of two registrations with the same ID number the eligible one is shown", async () => {
    const db = await enrolledDb();
    await db.registrations.bulkPut([
      registration(1, { idHash: serverIdHash(alice), eligible: true, changeSeq: 3 }),
      registration(2, { idHash: serverIdHash(alice), eligible: false, payStatus: 0, changeSeq: 9 }),
    ]);

    expect(await lookupScan(db, enrolment(), alice)).toMatchObject({
      kind: "found",
      registration: { id: 1 },
      matches: 2,
    });
  });
});
