import { describe, expect, it } from "vitest";
import { ApiClientError } from "#api/errors";
import { changedTotal, unreachable } from "./submit-errors";

const refused = (status: number, code: ConstructorParameters<typeof ApiClientError>[1], details = {}) =>
  new ApiClientError(status, code, "", details);

describe("a submission that went wrong", () => {
  it("counts as unanswered without a network or a reachable server, so the draft is kept for a retry", () => {
    expect(unreachable(new TypeError("Failed to fetch"))).toBe(true);
    expect(unreachable(refused(0, "UNAVAILABLE"))).toBe(true);
    expect(unreachable(refused(503, "UNAVAILABLE"))).toBe(true);
    expect(unreachable(refused(409, "FEE_CHANGED"))).toBe(false);
    expect(unreachable(refused(400, "VALIDATION_FAILED"))).toBe(false);
  });

  it("reads the new total of a fee that changed meanwhile, to be confirmed by the attendee (DOMAIN.md §3)", () => {
    expect(changedTotal(refused(409, "FEE_CHANGED", { total: 1_200_00, currency: "USD" }), "CNY")).toEqual({
      total: 1_200_00,
      currency: "USD",
    });
    expect(changedTotal(refused(409, "FEE_CHANGED", { total: 1_200_00 }), "CNY")).toEqual({
      total: 1_200_00,
      currency: "CNY",
    });
    expect(changedTotal(refused(409, "FEE_CHANGED", { total: "a lot" }), "CNY")).toBeNull();
    expect(changedTotal(refused(409, "FEE_CHANGED"), "CNY")).toBeNull();
  });
});
