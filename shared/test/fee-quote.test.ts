import { describe, expect, it } from "vitest";
import { applyFactor, describeFeeLine, feeLineLabels, feeQuoteForType, workshopPrice } from "../src";
import {
  aFeeRow,
  afterDeadline,
  aParticipantType,
  aWorkshop,
  beforeDeadline,
  discountTime,
  settings,
} from "./builders";

describe("feeQuoteForType (preRegist)", () => {
  const options = { discountTime, settings: settings(), now: beforeDeadline };

  it("shows the early-bird price as current before the deadline, with the regular price beside it", () => {
    expect(feeQuoteForType(aParticipantType(), options)).toEqual({
      participantTypeId: 1,
      currency: "CNY",
      fee: 1_200_00,
      earlyFee: 1_000_00,
      current: 1_000_00,
      earlyBird: true,
      pricedPerWorkshop: false,
    });
  });

  it("shows the regular price as current after the deadline", () => {
    const quote = feeQuoteForType(aParticipantType(), { ...options, now: afterDeadline });
    expect(quote).toMatchObject({ current: 1_200_00, earlyBird: false });
  });

  it("quotes dollars for PayPal", () => {
    const quote = feeQuoteForType(aParticipantType(), { ...options, payType: 6 });
    expect(quote).toMatchObject({ currency: "USD", fee: 200_00, earlyFee: 150_00, current: 150_00 });
  });

  it("quotes the fee-table row for 0 papers when there is one", () => {
    const quote = feeQuoteForType(aParticipantType(), {
      ...options,
      feeRows: [aFeeRow({ paperNum: 0, fee: 900_00, discountFee: 700_00 })],
    });
    expect(quote).toMatchObject({ fee: 900_00, earlyFee: 700_00, current: 700_00 });
  });

  it("a workshop-only type is priced per workshop when workshops are charged", () => {
    const quote = feeQuoteForType(aParticipantType({ workshopOnly: true }), {
      ...options,
      settings: settings({ isWorkshopFee: true }),
    });
    expect(quote).toMatchObject({ pricedPerWorkshop: true, fee: 0, earlyFee: 0, current: 0 });
  });
});

describe("workshopPrice", () => {
  it("prices fee, dollar, feeOnly and dollarOnly, and nothing for 'not attending'", () => {
    const w = aWorkshop();
    expect(workshopPrice(w, { workshopOnly: false, dollars: false })).toBe(300_00);
    expect(workshopPrice(w, { workshopOnly: false, dollars: true })).toBe(50_00);
    expect(workshopPrice(w, { workshopOnly: true, dollars: false })).toBe(500_00);
    expect(workshopPrice(w, { workshopOnly: true, dollars: true })).toBe(80_00);
    expect(workshopPrice(aWorkshop({ isNoneOption: true }), { workshopOnly: true, dollars: false })).toBe(0);
  });
});

describe("applyFactor", () => {
  it("rounds half up and keeps whole amounts exact", () => {
    expect(applyFactor(45, 0.7)).toBe(32);
    expect(applyFactor(44, 0.7)).toBe(31);
    expect(applyFactor(1_000_00, 0.875)).toBe(875_00);
    expect(applyFactor(0, 0.5)).toBe(0);
  });
});

describe("fee breakdown texts", () => {
  it("the group discount line shows 8.5 (折) in Chinese and 15% off in English", () => {
    const text = describeFeeLine({ kind: "groupDiscount", factor: 0.85, amount: -150_00 });
    expect(text.label).toBe(feeLineLabels.groupDiscount);
    expect(text.values).toEqual({ percentOff: 15, tenths: 8.5 });
  });

  it("early-bird lines say so", () => {
    const early = describeFeeLine({ kind: "base", participantTypeId: 1, earlyBird: true, amount: 1 });
    const regular = describeFeeLine({ kind: "base", participantTypeId: 1, earlyBird: false, amount: 1 });
    expect(early.label.id).toBe("fee.line.baseEarly");
    expect(regular.label.id).toBe("fee.line.base");
  });

  it("the over-page line names the paper and the pages over the limit", () => {
    const line = { kind: "overPage", paper: 2, pages: 9, overPages: 3, pageFee: 1, amount: 3 } as const;
    expect(describeFeeLine(line).values).toEqual({ paper: 2, overPages: 3 });
  });
});
