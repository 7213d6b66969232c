import { expect, it } from "vitest";
import { insertConference, insertParticipantType, insertRegistration } from "#db/seed/index";
import { transact } from "#db/transact";
import { describeEachDialect } from "../helpers/database";

const failure = (code: string) => Object.assign(new Error(`simulated ${code}`), { code });

describeEachDialect("unit of work", ({ db }) => {
  it("retries once after a deadlock or a serialization failure, then gives up", async () => {
    for (const code of ["40P01", "40001"]) {
      let attempts = 0;
      const result = await transact(db(), async () => {
        attempts += 1;
        if (attempts === 1) throw failure(code);
        return "done";
      });
      expect([result, attempts]).toEqual(["done", 2]);
      attempts = 0;
      await expect(
        transact(db(), async () => {
          attempts += 1;
          throw failure(code);
        }),
      ).rejects.toThrow(`simulated ${code}`);
      expect(attempts).toBe(2);
    }
  });

  it("does not retry other failures", async () => {
    let attempts = 0;
    await expect(
      transact(db(), async () => {
        attempts += 1;
        throw failure("23505");
      }),
    ).rejects.toThrow();
    expect(attempts).toBe(1);
  });

  it("ends by giving each changed registration a new change sequence and its standing, in one go", async () => {
    const conference = await insertConference(db());
    const type = await insertParticipantType(db(), { conferenceId: conference.id });
    const [a, b] = [
      await insertRegistration(db(), { conferenceId: conference.id, participantTypeId: type.id }),
      await insertRegistration(db(), { conferenceId: conference.id, participantTypeId: type.id }),
    ];
    const counter = async () =>
      (await db().selectFrom("changeCounter").select("value").executeTakeFirstOrThrow()).value;
    const before = await counter();
    await transact(db(), async (tx) => {
      await tx.db
        .insertInto("payLines")
        .values({
          registrationId: a.id,
          seq: 1,
          payType: 1,
          payStatus: 2,
          totalFee: 500,
          receivedFee: 500,
          outTradeNo: `T${a.id}`,
          createTime: tx.now,
          updateTime: tx.now,
        })
        .execute();
      tx.touch(b.id);
      tx.touch(a.id);
      tx.touch(a.id);
    });
    expect(await counter()).toBe(before + 2);
    const rows = await db()
      .selectFrom("registrations")
      .select(["id", "changeSeq", "payStatus", "checkinEligible"])
      .where("id", "in", [a.id, b.id])
      .orderBy("id")
      .execute();
    expect(rows.map((r) => r.changeSeq)).toEqual([before + 1, before + 2]);
    expect(rows[0]).toMatchObject({ payStatus: 2, checkinEligible: 1 });
  });
});
