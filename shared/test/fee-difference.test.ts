import { describe, expect, it } from "vitest";
import { chargedFee, maySettleFee, type SettlementLine, settleFeeDifference } from "../src";

const line = (id: number, payStatus: SettlementLine["payStatus"], totalFee: number, receivedFee = 0) => ({
  id,
  seq: id,
  payStatus,
  totalFee,
  receivedFee,
});

describe("settling an administrator's change of a paid registration's fee (DOMAIN.md §3)", () => {
  it("more to pay: one new unpaid line for the difference, nothing else touched", () => {
    const lines = [line(1, 2, 1_100_00, 1_100_00)];
    expect(settleFeeDifference(lines, 1_350_50)).toEqual({
      difference: 250_50,
      newLine: 250_50,
      lowered: [],
      refunds: [],
    });
  });

  it("less to pay on a paid line: a partial refund request of exactly the difference", () => {
    const lines = [line(1, 2, 1_100_00, 1_100_00)];
    expect(settleFeeDifference(lines, 800_00)).toEqual({
      difference: -300_00,
      newLine: 0,
      lowered: [],
      refunds: [{ lineId: 1, amount: 300_00 }],
    });
  });

  it("less to pay: what is still unpaid is lowered first, then paid money goes back, newest line first", () => {
    const lines = [line(1, 2, 1_000_00, 1_000_00), line(2, 2, 200_00, 200_00), line(3, 0, 150_00)];
    expect(settleFeeDifference(lines, 800_00)).toEqual({
      difference: -550_00,
      newLine: 0,
      lowered: [{ lineId: 3, totalFee: 0 }],
      refunds: [
        { lineId: 2, amount: 200_00 },
        { lineId: 1, amount: 200_00 },
      ],
    });
  });

  it("a refund rejected earlier (-4) still holds its money and can give part of it back", () => {
    expect(settleFeeDifference([line(1, -4, 500_00, 500_00)], 450_00).refunds).toEqual([
      { lineId: 1, amount: 50_00 },
    ]);
  });

  it("money charged but never received is charged no more instead of being refunded", () => {
    const settlement = settleFeeDifference([line(1, 2, 1_000_00, 900_00)], 0);
    expect(settlement.refunds).toEqual([{ lineId: 1, amount: 900_00 }]);
    expect(settlement.lowered).toEqual([{ lineId: 1, totalFee: 900_00 }]);
  });

  it("no difference, no change", () => {
    expect(settleFeeDifference([line(1, 2, 500_00, 500_00)], 500_00)).toEqual({
      difference: 0,
      newLine: 0,
      lowered: [],
      refunds: [],
    });
  });

  it("money on its way (1, 3, -1, -3) fixes the fee; paid, unpaid, refunded and rejected lines do not", () => {
    for (const status of [1, 3, -1, -3] as const) expect(maySettleFee([line(1, status, 100)])).toBe(false);
    for (const status of [0, 2, -2, -4] as const) expect(maySettleFee([line(1, status, 100)])).toBe(true);
    expect(chargedFee([line(1, 2, 100, 100), line(2, 0, 25)])).toBe(125);
  });
});
