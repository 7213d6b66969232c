import { describe, expect, it } from "vitest";
import { computeFee, isEarlyBird, PayType } from "../src";
import { aFeeInput, aFeeRow, beforeDeadline, deadline, discountTime, settings } from "./builders";

describe("early-bird", () => {
  it("early-bird still applies at the exact deadline second", () => {
    expect(isEarlyBird(discountTime, deadline)).toBe(true);
    expect(computeFee(aFeeInput({ now: deadline })).total).toBe(1_000_00);
  });

  it("early-bird still applies in the last milliseconds of the deadline second", () => {
    expect(isEarlyBird(discountTime, new Date(deadline.getTime() + 999))).toBe(true);
  });

  it("early-bird no longer applies one second after the deadline", () => {
    const later = new Date(deadline.getTime() + 1000);
    expect(isEarlyBird(discountTime, later)).toBe(false);
    expect(computeFee(aFeeInput({ now: later })).total).toBe(1_200_00);
  });

  it("an unreadable deadline means no early-bird price", () => {
    expect(isEarlyBird("not a date", beforeDeadline)).toBe(false);
  });
});

describe("base fee", () => {
  it("after the deadline the participant type's fee is charged in yuan", () => {
    const result = computeFee(aFeeInput());
    expect(result).toEqual({
      currency: "CNY",
      total: 1_200_00,
      earlyBird: false,
      lines: [{ kind: "base", participantTypeId: 1, earlyBird: false, amount: 1_200_00 }],
    });
  });

  it("before the deadline the early-bird fee is charged", () => {
    const result = computeFee(aFeeInput({ now: beforeDeadline }));
    expect(result.total).toBe(1_000_00);
    expect(result.earlyBird).toBe(true);
  });

  it("PayPal (6) charges the dollar prices in USD", () => {
    expect(computeFee(aFeeInput({ payType: PayType.paypal }))).toMatchObject({
      currency: "USD",
      total: 200_00,
    });
    expect(computeFee(aFeeInput({ payType: PayType.paypal, now: beforeDeadline })).total).toBe(150_00);
  });

  it("a dollar conference charges dollars whatever the payment type", () => {
    const result = computeFee(
      aFeeInput({ settings: settings({ isDollar: true }), payType: PayType.bankTransfer }),
    );
    expect(result).toMatchObject({ currency: "USD", total: 200_00 });
  });

  it("before a participant type is chosen there is no base fee", () => {
    expect(computeFee(aFeeInput({ participantType: null }))).toMatchObject({ total: 0, lines: [] });
  });
});

describe("fee table", () => {
  it("a fee row for the number of papers replaces the base fee", () => {
    const result = computeFee(aFeeInput({ feeRows: [aFeeRow()], paperPages: [6] }));
    expect(result.lines).toEqual([
      { kind: "paperRow", participantTypeId: 1, papers: 1, earlyBird: false, amount: 2_000_00 },
    ]);
    expect(result.total).toBe(2_000_00);
  });

  it("a fee row charges its early-bird fee before the deadline", () => {
    const result = computeFee(aFeeInput({ feeRows: [aFeeRow()], paperPages: [6], now: beforeDeadline }));
    expect(result.total).toBe(1_800_00);
  });

  it("each paper pays overPageFee for every page over the row's pageLimit", () => {
    const row = aFeeRow({ paperNum: 3, fee: 3_000_00 });
    const result = computeFee(aFeeInput({ feeRows: [row], paperPages: [8, 6, 7] }));
    expect(result.lines.filter((l) => l.kind === "overPage")).toEqual([
      { kind: "overPage", paper: 1, pages: 8, overPages: 2, pageFee: 100_00, amount: 200_00 },
      { kind: "overPage", paper: 3, pages: 7, overPages: 1, pageFee: 100_00, amount: 100_00 },
    ]);
    expect(result.total).toBe(3_000_00 + 300_00);
  });

  it("without a row for the number of papers the base fee applies and pages cost nothing", () => {
    const result = computeFee(aFeeInput({ feeRows: [aFeeRow({ paperNum: 1 })], paperPages: [9, 9] }));
    expect(result.lines).toEqual([
      { kind: "base", participantTypeId: 1, earlyBird: false, amount: 1_200_00 },
    ]);
  });

  it("a row of another participant type does not apply", () => {
    const result = computeFee(aFeeInput({ feeRows: [aFeeRow({ participantTypeId: 2 })], paperPages: [6] }));
    expect(result.total).toBe(1_200_00);
  });

  it("a row for 0 papers prices a registration without papers", () => {
    const result = computeFee(aFeeInput({ feeRows: [aFeeRow({ paperNum: 0, fee: 900_00 })] }));
    expect(result.total).toBe(900_00);
  });

  it("the yuan fee table is not used for dollar prices", () => {
    const result = computeFee(aFeeInput({ feeRows: [aFeeRow()], paperPages: [9], payType: PayType.paypal }));
    expect(result.total).toBe(200_00);
  });

  it("a negative or fractional page count is refused", () => {
    expect(() => computeFee(aFeeInput({ feeRows: [aFeeRow()], paperPages: [-1] }))).toThrow(RangeError);
    expect(() => computeFee(aFeeInput({ feeRows: [aFeeRow()], paperPages: [2.5] }))).toThrow(RangeError);
  });
});
