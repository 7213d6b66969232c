import { describe, expect, it } from "vitest";
import {
  allowedEvents,
  assertGroupJoinable,
  assertTransition,
  canFire,
  groupJoinError,
  groupMachine,
  groupStatusFor,
} from "../src";

describe("group machine", () => {
  it("the first paid member of a group of 3 puts it in progress (1)", () => {
    const context = { paidMembers: 1, minNumber: 3 };
    expect(assertTransition(groupMachine, 0, "memberPaid", "system", context)).toBe(1);
  });

  it("the group succeeds (2) when its paid members reach minNumber", () => {
    const context = { paidMembers: 3, minNumber: 3 };
    expect(assertTransition(groupMachine, 1, "memberPaid", "system", context)).toBe(2);
  });

  it("a group whose minimum is 1 succeeds on its first payment", () => {
    expect(assertTransition(groupMachine, 0, "memberPaid", "system", { paidMembers: 1, minNumber: 1 })).toBe(
      2,
    );
  });

  it("removing the only paid member takes an in-progress group back to created", () => {
    const context = { paidMembers: 0, minNumber: 3 };
    expect(assertTransition(groupMachine, 1, "memberRemoved", "attendee", context)).toBe(0);
  });

  it("a succeeded group stays succeeded when a member is removed", () => {
    expect(
      assertTransition(groupMachine, 2, "memberRemoved", "admin", { paidMembers: 1, minNumber: 3 }),
    ).toBe(2);
  });

  it("the leader can revoke a group until it succeeds; afterwards only an admin can", () => {
    expect(assertTransition(groupMachine, 1, "revoke", "attendee")).toBe(3);
    expect(canFire(groupMachine, 2, "revoke", "attendee")).toBe(false);
    expect(assertTransition(groupMachine, 2, "revoke", "admin")).toBe(3);
  });

  it("registration closing with a group under its minimum fails the group", () => {
    expect(assertTransition(groupMachine, 1, "close", "timer")).toBe(3);
    expect(canFire(groupMachine, 2, "close", "timer")).toBe(false);
  });

  it("a failed group (3) accepts no event", () => {
    for (const actor of ["attendee", "admin", "system", "timer", "provider"] as const) {
      expect(allowedEvents(groupMachine, 3, actor)).toEqual([]);
    }
  });

  it("a recount needs the paid count: without it the target is not guessed", () => {
    // @ts-expect-error the context is required by the type too
    expect(() => assertTransition(groupMachine, 1, "memberPaid", "system")).toThrow(TypeError);
  });

  it("groupStatusFor counts paid members against the minimum", () => {
    expect(groupStatusFor({ paidMembers: 0, minNumber: 2 })).toBe(0);
    expect(groupStatusFor({ paidMembers: 1, minNumber: 2 })).toBe(1);
    expect(groupStatusFor({ paidMembers: 5, minNumber: 2 })).toBe(2);
  });
});

describe("joining a group by code", () => {
  it("an unknown code is 'not found' (1)", () => {
    expect(groupJoinError(null)).toBe("GROUP_NOT_FOUND");
    expect(() => assertGroupJoinable(undefined)).toThrowError(
      expect.objectContaining({ code: "GROUP_NOT_FOUND" }),
    );
  });

  it("a failed or revoked group's code is 'expired' (2)", () => {
    expect(groupJoinError({ status: 3, members: 1, maxNumber: 10 })).toBe("GROUP_EXPIRED");
  });

  it("a group at maxNumber is 'full' (3)", () => {
    expect(groupJoinError({ status: 1, members: 10, maxNumber: 10 })).toBe("GROUP_FULL");
  });

  it("a group with room, in progress or succeeded, can be joined", () => {
    expect(groupJoinError({ status: 1, members: 9, maxNumber: 10 })).toBeNull();
    expect(() => assertGroupJoinable({ status: 2, members: 3, maxNumber: 10 })).not.toThrow();
  });
});
