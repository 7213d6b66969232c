import { beforeAll, expect, it } from "vitest";
import { assignChangeSeqs } from "#db/change-seq";
import { insertConference, insertParticipantType, insertRegistration } from "#seed/index";
import { describeEachDialect } from "../helpers/database";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeEachDialect("registration change sequence", ({ db, dialect }) => {
  let ids: number[] = [];

  beforeAll(async () => {
    const conference = await insertConference(db());
    const type = await insertParticipantType(db(), { conferenceId: conference.id });
    ids = [];
    for (let i = 0; i < 20; i++)
      ids.push(
        (await insertRegistration(db(), { conferenceId: conference.id, participantTypeId: type.id })).id,
      );
  });

  const current = async () =>
    (await db().selectFrom("changeCounter").select("value").where("id", "=", 1).executeTakeFirstOrThrow())
      .value;
  const seqOf = async (id: number) =>
    (
      await db()
        .selectFrom("registrations")
        .select("changeSeq")
        .where("id", "=", id)
        .executeTakeFirstOrThrow()
    ).changeSeq;
  const assign = (registrations: number[]) =>
    db()
      .transaction()
      .execute((trx) => assignChangeSeqs(trx, dialect, registrations));

  it("gives each registration the next value, in the order given, and moves the counter past them", async () => {
    const [a, b, c] = ids as [number, number, number];
    const before = await current();
    await assign([c, a, b]);
    expect([await seqOf(c), await seqOf(a), await seqOf(b)]).toEqual([before + 1, before + 2, before + 3]);
    expect(await current()).toBe(before + 3);
  });

  it("gives the values back when its transaction rolls back", async () => {
    const id = ids[3] as number;
    const [before, seqBefore] = [await current(), await seqOf(id)];
    await expect(
      db()
        .transaction()
        .execute(async (trx) => {
          await assignChangeSeqs(trx, dialect, [id]);
          throw new Error("rollback");
        }),
    ).rejects.toThrow("rollback");
    expect([await current(), await seqOf(id)]).toEqual([before, seqBefore]);
  });

  it("gives every concurrent transaction its own values, none skipped", async () => {
    const before = await current();
    const mine = ids.slice(4, 14);
    await Promise.all(
      mine.map((id) =>
        db()
          .transaction()
          .execute(async (trx) => {
            await assignChangeSeqs(trx, dialect, [id]);
            await sleep(2);
          }),
      ),
    );
    const seqs = await Promise.all(mine.map(seqOf));
    expect(seqs.sort((x, y) => x - y)).toEqual(Array.from({ length: mine.length }, (_, i) => before + 1 + i));
  });

  if (dialect === "postgres") {
    it("makes a second writer wait for the first to commit, so values follow commit order", async () => {
      const [first, second] = [ids[15] as number, ids[16] as number];
      let release: () => void = () => {};
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      let tookFirst: () => void = () => {};
      const firstTaken = new Promise<void>((resolve) => {
        tookFirst = resolve;
      });
      const one = db()
        .transaction()
        .execute(async (trx) => {
          await assignChangeSeqs(trx, dialect, [first]);
          tookFirst();
          await gate;
        });
      await firstTaken;
      let secondDone = false;
      const two = db()
        .transaction()
        .execute(async (trx) => {
          await assignChangeSeqs(trx, dialect, [second]);
          secondDone = true;
        });
      await sleep(300);
      expect(secondDone).toBe(false);
      release();
      await Promise.all([one, two]);
      expect(await seqOf(second)).toBe((await seqOf(first)) + 1);
    });
  }
});
