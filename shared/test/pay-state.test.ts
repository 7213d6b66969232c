import { describe, expect, it } from "vitest";
import {
  isNothingToPay,
  PayState,
  type PayStatus,
  payStateColumns,
  payStateLabels,
  payStateOf,
  payStateValues,
  payStatusValues,
} from "../src";

describe("what a payment shows as (payStateOf)", () => {
  it("an unpaid line charging nothing has nothing to pay; charging something, it is unpaid", () => {
    expect(payStateOf({ payStatus: 0, totalFee: 0 })).toBe(PayState.nothingToPay);
    expect(payStateOf({ payStatus: 0, totalFee: 1 })).toBe(PayState.unpaid);
    expect(isNothingToPay({ payStatus: 0, totalFee: 0 })).toBe(true);
  });

  it("every other status shows as itself, whatever the fee", () => {
    for (const payStatus of payStatusValues.filter((status) => status !== 0))
      for (const totalFee of [0, 50_000]) expect(payStateOf({ payStatus, totalFee })).toBe(payStatus);
  });

  it("nothing to pay has its own label, apart from unpaid", () => {
    expect(payStateLabels[PayState.nothingToPay].message).toBe("Nothing to pay");
    expect(payStateLabels[PayState.nothingToPay].id).not.toBe(payStateLabels[PayState.unpaid].id);
    expect(payStateValues).toContain(PayState.nothingToPay);
  });

  it("a filter's columns find exactly the lines that show as the state filtered", () => {
    const matches = (state: PayState, line: { payStatus: PayStatus; totalFee: number }) => {
      const columns = payStateColumns(state);
      if (line.payStatus !== columns.payStatus) return false;
      return columns.feeIsZero === null || columns.feeIsZero === (line.totalFee === 0);
    };
    for (const state of payStateValues)
      for (const payStatus of payStatusValues)
        for (const totalFee of [0, 50_000])
          expect(matches(state, { payStatus, totalFee }), `${state} ${payStatus} ${totalFee}`).toBe(
            payStateOf({ payStatus, totalFee }) === state,
          );
  });
});
