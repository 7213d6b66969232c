import { describe, expect, it } from "vitest";
import {
  type GroupRuleContext,
  groupChoice,
  groupChoiceIssues,
  groupCodeAlphabet,
  makeGroupCode,
  validationIds as v,
} from "../src";
import { settings } from "./builders";

const context = (overrides: Partial<GroupRuleContext> = {}): GroupRuleContext => ({
  settings: settings({ isGroup: true }),
  schemes: [{ id: 41 }, { id: 42 }],
  joining: null,
  ...overrides,
});

describe("group codes", () => {
  it("have six characters, none of 0, O, 1, I or L", () => {
    expect(groupCodeAlphabet).not.toMatch(/[0O1IL]/);
    let next = 0;
    const code = makeGroupCode((size) => next++ % size);
    expect(code).toBe("ABCDEF");
    expect(makeGroupCode((size) => size - 1)).toBe("999999");
  });

  it("a typed code is upper-cased without spaces", () => {
    expect(groupChoice.parse({ join: " ab c2d3 " })).toEqual({ join: "ABC2D3" });
    expect(groupChoice.parse({ create: 41 })).toEqual({ create: 41 });
  });
});

describe("groupChoiceIssues", () => {
  it("no choice is no issue", () => {
    expect(groupChoiceIssues(context(), null)).toEqual([]);
  });

  it("groups are refused on a conference without isGroup", () => {
    expect(groupChoiceIssues(context({ settings: settings() }), { create: 41 })).toEqual([
      { path: "group", code: v.groupUnavailable },
    ]);
  });

  it("a new group needs one of the conference's schemes", () => {
    expect(groupChoiceIssues(context(), { create: 41 })).toEqual([]);
    expect(groupChoiceIssues(context(), { create: 99 })).toEqual([
      { path: "group.create", code: v.groupScheme },
    ]);
  });

  it("a code is checked as spec 001 §4 says: 1 not found, 2 expired, 3 full", () => {
    const join = { join: "ABC234" };
    expect(groupChoiceIssues(context({ joining: null }), join)).toEqual([
      { path: "group.join", code: v.groupNotFound },
    ]);
    expect(groupChoiceIssues(context({ joining: { status: 3, members: 1, maxNumber: 10 } }), join)).toEqual([
      { path: "group.join", code: v.groupExpired },
    ]);
    expect(groupChoiceIssues(context({ joining: { status: 1, members: 10, maxNumber: 10 } }), join)).toEqual([
      { path: "group.join", code: v.groupFull },
    ]);
    expect(groupChoiceIssues(context({ joining: { status: 1, members: 9, maxNumber: 10 } }), join)).toEqual(
      [],
    );
  });
});
