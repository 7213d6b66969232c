import { describe, expect, it } from "vitest";
import { type AccountStanding, leavesNoKeyAdministrator, mayGrantScope } from "../src";

const key: AccountStanding = { id: 1, role: 1, conferenceId: null, isDisabled: false };
const staff: AccountStanding = { id: 2, role: 2, conferenceId: 7, isDisabled: false };

describe("account rules", () => {
  it("the only enabled administrator of every conference cannot be disabled, demoted or bound to one conference", () => {
    expect(leavesNoKeyAdministrator([key, staff], { ...key, isDisabled: true })).toBe(true);
    expect(leavesNoKeyAdministrator([key, staff], { ...key, role: 2 })).toBe(true);
    expect(leavesNoKeyAdministrator([key, staff], { ...key, conferenceId: 7 })).toBe(true);
    expect(leavesNoKeyAdministrator([key, staff], { ...staff, isDisabled: true })).toBe(false);
  });

  it("with a second one enabled, either may step down; a disabled second one does not count", () => {
    const second = { ...key, id: 3 };
    expect(leavesNoKeyAdministrator([key, second], { ...key, role: 2 })).toBe(false);
    expect(leavesNoKeyAdministrator([key, { ...second, isDisabled: true }], { ...key, role: 2 })).toBe(true);
  });

  it("an account bound to one conference grants only that one; an account of every conference grants any", () => {
    expect(mayGrantScope({ role: 1, conferenceId: 7 }, 7)).toBe(true);
    expect(mayGrantScope({ role: 1, conferenceId: 7 }, 8)).toBe(false);
    expect(mayGrantScope({ role: 1, conferenceId: 7 }, null)).toBe(false);
    expect(mayGrantScope({ role: 1, conferenceId: null }, null)).toBe(true);
  });
});
