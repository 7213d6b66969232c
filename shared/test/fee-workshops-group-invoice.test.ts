import { describe, expect, it } from "vitest";
import { AppError, computeFee, sumLines } from "../src";
import { aFeeInput, aFeeRow, aParticipantType, aWorkshop, settings } from "./builders";

describe("workshops", () => {
  const two = [aWorkshop({ id: 11 }), aWorkshop({ id: 12, fee: 200_00, dollar: 30_00 })];

  it("with isWorkshopFee each chosen workshop adds its fee", () => {
    const result = computeFee(aFeeInput({ settings: settings({ isWorkshopFee: true }), workshops: two }));
    expect(result.lines.slice(1)).toEqual([
      { kind: "workshop", workshopId: 11, workshopOnly: false, amount: 300_00 },
      { kind: "workshop", workshopId: 12, workshopOnly: false, amount: 200_00 },
    ]);
    expect(result.total).toBe(1_200_00 + 500_00);
  });

  it("in dollars each workshop adds its dollar fee", () => {
    const input = aFeeInput({ settings: settings({ isWorkshopFee: true }), workshops: two, payType: 6 });
    expect(computeFee(input).total).toBe(200_00 + 50_00 + 30_00);
  });

  it("without isWorkshopFee workshops cost nothing", () => {
    expect(computeFee(aFeeInput({ workshops: two })).total).toBe(1_200_00);
  });

  it("workshop-only type pays feeOnly for each workshop and no base fee", () => {
    const input = aFeeInput({
      settings: settings({ isWorkshopFee: true }),
      participantType: aParticipantType({ workshopOnly: true }),
      workshops: two,
      feeRows: [aFeeRow({ paperNum: 0 })],
    });
    const result = computeFee(input);
    expect(result.lines.map((l) => l.kind)).toEqual(["workshop", "workshop"]);
    expect(result.total).toBe(500_00 + 500_00);
  });

  it("workshop-only type pays dollarOnly for each workshop in dollars", () => {
    const input = aFeeInput({
      settings: settings({ isWorkshopFee: true, isDollar: true }),
      participantType: aParticipantType({ workshopOnly: true }),
      workshops: two,
    });
    expect(computeFee(input).total).toBe(80_00 + 80_00);
  });

  it("workshop-only type pays its own fee when the conference does not charge for workshops", () => {
    const input = aFeeInput({ participantType: aParticipantType({ workshopOnly: true }), workshops: two });
    expect(computeFee(input).total).toBe(1_200_00);
  });

  it("a 'not attending' workshop option costs nothing and adds no line", () => {
    const none = aWorkshop({ id: 13, isNoneOption: true, fee: 999_00, feeOnly: 999_00 });
    const result = computeFee(aFeeInput({ settings: settings({ isWorkshopFee: true }), workshops: [none] }));
    expect(result.lines).toHaveLength(1);
    expect(result.total).toBe(1_200_00);
  });
});

describe("group discount", () => {
  it("the subtotal is multiplied by the group factor and shown as a negative line", () => {
    const input = aFeeInput({
      settings: settings({ isWorkshopFee: true }),
      workshops: [aWorkshop()],
      groupDiscount: 0.8,
    });
    const result = computeFee(input);
    expect(result.lines.at(-1)).toEqual({ kind: "groupDiscount", factor: 0.8, amount: -300_00 });
    expect(result.total).toBe(1_200_00);
    expect(sumLines(result.lines)).toBe(result.total);
  });

  it("the discounted total is rounded half up to whole cents", () => {
    const odd = aParticipantType({ fee: 1_000_01 });
    expect(computeFee(aFeeInput({ participantType: odd, groupDiscount: 0.85 })).total).toBe(850_01);
    const tiny = aParticipantType({ fee: 1_001 });
    expect(computeFee(aFeeInput({ participantType: tiny, groupDiscount: 0.5 })).total).toBe(501);
  });

  it("half a cent rounds up even where floating point gives x.4999 (45 × 0.7 = 31.5 → 32)", () => {
    const type = aParticipantType({ fee: 45 });
    expect(computeFee(aFeeInput({ participantType: type, groupDiscount: 0.7 })).total).toBe(32);
  });

  it("a factor of 1 adds no discount line", () => {
    expect(computeFee(aFeeInput({ groupDiscount: 1 })).lines).toHaveLength(1);
  });

  it("a factor outside 0 < d <= 1 is refused", () => {
    expect(() => computeFee(aFeeInput({ groupDiscount: 0 }))).toThrow(RangeError);
    expect(() => computeFee(aFeeInput({ groupDiscount: 1.2 }))).toThrow(RangeError);
  });
});

describe("invoice-only conferences", () => {
  const invoiceOnly = settings({ isOnlyinvoice: true, isWorkshopFee: true });

  it("the total is the amount the customer entered, nothing else", () => {
    const input = aFeeInput({
      settings: invoiceOnly,
      workshops: [aWorkshop()],
      groupDiscount: 0.5,
      invoiceAmount: 3_456_78,
    });
    expect(computeFee(input)).toEqual({
      currency: "CNY",
      total: 3_456_78,
      earlyBird: false,
      lines: [{ kind: "invoiceAmount", amount: 3_456_78 }],
    });
  });

  it.each([0, -100, undefined, 12.5])("an entered amount of %s is refused as VALIDATION_FAILED", (amount) => {
    const run = () => computeFee(aFeeInput({ settings: invoiceOnly, invoiceAmount: amount }));
    expect(run).toThrow(AppError);
    try {
      run();
    } catch (error) {
      expect(error).toMatchObject({
        code: "VALIDATION_FAILED",
        details: { fields: [{ path: "invoiceAmount", code: "validation.amount" }] },
      });
    }
  });
});
