import { describe, expect, it } from "vitest";
import { lookupScan } from "#renderer/lookup/lookup";
import { recordCheckin, recordOnsitePayment, recordPrint } from "#renderer/queue/record";
import { enrolledDb, enrolment, stored } from "./fixtures";

const cards = () => enrolment({ conference: { ...enrolment().conference, isCard: true } });

describe("the found person's state at the desk", () => {
  it("a scan's result carries the check-ins, prints and queued events made here for that person only", async () => {
    const db = await enrolledDb();
    await db.registrations.bulkPut([
      stored(5, { cardNumber: "0012345678", name: "张三" }),
      stored(6, { cardNumber: "0087654321" }),
    ]);
    const made = await recordCheckin(db, { registrationId: 5, method: "card", operator: "", pointId: 1 });
    await recordPrint(db, { registrationId: 5, reprint: false, reason: "" });
    await recordOnsitePayment(db, { registrationId: 6, receivedFee: 5000, currency: "CNY", operator: "" });

    const result = await lookupScan(db, cards(), "0012345678");

    if (result.kind !== "found") throw new Error(`expected the person, got ${result.kind}`);
    expect(result.state.row).toMatchObject({ id: 5, name: "张三" });
    expect(result.state.local.map((c) => c.clientId)).toEqual([made.clientId]);
    expect(result.state.printed).toBe(1);
    expect(result.state.queued.map((e) => [e.kind, e.registrationId]).sort()).toEqual([
      ["checkin", 5],
      ["print", 5],
    ]);
  });

  it("someone with nothing made here is found with no check-in, print or queued event", async () => {
    const db = await enrolledDb();
    await db.registrations.put(stored(6, { cardNumber: "0087654321" }));

    const result = await lookupScan(db, cards(), "0087654321");

    expect(result).toMatchObject({
      kind: "found",
      state: { row: { id: 6 }, local: [], printed: 0, queued: [] },
    });
  });
});
