import { describe, expect, it } from "vitest";
import { assertTransition, canDeleteRegistration, payStatusValues, registrationMachine } from "../src";
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

  it("a refused deletion answers REGISTRATION_NOT_DELETABLE; an allowed one leads to deleted (1)", () => {
    const remove = (payStatuses: (0 | 2)[]) =>
      assertTransition(registrationMachine, 0, "delete", "attendee", { payStatuses, invoiceStatuses: [] });
    expect(() => remove([2])).toThrowError(expect.objectContaining({ code: "REGISTRATION_NOT_DELETABLE" }));
    expect(remove([0])).toBe(1);
  });

  it("a deleted registration cannot be deleted again, and a provider cannot delete one", () => {
    const fact = { payStatuses: [0 as const], invoiceStatuses: [] };
    expect(() => assertTransition(registrationMachine, 1, "delete", "admin", fact)).toThrow(
      "TRANSITION_NOT_ALLOWED",
    );
    expect(() => assertTransition(registrationMachine, 0, "delete", "provider", fact)).toThrow(
      "TRANSITION_NOT_ALLOWED",
    );
  });
});
