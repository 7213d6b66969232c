import { describe, expect, it } from "vitest";
import { checkRegistration, offeredParticipantTypes, validationIds as v } from "../src";
import { settings } from "./builders";
import { codes, context, deleted, hidden, input, regular, workshopOnly } from "./registration-fixtures";

describe("checkRegistration: person", () => {
  it("a complete registration at a plain conference has no issues", () => {
    expect(checkRegistration(context(), input())).toEqual([]);
  });

  it("the ID number is required when the conference has isIdcard", () => {
    const ctx = context({ settings: settings({ isIdcard: true }) });
    expect(codes(checkRegistration(ctx, input()))).toEqual([`idNumber:${v.required}`]);
    expect(checkRegistration(ctx, input({ idNumber: "11010519491231002X" }))).toEqual([]);
  });

  it("an English-only conference (isEn) refuses Chinese in name, unit, job and position", () => {
    const ctx = context({ settings: settings({ isEn: true }) });
    const issues = checkRegistration(ctx, input({ position: "主任" }));
    expect(codes(issues)).toEqual([
      `name:${v.englishOnly}`,
      `unit:${v.englishOnly}`,
      `job:${v.englishOnly}`,
      `position:${v.englishOnly}`,
    ]);
    const english = input({ name: "Zhang San", unit: "Tsinghua University", job: "Professor" });
    expect(checkRegistration(ctx, english)).toEqual([]);
  });

  it("full-width punctuation counts as Chinese on an English-only conference", () => {
    const ctx = context({ settings: settings({ isEn: true }) });
    const issues = checkRegistration(ctx, input({ name: "Zhang，San", unit: "MIT", job: "" }));
    expect(codes(issues)).toEqual([`name:${v.englishOnly}`]);
  });

  it("with englishNameFields the English name and unit are required", () => {
    const ctx = context({ settings: settings({ englishNameFields: true }) });
    expect(codes(checkRegistration(ctx, input()))).toEqual([`nameEn:${v.required}`, `unitEn:${v.required}`]);
    expect(checkRegistration(ctx, input({ nameEn: "Zhang San", unitEn: "Tsinghua" }))).toEqual([]);
  });

  it("the English name and unit may not contain Chinese on any conference that asks for them", () => {
    const ctx = context({ settings: settings({ englishNameFields: true }) });
    expect(codes(checkRegistration(ctx, input({ nameEn: "张 San", unitEn: "Tsinghua University" })))).toEqual(
      [`nameEn:${v.englishOnly}`],
    );
  });

  it("the position is required when the conference has isPosition", () => {
    const ctx = context({ settings: settings({ isPosition: true }) });
    expect(codes(checkRegistration(ctx, input({ position: "  " })))).toEqual([`position:${v.required}`]);
  });
});

describe("checkRegistration: participant type", () => {
  it("an unknown participant type is refused", () => {
    const issues = checkRegistration(context(), input({ participantTypeId: 99 }));
    expect(issues).toEqual([{ path: "participantTypeId", code: v.participantTypeUnavailable }]);
  });

  it("a deleted participant type is refused, even with an invitation", () => {
    const ctx = context({ invitation: { unlocksParticipantTypeIds: [3], showsWorkshop: false } });
    expect(codes(checkRegistration(ctx, input({ participantTypeId: 3 })))).toEqual([
      `participantTypeId:${v.participantTypeUnavailable}`,
    ]);
  });

  it("a hidden participant type is refused without an invitation code that unlocks it", () => {
    expect(checkRegistration(context(), input({ participantTypeId: 2 }))).toHaveLength(1);
    const other = context({ invitation: { unlocksParticipantTypeIds: [1], showsWorkshop: false } });
    expect(checkRegistration(other, input({ participantTypeId: 2 }))).toHaveLength(1);
  });

  it("a hidden participant type is accepted with an invitation code that unlocks it", () => {
    const ctx = context({ invitation: { unlocksParticipantTypeIds: [2], showsWorkshop: false } });
    expect(checkRegistration(ctx, input({ participantTypeId: 2 }))).toEqual([]);
  });

  it("preRegist lists visible types, plus hidden ones the invitation unlocks", () => {
    const types = [regular, hidden, deleted, workshopOnly];
    expect(offeredParticipantTypes(types, null).map((t) => t.id)).toEqual([1, 4]);
    const unlocked = offeredParticipantTypes(types, { unlocksParticipantTypeIds: [2, 3] });
    expect(unlocked.map((t) => t.id)).toEqual([1, 2, 4]);
  });
});
