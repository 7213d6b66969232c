import { describe, expect, it } from "vitest";
import { checkRegistration, offeredWorkshops, validationIds as v, workshopCountIssue } from "../src";
import { aWorkshop, settings } from "./builders";
import { codes, context, gone, input, invisible, none, w1 } from "./registration-fixtures";

describe("checkRegistration: workshops", () => {
  it("an invisible, deleted or unknown workshop is refused at its position", () => {
    const issues = checkRegistration(context(), input({ workshopIds: [11, 14, 15, 99] }));
    expect(codes(issues)).toEqual([
      `workshopIds.1:${v.workshopUnavailable}`,
      `workshopIds.2:${v.workshopUnavailable}`,
      `workshopIds.3:${v.workshopUnavailable}`,
    ]);
  });

  it("the same workshop chosen twice is refused", () => {
    expect(codes(checkRegistration(context(), input({ workshopIds: [11, 11] })))).toEqual([
      `workshopIds.1:${v.workshopDuplicate}`,
    ]);
  });

  it("workshops are refused when the conference has none and the invitation does not show them", () => {
    const ctx = context({ settings: settings({ isWorkshop: false }) });
    expect(codes(checkRegistration(ctx, input({ workshopIds: [11] })))).toEqual([
      `workshopIds:${v.workshopUnavailable}`,
    ]);
    const invited = { ...ctx, invitation: { unlocksParticipantTypeIds: [], showsWorkshop: true } };
    expect(checkRegistration(invited, input({ workshopIds: [11] }))).toEqual([]);
  });

  it("fewer workshops than workshopLow: 'choose min to max'", () => {
    const ctx = context({ settings: settings({ isWorkshop: true, workshopLow: 1, workshopHigh: 2 }) });
    expect(checkRegistration(ctx, input())).toEqual([
      { path: "workshopIds", code: v.workshopRange, params: { min: 1, max: 2 } },
    ]);
  });

  it("when workshopLow equals workshopHigh, too many asks for exactly that count", () => {
    const ctx = context({ settings: settings({ isWorkshop: true, workshopLow: 1, workshopHigh: 1 }) });
    expect(checkRegistration(ctx, input({ workshopIds: [11, 12] }))).toEqual([
      { path: "workshopIds", code: v.workshopExact, params: { count: 1 } },
    ]);
  });

  it("workshopHigh 0 means no upper limit", () => {
    const ctx = context({ settings: settings({ isWorkshop: true, workshopLow: 1, workshopHigh: 0 }) });
    expect(checkRegistration(ctx, input({ workshopIds: [11, 12] }))).toEqual([]);
    expect(checkRegistration(ctx, input())).toEqual([
      { path: "workshopIds", code: v.workshopMin, params: { min: 1 } },
    ]);
  });

  it("the count message names the bounds: exact, at least, at most, or a range", () => {
    expect(workshopCountIssue({ workshopLow: 2, workshopHigh: 2 }, 1)?.code).toBe(v.workshopExact);
    expect(workshopCountIssue({ workshopLow: 0, workshopHigh: 2 }, 3)).toEqual({
      path: "workshopIds",
      code: v.workshopMax,
      params: { max: 2 },
    });
    expect(workshopCountIssue({ workshopLow: 0, workshopHigh: 0 }, 40)).toBeNull();
    expect(workshopCountIssue({ workshopLow: 1, workshopHigh: 3 }, 3)).toBeNull();
  });

  it("the count is not checked when the conference has no workshop section", () => {
    const ctx = context({ settings: settings({ isWorkshop: false, workshopLow: 2 }) });
    expect(checkRegistration(ctx, input())).toEqual([]);
  });

  it("a workshop-only type needs at least one real workshop ('not attending' does not count)", () => {
    expect(codes(checkRegistration(context(), input({ participantTypeId: 4 })))).toEqual([
      `workshopIds:${v.workshopOnlyNeedsWorkshop}`,
    ]);
    expect(codes(checkRegistration(context(), input({ participantTypeId: 4, workshopIds: [13] })))).toEqual([
      `workshopIds:${v.workshopOnlyNeedsWorkshop}`,
    ]);
    expect(checkRegistration(context(), input({ participantTypeId: 4, workshopIds: [12] }))).toEqual([]);
  });

  it("'not attending' cannot be combined with real workshops", () => {
    expect(codes(checkRegistration(context(), input({ workshopIds: [13, 11] })))).toEqual([
      `workshopIds:${v.workshopNoneCombined}`,
    ]);
    expect(checkRegistration(context(), input({ workshopIds: [13] }))).toEqual([]);
  });

  it("'not attending' counts as a choice towards workshopLow", () => {
    const ctx = context({ settings: settings({ isWorkshop: true, workshopLow: 1, workshopHigh: 1 }) });
    expect(checkRegistration(ctx, input({ workshopIds: [13] }))).toEqual([]);
  });

  it("the workshop grid lists only visible, undeleted workshops", () => {
    expect(offeredWorkshops([w1, invisible, gone, none]).map((w) => w.id)).toEqual([11, 13]);
  });

  it("workshop capacity is not this function's business: a full workshop passes", () => {
    const full = aWorkshop({ id: 16, numberLimit: 0 });
    const ctx = context({ workshops: [full] });
    expect(checkRegistration(ctx, input({ workshopIds: [16] }))).toEqual([]);
  });
});
