import { describe, expect, it } from "vitest";
import { assertCanDeleteRegistration, canDeleteRegistration, payStatusValues } from "../src";
import { byNumber } from "./builders";

describe("deleting a registration", () => {
  it("is allowed while every payment line is unpaid (0) or refunded (-2) and no invoice is issued", () => {
    expect(canDeleteRegistration([0], [0])).toBe(true);
    expect(canDeleteRegistration([0, -2], [-2, -1])).toBe(true);
    expect(canDeleteRegistration([], [])).toBe(true);
  });

  it("is refused when any payment line is in another state", () => {
    const refused = payStatusValues.filter((status) => !canDeleteRegistration([0, status], []));
    expect(refused.sort(byNumber)).toEqual([-4, -3, -1, 1, 2, 3]);
  });

  it("is refused while an invoice is issued (2) or being issued (3)", () => {
    expect(canDeleteRegistration([-2], [2])).toBe(false);
    expect(canDeleteRegistration([-2], [0, 3])).toBe(false);
  });

  it("a refused deletion answers REGISTRATION_NOT_DELETABLE", () => {
    expect(() => assertCanDeleteRegistration([2], [])).toThrowError(
      expect.objectContaining({ code: "REGISTRATION_NOT_DELETABLE" }),
    );
    expect(() => assertCanDeleteRegistration([0], [])).not.toThrow();
  });
});
