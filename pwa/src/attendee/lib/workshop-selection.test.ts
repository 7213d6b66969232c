import { describe, expect, it } from "vitest";
import { keepOffered, toggleWorkshop } from "./workshop-selection";

const workshop = (id: number, remaining: number | null = null, isNoneOption = false) => ({
  id,
  remaining,
  isNoneOption,
});
const notAttending = workshop(9, null, true);
const all = [workshop(1), workshop(2), workshop(3), notAttending];

describe("choosing workshops on preRegist (spec 001 §5)", () => {
  it("tapping a chosen workshop takes it out of the choice", () => {
    expect(toggleWorkshop([1, 2], workshop(1), all, 0)).toEqual({ ids: [2], refused: null });
  });

  it("adds a workshop with places left, and any number of them when there is no maximum", () => {
    expect(toggleWorkshop([1, 2], workshop(3, 5), all, 0)).toEqual({ ids: [1, 2, 3], refused: null });
  });

  it("refuses a full workshop and keeps the choice as it was", () => {
    expect(toggleWorkshop([1], workshop(2, 0), all, 0)).toEqual({ ids: [1], refused: "full" });
  });

  it("lets a full workshop already chosen be taken out (an edit holds its own place)", () => {
    expect(toggleWorkshop([2], workshop(2, 0), all, 0)).toEqual({ ids: [], refused: null });
  });

  it("makes “not attending” the only choice, and a real workshop replaces it", () => {
    expect(toggleWorkshop([1, 2], notAttending, all, 0)).toEqual({ ids: [9], refused: null });
    expect(toggleWorkshop([9], workshop(3), all, 0)).toEqual({ ids: [3], refused: null });
  });

  it("swaps the choice when at most one workshop may be chosen", () => {
    expect(toggleWorkshop([1], workshop(2), all, 1)).toEqual({ ids: [2], refused: null });
  });

  it("refuses one more than the maximum when it is above one, so the attendee is told why", () => {
    expect(toggleWorkshop([1, 2], workshop(3), all, 2)).toEqual({ ids: [1, 2], refused: "max" });
  });

  it("does not count “not attending” towards the maximum", () => {
    expect(toggleWorkshop([9], workshop(1), all, 1)).toEqual({ ids: [1], refused: null });
  });
});

describe("a kept choice against today's workshops", () => {
  it("drops workshops that filled up or were withdrawn since the choice was saved", () => {
    const offered = [workshop(1, 3), workshop(2, 0), workshop(3, null)];
    expect(keepOffered([1, 2, 3, 4], offered)).toEqual([1, 3]);
  });
});
