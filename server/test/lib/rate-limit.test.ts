import { randomBytes } from "node:crypto";
import { expect, it } from "vitest";
import { DatabaseRateLimitStore, hit } from "#lib/rate-limit/store";
import { describeEachDialect } from "../helpers/database";
import { secondProcessDb } from "../helpers/second-process";

const minute = 60_000;

describeEachDialect("rate-limit counters in the database", ({ db, handle }) => {
  const other = secondProcessDb(handle);
  const clock = { now: new Date("2027-03-01T08:00:00.000Z") };
  const later = (ms: number) => {
    clock.now = new Date(clock.now.getTime() + ms);
  };
  const hashKey = randomBytes(32);
  const store = () => new DatabaseRateLimitStore(db(), () => clock.now, hashKey);
  /** The same counters as a second server process sees them. */
  const otherStore = () => new DatabaseRateLimitStore(other(), () => clock.now, hashKey);

  it("count events per key within a window, and start again at 1 once the window has ended", async () => {
    const counters = store();
    expect(await counters.record("k", minute)).toBe(1);
    expect(await counters.record("k", minute)).toBe(2);
    expect(await counters.record("other", minute)).toBe(1);
    later(minute - 1);
    expect(await counters.record("k", minute)).toBe(3);
    later(1);
    expect(await counters.record("k", minute)).toBe(1);
    // The new window runs a whole window from its first event.
    later(minute - 1);
    expect(await counters.record("k", minute)).toBe(2);
  });

  it("refuse past the limit until the window ends, in every process", async () => {
    const outcomes: boolean[] = [];
    for (let i = 0; i < 5; i++)
      outcomes.push(await hit(i % 2 ? otherStore() : store(), "limited", 3, 10 * minute));
    expect(outcomes).toEqual([true, true, true, false, false]);
    later(10 * minute);
    expect(await hit(otherStore(), "limited", 3, 10 * minute)).toBe(true);
  });

  it("read a count without counting; an ended window reads 0; a reset forgets the key", async () => {
    const counters = store();
    await counters.record("read", minute);
    await counters.record("read", minute);
    expect(await otherStore().count("read")).toBe(2);
    expect(await counters.count("read")).toBe(2);
    expect(await counters.count("never")).toBe(0);
    await otherStore().reset("read");
    expect(await counters.count("read")).toBe(0);
    await counters.record("ends", minute);
    later(minute);
    expect(await counters.count("ends")).toBe(0);
  });

  it("count 50 events arriving at once from two processes exactly 50 times", async () => {
    const counts = await Promise.all(
      Array.from({ length: 50 }, (_, i) => (i % 2 ? otherStore() : store()).record("crowd", minute)),
    );
    expect(counts.sort((x, y) => x - y)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(await store().count("crowd")).toBe(50);
  });

  it("the sweep deletes the windows that have ended, and only those", async () => {
    await db().deleteFrom("rateLimits").execute();
    const counters = store();
    await counters.record("short", minute);
    await counters.record("long", 60 * minute);
    later(minute);
    expect(await counters.sweep()).toBe(1);
    expect(await db().selectFrom("rateLimits").select("count").execute()).toHaveLength(1);
    expect(await counters.count("long")).toBe(1);
  });

  it("store only a keyed hash of each key, never the e-mail address or network address it names", async () => {
    await store().record("login:attendee:pair:li@example.org:198.18.0.1", minute);
    const keys = (await db().selectFrom("rateLimits").select("key").execute()).map((row) => row.key);
    expect(keys.filter((key) => key.includes("example.org") || key.includes("198.18"))).toEqual([]);
    // Another secret (another deployment) gives other rows: the hash is keyed.
    const foreign = new DatabaseRateLimitStore(db(), () => clock.now, randomBytes(32));
    expect(await foreign.count("login:attendee:pair:li@example.org:198.18.0.1")).toBe(0);
    expect(await store().count("login:attendee:pair:li@example.org:198.18.0.1")).toBe(1);
  });
});
