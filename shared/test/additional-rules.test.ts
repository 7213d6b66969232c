import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  type AdditionalInput,
  type AdditionalRuleContext,
  additionalInput,
  additionalIssues,
  additionalParts,
  type ConferenceSettings,
  keptAdditional,
  registrationInput,
  validationIds as v,
} from "../src";
import { settings } from "./builders";
import { codes } from "./registration-fixtures";

const allFields = { social: true, allergens: true, paperIds: true, isVisit: true, award: true };

function context(
  overrides: Partial<ConferenceSettings> = {},
  rest: Partial<AdditionalRuleContext> = {},
): AdditionalRuleContext {
  return { settings: settings(overrides), type: { needsAward: false }, invitation: null, ...rest };
}

const answers = (input: z.input<typeof additionalInput> = {}): AdditionalInput =>
  additionalInput.parse(input);

describe("additional information: which named questions are asked", () => {
  it("asks nothing on a conference without the settings", () => {
    expect([...additionalParts(context())]).toEqual([]);
  });

  it("asks social, allergens, visit and paper ids by fields.*, the meal by isHalal, travel with the hotel", () => {
    const parts = additionalParts(context({ fields: allFields, isHalal: true, isHotel: true }));
    expect([...parts].sort()).toEqual(["allergens", "isVisit", "mealType", "paperIds", "social", "travel"]);
  });

  it("asks the award only for a needsAward type where fields.award is on", () => {
    expect(additionalParts(context({ fields: allFields })).has("award")).toBe(false);
    expect(additionalParts(context({ fields: allFields }, { type: { needsAward: true } })).has("award")).toBe(
      true,
    );
    const off = { ...allFields, award: false };
    expect(additionalParts(context({ fields: off }, { type: { needsAward: true } })).has("award")).toBe(
      false,
    );
  });

  it("hides the social, allergens and visit questions for a code with hidesExtraInfo, not the paper ids", () => {
    const code = { showsHotel: false, hidesExtraInfo: true };
    const parts = additionalParts(context({ fields: allFields }, { invitation: code }));
    expect([...parts]).toEqual(["paperIds"]);
  });

  it("asks travel when an invitation code opens the hotel", () => {
    const code = { showsHotel: true, hidesExtraInfo: false };
    expect(additionalParts(context({}, { invitation: code })).has("travel")).toBe(true);
  });
});

describe("additional information: what is required", () => {
  it("leaves the social answer, the paper ids and the meal optional, and accepts 'Non' as no paper", () => {
    const asked = context({ fields: allFields, isHalal: true });
    expect(additionalIssues(asked, answers(), { hotelBooked: false })).toEqual([]);
    const filled = answers({ social: "No", paperIds: "Non", mealType: "halal" });
    expect(additionalIssues(asked, filled, { hotelBooked: false })).toEqual([]);
  });

  it("needs the award's title and first name, and a hotel booking, for an award type", () => {
    const award = context({ fields: allFields, isHotel: true }, { type: { needsAward: true } });
    const base = { social: "Yes", paperIds: "Non" } as const;
    expect(codes(additionalIssues(award, answers(base), { hotelBooked: false }))).toEqual([
      `additional.award.title:${v.required}`,
      `additional.award.firstName:${v.required}`,
      `hotel.book:${v.hotelRequired}`,
    ]);
    const named = answers({ ...base, award: { title: "Prof.", firstName: "Wei" } });
    expect(additionalIssues(award, named, { hotelBooked: true })).toEqual([]);
  });

  it("refuses a departure before the arrival", () => {
    const travel = { arriveTime: "2027-05-12T09:00:00Z", departTime: "2027-05-10T09:00:00Z" };
    const issues = additionalIssues(context({ isHotel: true }), answers({ travel }), { hotelBooked: false });
    expect(codes(issues)).toEqual([`additional.travel.departTime:${v.travelOrder}`]);
    const ordered = { arriveTime: "2027-05-10T09:00:00Z", departTime: "2027-05-12T18:00:00Z" };
    expect(
      additionalIssues(context({ isHotel: true }), answers({ travel: ordered }), { hotelBooked: false }),
    ).toEqual([]);
  });

  it("keeps only the parts asked: a hidden question keeps no answer", () => {
    const given = answers({ social: "Yes", allergens: "Peanuts", travel: { arriveNumber: "G105" } });
    const kept = keptAdditional(context({ fields: { ...allFields, social: false } }), given);
    expect(kept.social).toBe("");
    expect(kept.allergens).toBe("Peanuts");
    expect(kept.travel.arriveNumber).toBe("");
  });
});

describe("additional information: the schema", () => {
  it("defaults to blank answers when a registration leaves the block out", () => {
    const parsed = registrationInput.parse({
      name: "张三",
      unit: "浙江大学",
      email: "a@example.com",
      phone: "13912345678",
      participantTypeId: 1,
      clientTotal: 0,
    });
    expect(parsed.additional).toMatchObject({ social: "", isVisit: null, mealType: null });
    expect(parsed.additional.travel.arriveTime).toBe("");
  });

  it("refuses a social answer other than yes or no, and a travel time that is not a time", () => {
    expect(additionalInput.safeParse({ social: "Maybe" }).success).toBe(false);
    expect(additionalInput.safeParse({ travel: { arriveTime: "tomorrow" } }).success).toBe(false);
  });
});
