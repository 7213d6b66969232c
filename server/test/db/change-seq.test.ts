import { expect, it } from "vitest";
import { nextChangeSeqs } from "#db/change-seq";

const nextChangeSeq = (db: Parameters<typeof nextChangeSeqs>[0]) => nextChangeSeqs(db, 1);

import { describeEachDialect } from "../helpers/database";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeEachDialect("registration change sequence", ({ db, dialect }) => {
  const current = async () =>
    (await db().selectFrom("changeCounter").select("value").where("id", "=", 1).executeTakeFirstOrThrow())
      .value;

  it("hands out strictly increasing values", async () => {
    const first = await nextChangeSeq(db());
    const second = await nextChangeSeq(db());
    expect(second).toBe(first + 1);
    expect(await current()).toBe(second);
  });

  it("reserves a block of consecutive values for a write that touches several registrations", async () => {
    const before = await current();
    expect(await nextChangeSeqs(db(), 5)).toBe(before + 1);
    expect(await current()).toBe(before + 5);
  });

  it("gives a value back when its transaction rolls back", async () => {
    const before = await current();
    await expect(
      db()
        .transaction()
        .execute(async (trx) => {
          await nextChangeSeq(trx);
          throw new Error("rollback");
        }),
    ).rejects.toThrow("rollback");
    expect(await current()).toBe(before);
  });

  it("gives every concurrent transaction its own value, none skipped", async () => {
    const before = await current();
    const values = await Promise.all(
      Array.from({ length: 20 }, () =>
        db()
          .transaction()
          .execute(async (trx) => {
            const value = await nextChangeSeq(trx);
            await sleep(2);
            return value;
          }),
      ),
    );
    expect([...values].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => before + 1 + i));
  });

  if (dialect === "postgres") {
    it("makes a second writer wait for the first to commit, so values follow commit order", async () => {
      let release: () => void = () => {};
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      let tookFirst: () => void = () => {};
      const firstTaken = new Promise<void>((resolve) => {
        tookFirst = resolve;
      });
      let firstValue = 0;
      const first = db()
        .transaction()
        .execute(async (trx) => {
          firstValue = await nextChangeSeq(trx);
          tookFirst();
          await gate;
        });
      await firstTaken;
      let secondValue: number | undefined;
      const second = db()
        .transaction()
        .execute(async (trx) => {
          secondValue = await nextChangeSeq(trx);
        });
      await sleep(300);
      expect(secondValue).toBeUndefined();
      release();
      await Promise.all([first, second]);
      expect(secondValue).toBe(firstValue + 1);
    });
  }
});
