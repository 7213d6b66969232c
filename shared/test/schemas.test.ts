import { describe, expect, it } from "vitest";
import {
  conferenceSettings,
  defaultConferenceSettings,
  groupScheme,
  registrationInput,
  validationIds as v,
} from "../src";

const valid = {
  name: " 张三 ",
  unit: "清华大学",
  email: " Zhang@Example.COM ",
  phone: "+86 138-0000-0000",
  participantTypeId: 1,
  clientTotal: 1_200_00,
};

function issuesOf(input: unknown) {
  const result = registrationInput.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
}

describe("registrationInput", () => {
  it("a valid registration is trimmed and normalised, with the documented defaults", () => {
    const data = registrationInput.parse(valid);
    expect(data).toMatchObject({
      name: "张三",
      email: "zhang@example.com",
      phone: "008613800000000",
      gender: 1,
      idNumber: "",
      workshopIds: [],
      invcode: "",
      nameEn: "",
    });
  });

  it("missing name and unit report validation.required", () => {
    expect(issuesOf({ ...valid, name: "  ", unit: undefined })).toEqual({
      name: v.required,
      unit: v.required,
    });
  });

  it("a bad e-mail and phone report their own message ids (the document number is checked against its type)", () => {
    expect(issuesOf({ ...valid, email: "zhang@", phone: "138abc", idNumber: "110105194912310021" })).toEqual({
      email: v.email,
      phone: v.phone,
    });
  });

  it("an ID number is stored upper-cased", () => {
    expect(registrationInput.parse({ ...valid, idNumber: "11010519491231002x" }).idNumber).toBe(
      "11010519491231002X",
    );
  });

  it("a missing participant type reports validation.participantType", () => {
    expect(issuesOf({ ...valid, participantTypeId: undefined })).toEqual({
      participantTypeId: v.participantType,
    });
  });

  it("an unknown payment type reports validation.payType", () => {
    expect(issuesOf({ ...valid, payType: 9 })).toEqual({ payType: v.payType });
  });

  it("a fractional or negative client total is refused (money is whole cents)", () => {
    expect(issuesOf({ ...valid, clientTotal: 12.5 })).toEqual({ clientTotal: v.integer });
    expect(issuesOf({ ...valid, clientTotal: -1 })).toEqual({ clientTotal: v.amountNegative });
  });

  it("a name over 50 characters reports validation.tooLong", () => {
    expect(issuesOf({ ...valid, name: "a".repeat(51) })).toEqual({ name: v.tooLong });
  });
});

describe("conferenceSettings", () => {
  it("an empty settings object gets the documented defaults", () => {
    expect(defaultConferenceSettings).toMatchObject({
      isPay: true,
      memberCheck: true,
      isWorkshop: false,
      isWorkshopFee: false,
      isDollar: false,
      isOnlyinvoice: false,
      workshopLow: 0,
      workshopHigh: 0,
      paperLimit: 2,
      pageLimit: 8,
      pageFeeLimit: 6,
      workshopTitle: { zh: "工作坊", en: "Workshop" },
      fields: { social: false, allergens: false, paperIds: false, isVisit: false, award: false },
      badge: { widthMm: 100, heightMm: 140, showUnit: true, showType: true, showQr: true },
    });
  });

  it("settings given are kept and the rest defaulted", () => {
    const parsed = conferenceSettings.parse({ isDollar: true, workshopHigh: 3 });
    expect(parsed.isDollar).toBe(true);
    expect(parsed.workshopHigh).toBe(3);
    expect(parsed.isOnsite).toBe(false);
  });

  it("a negative workshop bound is refused", () => {
    expect(conferenceSettings.safeParse({ workshopLow: -1 }).success).toBe(false);
  });
});

describe("groupScheme", () => {
  it("the discount factor must satisfy 0 < d <= 1, and maxNumber defaults to 10000", () => {
    const scheme = { id: 1, conferenceId: 7, groupType: 0, minNumber: 3 };
    expect(groupScheme.parse({ ...scheme, discount: 1 }).maxNumber).toBe(10_000);
    expect(groupScheme.safeParse({ ...scheme, discount: 0 }).success).toBe(false);
    expect(groupScheme.safeParse({ ...scheme, discount: 1.1 }).success).toBe(false);
  });
});
