import { expect, it } from "vitest";
import { releaseLease, takeLease } from "#jobs/lease";
import { describeEachDialect } from "../helpers/database";
import { secondProcessDb } from "../helpers/second-process";

const minute = 60_000;
const t0 = new Date("2027-03-01T08:00:00.000Z");
const at = (ms: number) => new Date(t0.getTime() + ms);
const lease = (name: string, holder: string) => ({ name, holder, ttlMs: minute });

describeEachDialect("job leases", ({ db, handle }) => {
  const other = secondProcessDb(handle);
  const holderOf = async (name: string) =>
    (await db().selectFrom("jobLeases").selectAll().where("name", "=", name).executeTakeFirst()) ?? null;

  it("of several processes asking at once, exactly one gets the lease, until now + its time", async () => {
    const holders = ["a", "b", "c", "d", "e", "f", "g", "h"];
    const answers = await Promise.all(
      holders.map((holder, i) => takeLease(i % 2 ? other() : db(), lease("race", holder), t0)),
    );
    expect(answers.filter(Boolean)).toHaveLength(1);
    expect(await holderOf("race")).toEqual({
      name: "race",
      holder: holders[answers.indexOf(true)],
      expiresAt: "2027-03-01T08:01:00.000Z",
    });
  });

  it("the holder renews its lease, and nobody else takes it before it has expired", async () => {
    expect(await takeLease(db(), lease("renewed", "a"), t0)).toBe(true);
    expect(await takeLease(other(), lease("renewed", "b"), at(minute - 1))).toBe(false);
    expect(await takeLease(db(), lease("renewed", "a"), at(30_000))).toBe(true);
    // Without the renewal, b would have had it from the first minute on.
    expect(await takeLease(other(), lease("renewed", "b"), at(minute + 1))).toBe(false);
    expect(await takeLease(other(), lease("renewed", "b"), at(90_000))).toBe(true);
    expect((await holderOf("renewed"))?.holder).toBe("b");
  });

  it("another process takes over an expired lease, and the old holder cannot renew it", async () => {
    expect(await takeLease(db(), lease("expired", "a"), t0)).toBe(true);
    expect(await takeLease(other(), lease("expired", "b"), at(minute))).toBe(true);
    expect(await takeLease(db(), lease("expired", "a"), at(minute + 1))).toBe(false);
    expect(await holderOf("expired")).toMatchObject({ holder: "b", expiresAt: "2027-03-01T08:02:00.000Z" });
  });

  it("only the holder releases a lease, which is then free at once", async () => {
    expect(await takeLease(db(), lease("released", "a"), t0)).toBe(true);
    await releaseLease(other(), "released", "b");
    expect(await takeLease(other(), lease("released", "b"), at(1))).toBe(false);
    await releaseLease(db(), "released", "a");
    expect(await holderOf("released")).toBeNull();
    expect(await takeLease(other(), lease("released", "b"), at(2))).toBe(true);
  });

  it("leases of other names are independent", async () => {
    expect(await takeLease(db(), lease("first", "a"), t0)).toBe(true);
    expect(await takeLease(other(), lease("second", "b"), t0)).toBe(true);
    expect(await takeLease(other(), lease("first", "b"), t0)).toBe(false);
  });
});
