import { describe, expect, it } from "vitest";
import { memberListOf, memberMatchIssue, normalizeMemberNo } from "../src/rules/members";

const on = { memberCheck: true };
const memberType = { isMember: true, isCommittee: false };
const committeeType = { isMember: false, isCommittee: true };

describe("member checks (spec 000 §5)", () => {
  it("member types are checked against the society's list, committee types against the committee's, none when off", () => {
    expect(memberListOf(on, memberType)).toBe("caa");
    expect(memberListOf(on, committeeType)).toBe("committee");
    expect(memberListOf(on, { isMember: true, isCommittee: true })).toBe("committee");
    expect(memberListOf(on, { isMember: false, isCommittee: false })).toBeNull();
    expect(memberListOf({ memberCheck: false }, memberType)).toBeNull();
    expect(memberListOf(on, null)).toBeNull();
  });

  it("numbers lose their spaces and are upper-cased", () => {
    expect(normalizeMemberNo(" e12 345m ")).toBe("E12345M");
  });

  it("a listed number matches only under the registrant's name, spaces and case aside", () => {
    expect(memberMatchIssue("caa", { name: "Li  Ming", memberNo: "E1" }, { name: "li ming" })).toBeNull();
    expect(memberMatchIssue("caa", { name: "李雷", memberNo: "E1" }, { name: "韩梅梅" })).toEqual({
      path: "memberNo",
      code: "validation.memberMismatch",
    });
    expect(memberMatchIssue("committee", { name: "韩梅梅", memberNo: "E1" }, null)).toEqual({
      path: "memberNo",
      code: "validation.committeeMismatch",
    });
    // An empty number is for the required rule to report.
    expect(memberMatchIssue("caa", { name: "韩梅梅", memberNo: " " }, null)).toBeNull();
  });
});
