import { describe, expect, it } from "vitest";
import { type PayStatus, registrationStanding, type StandingInput, type StandingLine } from "../src";

const line = (payStatus: PayStatus, overrides: Partial<StandingLine> = {}): StandingLine => ({
  seq: 1,
  payType: 2,
  payStatus,
  totalFee: 120_000,
  receivedFee: [2, 3, -1, -3, -2, -4].includes(payStatus) ? 120_000 : 0,
  currency: "CNY",
  ...overrides,
});
const standing = (lines: StandingLine[], overrides: Partial<StandingInput> = {}) =>
  registrationStanding({
    isDeleted: false,
    lines,
    invoice: { invoiceStatus: 0, invoiceType: 5 },
    ...overrides,
  });

describe("check-in eligibility (DOMAIN.md §8)", () => {
  it("paid: eligible", () => {
    expect(standing([line(2)]).checkIn).toEqual({ eligible: true, reason: "paid" });
  });

  it("refund rejected (-4): eligible, the money stayed", () => {
    expect(standing([line(-4)]).checkIn).toEqual({ eligible: true, reason: "refundRejected" });
  });

  it("free registration: nothing to pay, eligible while unpaid", () => {
    expect(standing([line(0, { totalFee: 0 })]).checkIn).toEqual({ eligible: true, reason: "free" });
  });

  it("unpaid: not eligible", () => {
    expect(standing([line(0)]).checkIn).toEqual({ eligible: false, reason: "unpaid" });
  });

  it("refunded (-2): not eligible", () => {
    expect(standing([line(-2)]).checkIn).toEqual({ eligible: false, reason: "refunded" });
  });

  it("a difference line still owed: not eligible although the fee line is paid", () => {
    const lines = [line(2), line(0, { seq: 2, totalFee: 30_000 })];
    expect(standing(lines).checkIn).toEqual({ eligible: false, reason: "owesDifference" });
  });

  it("a paid difference line: eligible", () => {
    const lines = [line(2), line(2, { seq: 2, totalFee: 30_000, receivedFee: 30_000 })];
    expect(standing(lines).checkIn.eligible).toBe(true);
  });

  it("under review, waiting for the group, or refunding: not eligible, each with its reason", () => {
    expect(standing([line(1)]).checkIn.reason).toBe("underReview");
    expect(standing([line(3)]).checkIn.reason).toBe("waitingForGroup");
    expect(standing([line(-1)]).checkIn.reason).toBe("refunding");
    expect(standing([line(-3)]).checkIn.reason).toBe("refunding");
  });

  it("a partial refund under review or being paid out (the office lowered a paid fee): eligible, the rest stays paid", () => {
    expect(standing([line(-1, { partialRefund: true })]).checkIn).toEqual({ eligible: true, reason: "paid" });
    expect(standing([line(-3, { partialRefund: true })]).checkIn.eligible).toBe(true);
    expect(standing([line(-2, { partialRefund: true })]).checkIn).toEqual({
      eligible: false,
      reason: "refunded",
    });
  });

  it("deleted: never eligible, even when free", () => {
    expect(standing([line(0, { totalFee: 0 })], { isDeleted: true }).checkIn).toEqual({
      eligible: false,
      reason: "deleted",
    });
  });
});

describe("money of a registration", () => {
  it("sums what is owed, under review, held and returned over every line", () => {
    const result = standing([
      line(2, { seq: 1, totalFee: 100_000, receivedFee: 100_000 }),
      line(0, { seq: 2, totalFee: 20_000 }),
      line(1, { seq: 3, totalFee: 5_000 }),
    ]);
    expect(result).toMatchObject({ fee: 125_000, owed: 20_000, pending: 5_000, paid: 100_000, refunded: 0 });
  });

  it("the headline is the first line that still needs something: a paid fee with a difference due reads unpaid", () => {
    const result = standing([line(2), line(0, { seq: 2, totalFee: 30_000, payType: 1 })]);
    expect([result.payStatus, result.payType]).toEqual([0, 1]);
    expect(standing([line(2)]).payStatus).toBe(2);
  });

  it("lines are read in their order whatever order they come in", () => {
    const result = standing([line(0, { seq: 2, totalFee: 30_000 }), line(2)]);
    expect(result.checkIn.reason).toBe("owesDifference");
  });

  it("refunded money counts as returned, not held", () => {
    expect(standing([line(-2)])).toMatchObject({ paid: 0, refunded: 120_000, refundable: 0 });
  });
});

describe("nothing to pay (an imported registration, a free type)", () => {
  const free = (overrides: Partial<StandingLine> = {}) => line(0, { totalFee: 0, ...overrides });

  it("a line of fee 0 at status 0 shows as nothing to pay, not unpaid, and owes nothing", () => {
    const result = standing([free()]);
    expect(result).toMatchObject({ payStatus: 0, payState: 9, owed: 0, fee: 0 });
    expect(result.checkIn).toEqual({ eligible: true, reason: "free" });
  });

  it("no payment action applies to it, for the attendee or the office", () => {
    const [only] = standing([free({ payType: 1 })]).lines;
    expect(only?.attendee).toEqual([]);
    expect(only?.admin).toEqual([]);
  });

  it("charged later by a staff edit (a new line): unpaid, and the person owes a first payment", () => {
    const result = standing([free(), line(0, { seq: 2, totalFee: 80_000 })]);
    expect(result).toMatchObject({ payStatus: 0, payState: 0, owed: 80_000 });
    expect(result.checkIn).toEqual({ eligible: false, reason: "unpaid" });
  });

  it("that line paid: the registration reads paid, not nothing to pay", () => {
    const paid = line(2, { seq: 2, totalFee: 80_000, receivedFee: 80_000 });
    expect(standing([free(), paid])).toMatchObject({ payStatus: 2, payState: 2 });
  });

  it("an unpaid line that charges something is unpaid, and a refunded one is not nothing to pay", () => {
    expect(standing([line(0)]).payState).toBe(0);
    expect(standing([line(-2, { totalFee: 0 })]).payState).toBe(-2);
  });
});

describe("who may do what", () => {
  it("an attendee may request a refund of a paid line, unless the invoice is issued", () => {
    expect(standing([line(2)]).lines[0]?.attendee).toEqual(["requestRefund"]);
    expect(standing([line(2)]).refundable).toBe(120_000);
    const issued = standing([line(2)], { invoice: { invoiceStatus: 2, invoiceType: 5 } });
    expect(issued.lines[0]?.attendee).toEqual([]);
    expect(issued.refundable).toBe(0);
    expect(issued.lines[0]?.admin).not.toContain("confirmRefund");
  });

  it("an unpaid online line offers the online payment; a bank transfer line the voucher", () => {
    expect(standing([line(0, { payType: 3 })]).lines[0]?.attendee).toEqual(["startOnlinePayment"]);
    expect(standing([line(0, { payType: 1 })]).lines[0]?.attendee).toEqual(["uploadVoucher"]);
  });

  it("an invoice can be applied for once the fee is paid, not before, and not for 'no invoice'", () => {
    expect(standing([line(2)]).invoiceActions.attendee).toEqual(["apply"]);
    expect(standing([line(0)]).invoiceActions.attendee).toEqual([]);
    const none = standing([line(2)], { invoice: { invoiceStatus: 0, invoiceType: 7 } });
    expect(none.invoiceActions.attendee).toEqual([]);
  });

  it("deleting is offered while nothing is paid or invoiced, to the attendee and an administrator", () => {
    expect(standing([line(0)]).registrationActions).toEqual({
      attendee: ["edit", "delete"],
      admin: ["edit", "delete"],
    });
    expect(standing([line(2)]).registrationActions).toEqual({ attendee: ["edit"], admin: ["edit"] });
    expect(standing([line(0)], { isDeleted: true }).registrationActions.attendee).toEqual([]);
  });
});
