import { describe, expect, it } from "vitest";
import { dashboardMoneyFigures } from "../src/api/dashboard";

describe("the dashboard's money figures", () => {
  it("are the paid, group-waiting, under-review and refund states, in that order, each with its amount", () => {
    expect(dashboardMoneyFigures.map((f) => [f.payStatus, f.amount])).toEqual([
      [2, "receivedFee"],
      [3, "receivedFee"],
      [1, "totalFee"],
      [-1, "receivedFee"],
      [-3, "receivedFee"],
      [-2, "receivedFee"],
    ]);
  });
});
