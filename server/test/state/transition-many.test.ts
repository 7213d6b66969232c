import { AppError, isAppError, PayStatus } from "@confreg/shared";
import { beforeAll, expect, it } from "vitest";
import { transact } from "#db/transact";
import { payLineState } from "#state/bindings";
import { transitionMany } from "#state/transition";
import { type CheckinConference, checkinConference, registrant } from "../checkin/harness";
import { describeEachDialect } from "../helpers/database";

const at = new Date("2026-12-08T09:05:00.000Z");
const admin = { kind: "admin" as const, id: 7 };

describeEachDialect("transitionMany, the batch form of the transition helper", ({ db }) => {
  let conference: CheckinConference;
  beforeAll(async () => {
    conference = await checkinConference(db(), at);
  });

  /** A line of a new registration, in the state given, of `totalFee` cents. */
  const line = async (payStatus: PayStatus, totalFee = 100_000) =>
    (await registrant(db(), conference, payStatus, "批量", totalFee)).lineId;
  const confirm = (id: number, groupIncomplete = false) => ({
    id,
    event: "confirmPayment" as const,
    actor: admin,
    set: { receivedFee: 100_000, payTime: at.toISOString() },
    context: { groupIncomplete, totalFee: 100_000 },
  });

  it("decides each request on its own: accepted ones written with their audit row, refused ones answered and left alone", async () => {
    const paid = await line(PayStatus.unpaid);
    const waiting = await line(PayStatus.unpaid);
    const alreadyPaid = await line(PayStatus.paid);
    const free = await line(PayStatus.unpaid, 0);
    const raced = await line(PayStatus.unpaid);
    const twice = await line(PayStatus.unpaid);
    const alsoPaid = await line(PayStatus.unpaid);
    const deleted = await registrant(db(), conference, PayStatus.unpaid, "已删");
    await db().updateTable("registrations").set({ isDeleted: 1 }).where("id", "=", deleted.id).execute();
    const missing = 987_654;

    const outcomes = await transact(
      db(),
      (tx) =>
        transitionMany(tx, payLineState, [
          confirm(paid),
          confirm(waiting, true),
          confirm(alreadyPaid),
          { ...confirm(free), context: { groupIncomplete: false, totalFee: 0 } },
          {
            ...confirm(raced),
            // Another change lands on the row after it was read: the write finds its state moved on.
            context: async (inner) => {
              await inner.db
                .updateTable("payLines")
                .set({ payStatus: PayStatus.reviewing })
                .where("id", "=", raced)
                .execute();
              return { groupIncomplete: false, totalFee: 100_000 };
            },
          },
          confirm(twice),
          confirm(twice),
          confirm(missing),
          confirm(deleted.lineId),
          confirm(alsoPaid),
        ]),
      { at },
    );

    const codes = outcomes.map((outcome) => (isAppError(outcome) ? outcome.code : outcome));
    expect(codes).toEqual([
      PayStatus.paid,
      PayStatus.paidPending,
      "TRANSITION_NOT_ALLOWED",
      "NOTHING_TO_PAY",
      "STATE_CONFLICT",
      PayStatus.paid,
      "TRANSITION_NOT_ALLOWED",
      "NOT_FOUND",
      "NOT_FOUND",
      PayStatus.paid,
    ]);
    expect(outcomes[4]).toBeInstanceOf(AppError);
    expect((outcomes[4] as AppError).details).toMatchObject({ id: raced, from: PayStatus.unpaid });

    const ids = [paid, waiting, alreadyPaid, free, raced, twice, alsoPaid, deleted.lineId];
    const rows = await db()
      .selectFrom("payLines")
      .select(["id", "payStatus", "receivedFee", "payTime"])
      .where("id", "in", ids)
      .execute();
    const stateOf = (id: number) => rows.find((row) => row.id === id);
    expect(ids.map((id) => stateOf(id)?.payStatus)).toEqual([2, 3, 2, 0, 1, 2, 2, 0]);
    expect(stateOf(paid)).toMatchObject({ receivedFee: 100_000, payTime: at.toISOString() });
    expect(stateOf(free)).toMatchObject({ receivedFee: 0, payTime: null });

    const audits = await db()
      .selectFrom("auditLog")
      .select(["entityId", "action", "fromState", "toState", "actorId"])
      .where("entityId", "in", ids)
      .where("action", "=", "payment.confirmPayment")
      .orderBy("id")
      .execute();
    expect(audits).toEqual([
      { entityId: paid, action: "payment.confirmPayment", fromState: "0", toState: "2", actorId: 7 },
      { entityId: waiting, action: "payment.confirmPayment", fromState: "0", toState: "3", actorId: 7 },
      { entityId: twice, action: "payment.confirmPayment", fromState: "0", toState: "2", actorId: 7 },
      { entityId: alsoPaid, action: "payment.confirmPayment", fromState: "0", toState: "2", actorId: 7 },
    ]);
  });

  it("the registrations of the accepted requests get a new change sequence and standing, the refused ones' do not", async () => {
    const accepted = await registrant(db(), conference, PayStatus.unpaid, "甲");
    const refused = await registrant(db(), conference, PayStatus.paid, "乙");
    const seqOf = async (id: number) =>
      await db()
        .selectFrom("registrations")
        .select(["changeSeq", "payStatus"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
    const before = [await seqOf(accepted.id), await seqOf(refused.id)];
    await transact(
      db(),
      (tx) => transitionMany(tx, payLineState, [confirm(accepted.lineId), confirm(refused.lineId)]),
      {
        at,
      },
    );
    const after = [await seqOf(accepted.id), await seqOf(refused.id)];
    expect(Number(after[0]?.changeSeq)).toBeGreaterThan(Number(before[0]?.changeSeq));
    expect(after[0]?.payStatus).toBe(PayStatus.paid);
    expect(after[1]).toEqual(before[1]);
  });
});
