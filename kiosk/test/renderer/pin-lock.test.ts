import { IDBKeyRange, indexedDB } from "fake-indexeddb";
import { describe, expect, it } from "vitest";
import { openKioskDb } from "#renderer/db/db";
import { pinLockedUntil, tryPin } from "#renderer/pin/pin-lock";
import { enrolledDb, pinCheck, settingsPin } from "./fixtures";

/** The lock policy does not depend on the hash's cost: a cheap one keeps these dozens of tries fast. */
const check = pinCheck(settingsPin, 16);
const minute = 60_000;
const t0 = new Date("2027-05-01T08:00:00.000Z");
const at = (ms: number) => new Date(t0.getTime() + ms);

/** Five wrong PINs in a row, at `when`. */
async function fiveWrong(db: Awaited<ReturnType<typeof enrolledDb>>, when: Date) {
  const answers = [];
  for (let i = 0; i < 5; i++) answers.push(await tryPin(db, check, "0000", when));
  return answers;
}

describe("settings PIN", () => {
  it("the PIN chosen at pairing unlocks the settings, checked offline against its scrypt hash", async () => {
    const db = await enrolledDb();
    const asServed = pinCheck(settingsPin);
    expect(await tryPin(db, asServed, "4827", t0)).toEqual({ kind: "wrong", triesLeft: 4 });
    expect(await tryPin(db, asServed, settingsPin, t0)).toEqual({ kind: "unlocked" });
  });

  it("a wrong PIN is refused and says how many tries are left before a lock", async () => {
    const db = await enrolledDb();
    expect(await tryPin(db, check, "1111", t0)).toEqual({ kind: "wrong", triesLeft: 4 });
    expect(await tryPin(db, check, "2222", t0)).toEqual({ kind: "wrong", triesLeft: 3 });
  });

  it("five wrong PINs lock the settings for a minute, and while locked even the right PIN is refused", async () => {
    const db = await enrolledDb();
    const answers = await fiveWrong(db, t0);
    expect(answers.at(-1)).toEqual({ kind: "locked", until: at(minute) });

    expect(await tryPin(db, check, settingsPin, at(minute - 1000))).toEqual({
      kind: "locked",
      until: at(minute),
    });
    expect(await tryPin(db, check, settingsPin, at(minute))).toEqual({ kind: "unlocked" });
  });

  it("each further lock lasts twice as long, up to an hour", async () => {
    const db = await enrolledDb();
    let now = t0;
    const lengths: number[] = [];
    for (let lock = 0; lock < 8; lock++) {
      const last = (await fiveWrong(db, now)).at(-1);
      if (last?.kind !== "locked") throw new Error("expected a lock");
      lengths.push((last.until.getTime() - now.getTime()) / minute);
      now = last.until;
    }
    expect(lengths).toEqual([1, 2, 4, 8, 16, 32, 60, 60]);
  });

  it("the right PIN resets the count: the next lock is a short one again", async () => {
    const db = await enrolledDb();
    await fiveWrong(db, t0);
    await fiveWrong(db, at(minute));
    expect(await tryPin(db, check, settingsPin, at(4 * minute))).toEqual({ kind: "unlocked" });
    for (let i = 0; i < 4; i++) await tryPin(db, check, "9999", at(5 * minute));
    expect(await tryPin(db, check, "9999", at(5 * minute))).toEqual({
      kind: "locked",
      until: at(6 * minute),
    });
  });

  it("a lock survives a reload: it is kept in the kiosk's database", async () => {
    const db = await enrolledDb();
    await fiveWrong(db, t0);
    db.close();

    const reopened = openKioskDb(db.name, { indexedDB, IDBKeyRange });
    expect(await pinLockedUntil(reopened, at(30_000))).toEqual(at(minute));
    expect(await pinLockedUntil(reopened, at(minute))).toBeNull();
  });
});
