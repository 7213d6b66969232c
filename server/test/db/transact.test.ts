import { Actor } from "@confreg/shared";
import { expect, it } from "vitest";
import { transact } from "#db/transact";
import { writeAudit } from "#lib/audit/write-audit";
import { insertConference, insertParticipantType, insertRegistration } from "#seed/index";
import { describeEachDialect } from "../helpers/database";

const failure = (code: string) => Object.assign(new Error(`simulated ${code}`), { code });

describeEachDialect("unit of work", ({ db }) => {
  it("tries again after a deadlock or a serialization failure, four times in all, then gives up", async () => {
    for (const code of ["40P01", "40001"]) {
      let attempts = 0;
      const result = await transact(db(), async () => {
        attempts += 1;
        if (attempts < 3) throw failure(code);
        return "done";
      });
      expect([result, attempts]).toEqual(["done", 3]);
      attempts = 0;
      await expect(
        transact(db(), async () => {
          attempts += 1;
          throw failure(code);
        }),
      ).rejects.toThrow(`simulated ${code}`);
      expect(attempts).toBe(4);
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

  it("a large unit gives each of its hundreds of registrations its own standing, and writes its audit rows with it", async () => {
    const conference = await insertConference(db());
    const type = await insertParticipantType(db(), { conferenceId: conference.id });
    const regs: { id: number }[] = [];
    for (let i = 0; i < 450; i++)
      regs.push(await insertRegistration(db(), { conferenceId: conference.id, participantTypeId: type.id }));
    const audits = async () =>
      Number(
        (
          await db()
            .selectFrom("auditLog")
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .where("conferenceId", "=", conference.id)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const paid = (i: number) => i % 3 === 0;
    const unit = (fail: boolean) =>
      transact(db(), async (tx) => {
        for (const [i, reg] of regs.entries()) {
          await tx.db
            .insertInto("payLines")
            .values({
              registrationId: reg.id,
              seq: 1,
              payType: 1,
              payStatus: paid(i) ? 2 : 1,
              totalFee: 100 + i,
              receivedFee: paid(i) ? 100 + i : 0,
              outTradeNo: `L${reg.id}`,
              createTime: tx.now,
              updateTime: tx.now,
            })
            .execute();
          await writeAudit(tx, {
            action: "registration.create",
            actor: { kind: Actor.system, id: null },
            entityId: reg.id,
            conferenceId: conference.id,
          });
          tx.touch(reg.id);
        }
        if (fail) throw new Error("refused");
      });
    await expect(unit(true)).rejects.toThrow("refused");
    expect(await audits()).toBe(0);
    await unit(false);
    expect(await audits()).toBe(450);
    const rows = await db()
      .selectFrom("registrations")
      .select(["id", "changeSeq", "payStatus", "totalFee", "receivedFee"])
      .where("conferenceId", "=", conference.id)
      .orderBy("id")
      .execute();
    expect(rows.map((r) => [r.payStatus, r.totalFee, r.receivedFee])).toEqual(
      regs.map((_, i) => [paid(i) ? 2 : 1, 100 + i, paid(i) ? 100 + i : 0]),
    );
    expect(new Set(rows.map((r) => r.changeSeq)).size).toBe(450);
    expect(rows.map((r) => r.changeSeq)).toEqual([...rows.map((r) => r.changeSeq)].sort((x, y) => x - y));
  });
});
