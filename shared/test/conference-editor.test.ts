import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  addDays,
  conferenceInput,
  conferenceSettings,
  defaultConferenceSettings,
  extraItemInput,
  feeTableInput,
  groupSchemeInput,
  isTimeZone,
  participantTypeInput,
  settingDescriptors,
  settingGroups,
  settingsLockedWithRegistrations,
  validationIds as v,
  wallTimeIn,
  zonedWallTimeToIso,
} from "../src";

function issuesOf(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
}

const conference = {
  title: { zh: "2028年会", en: "" },
  systemCode: "AM2028",
  timezone: "Asia/Shanghai",
  beginTime: "2028-03-01T01:00:00.000Z",
  discountTime: "2028-04-01T15:59:59.000Z",
  endTime: "2028-05-01T15:59:59.000Z",
  settings: {},
};

describe("the conference's clock", () => {
  it("knows IANA zones and refuses anything else", () => {
    for (const zone of ["Asia/Shanghai", "Asia/Tokyo", "America/New_York", "UTC", "Etc/GMT-8"])
      expect(isTimeZone(zone)).toBe(true);
    for (const zone of ["Mars/Olympus", "+08:00", "", "Asia/Shanghai; drop", "GMT+8"])
      expect(isTimeZone(zone)).toBe(false);
  });

  it("reads a wall-clock time on the zone's clock, summer time included, and back", () => {
    expect(zonedWallTimeToIso("2027-05-01 09:00:00", "Asia/Shanghai")).toBe("2027-05-01T01:00:00.000Z");
    expect(zonedWallTimeToIso("2027-05-01 09:00:00", "Asia/Tokyo")).toBe("2027-05-01T00:00:00.000Z");
    expect(zonedWallTimeToIso("2027-07-01 12:00:00", "America/New_York")).toBe("2027-07-01T16:00:00.000Z");
    expect(zonedWallTimeToIso("2027-01-15 12:00:00", "America/New_York")).toBe("2027-01-15T17:00:00.000Z");
    expect(wallTimeIn("2027-05-01T01:00:00.000Z", "Asia/Shanghai")).toBe("2027-05-01 09:00:00");
    expect(wallTimeIn("2027-12-31T16:30:05.000Z", "Asia/Shanghai")).toBe("2028-01-01 00:30:05");
  });

  it("moves calendar days across months and leap days", () => {
    expect(addDays("2027-05-09", 364)).toBe("2028-05-07");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2028-03-01", -1)).toBe("2028-02-29");
  });
});

describe("the setting descriptors", () => {
  it("describe every setting once, in a known group, with a label and a help line", () => {
    expect(Object.keys(settingDescriptors).sort()).toEqual(Object.keys(conferenceSettings.shape).sort());
    for (const [key, d] of Object.entries(settingDescriptors)) {
      expect(Object.keys(settingGroups), key).toContain(d.group);
      expect([d.label.id, d.help.id]).toEqual([`setting.${key}.label`, `setting.${key}.help`]);
    }
  });

  it("composite settings name every part their schema has", () => {
    expect(Object.keys(settingDescriptors.badge.parts).sort()).toEqual(
      Object.keys(defaultConferenceSettings.badge).sort(),
    );
    expect(Object.keys(settingDescriptors.fields.parts).sort()).toEqual(
      Object.keys(defaultConferenceSettings.fields).sort(),
    );
  });

  it("the currency and the invoice-only kind are the settings registrations lock", () => {
    expect([...settingsLockedWithRegistrations].sort()).toEqual(["isDollar", "isOnlyinvoice"]);
  });
});

describe("the conference editor's inputs", () => {
  it("a conference needs a name in one language, a system code, a known zone and its dates in order", () => {
    expect(issuesOf(conferenceInput, conference)).toEqual({});
    expect(
      issuesOf(conferenceInput, {
        ...conference,
        title: { zh: " ", en: "" },
        systemCode: "有 空格",
        timezone: "Mars/Olympus",
        discountTime: "2028-06-01T00:00:00.000Z",
      }),
    ).toEqual({
      "title.zh": v.conferenceTitle,
      systemCode: v.systemCode,
      timezone: v.timeZone,
      discountTime: v.conferenceDates,
    });
    expect(issuesOf(conferenceInput, { ...conference, endTime: conference.beginTime })).toEqual({
      discountTime: v.conferenceDates,
    });
  });

  it("a date no clock has (a 60th second, an offset of 24 hours or more) is refused at its field", () => {
    for (const beginTime of [
      "2028-03-01T01:00:60Z",
      "2028-03-01T01:00:00+24:00",
      "2028-03-01T01:00:00+99:00",
      "2028-03-01T01:00:00+01",
    ])
      expect(issuesOf(conferenceInput, { ...conference, beginTime }), beginTime).toEqual({
        beginTime: v.date,
      });
  });

  it("a participant type's fees are never negative, its early-bird fee never above its full fee, in either currency", () => {
    const type = { title: { zh: "会员", en: "" }, fee: 100_000, discountFee: 80_000, dollar: 20_000 };
    expect(issuesOf(participantTypeInput, { ...type, dollarDiscount: 20_000 })).toEqual({});
    expect(issuesOf(participantTypeInput, { ...type, fee: -100, dollarDiscount: 0 })).toEqual({
      fee: v.amountNegative,
    });
    expect(issuesOf(participantTypeInput, { ...type, discountFee: 100_001, dollarDiscount: 0 })).toEqual({
      discountFee: v.earlyFeeAboveFee,
    });
    expect(issuesOf(participantTypeInput, { ...type, dollarDiscount: 20_001 })).toEqual({
      dollarDiscount: v.earlyFeeAboveFee,
    });
  });

  it("a choice question needs options, each with its own value; a text question needs none", () => {
    const title = { zh: "问题", en: "" };
    expect(issuesOf(extraItemInput, { title, type: 3 })).toEqual({ options: v.optionsRequired });
    const options = [
      { value: "a", label: { zh: "甲", en: "A" } },
      { value: "a", label: { zh: "乙", en: "B" } },
    ];
    expect(issuesOf(extraItemInput, { title, type: 2, options })).toEqual({
      "options.1.value": v.optionDuplicate,
    });
    expect(issuesOf(extraItemInput, { title, type: 1 })).toEqual({});
  });

  it("a fee table has one row per type and paper count", () => {
    const row = { participantTypeId: 1, paperNum: 1, fee: 1, discountFee: 1, pageLimit: 6, overPageFee: 0 };
    expect(issuesOf(feeTableInput, { rows: [row, { ...row, paperNum: 2 }] })).toEqual({});
    expect(issuesOf(feeTableInput, { rows: [row, row] })).toEqual({ "rows.1.paperNum": v.feeRowDuplicate });
    expect(issuesOf(feeTableInput, { rows: [{ ...row, discountFee: 2 }] })).toEqual({
      "rows.0.discountFee": v.earlyFeeAboveFee,
    });
  });

  it("a group scheme's discount is a factor above 0 and at most 1, its maximum at least its minimum", () => {
    expect(groupSchemeInput.parse({ minNumber: 5, discount: 0.9 })).toEqual({
      groupType: 0,
      minNumber: 5,
      maxNumber: 10_000,
      discount: 0.9,
    });
    expect(issuesOf(groupSchemeInput, { minNumber: 5, discount: 0 })).toEqual({ discount: v.discountFactor });
    expect(issuesOf(groupSchemeInput, { minNumber: 5, discount: 1.1 })).toEqual({
      discount: v.discountFactor,
    });
    expect(issuesOf(groupSchemeInput, { minNumber: 5, maxNumber: 4, discount: 1 })).toEqual({
      maxNumber: v.schemeRange,
    });
  });
});
