import { describe, expect, it } from "vitest";
import {
  cardIssues,
  matchesMember,
  mayAskMemberSuggestion,
  memberSuggestionListOf,
  savedRegistrantIssues,
} from "../src/rules/people";

const listed = { name: "Li Ming", email: "li.ming@example.org", phone: "13900001111" };

describe("member suggestion (spec 000 §3)", () => {
  it("a name with the same e-mail or the same phone matches, compared as normalised", () => {
    expect(matchesMember({ name: "li  ming", email: " LI.MING@example.org", phone: "" }, listed)).toBe(true);
    expect(matchesMember({ name: "Li Ming", email: "", phone: "139 0000 1111" }, listed)).toBe(true);
  });

  it("a name alone, a contact alone or a contact under another name never matches", () => {
    expect(matchesMember({ name: "Li Ming", email: "", phone: "" }, listed)).toBe(false);
    expect(matchesMember({ name: "", email: "li.ming@example.org", phone: "" }, listed)).toBe(false);
    expect(matchesMember({ name: "Wang Fang", email: "li.ming@example.org", phone: "" }, listed)).toBe(false);
    expect(
      matchesMember({ name: "Li Ming", email: "", phone: "13900001111" }, { ...listed, email: "" }),
    ).toBe(true);
    expect(
      matchesMember({ name: "Li Ming", email: "x@example.org", phone: "" }, { ...listed, email: "" }),
    ).toBe(false);
  });

  it("is asked only with a name and an e-mail or phone, in the committee's list for committee types", () => {
    expect(mayAskMemberSuggestion({ name: "Li", email: "", phone: "" })).toBe(false);
    expect(mayAskMemberSuggestion({ name: "Li", email: "", phone: "1" })).toBe(true);
    expect(memberSuggestionListOf({ isCommittee: true })).toBe("committee");
    expect(memberSuggestionListOf(null)).toBe("caa");
  });
});

describe("card images (spec 000 §5, the end of the submit order)", () => {
  it("student types need the student card, types that ask for it the other member card", () => {
    const student = { isStudent: true, needsOtherMemberCard: false };
    const ieee = { isStudent: false, needsOtherMemberCard: true };
    expect(cardIssues(student, {})).toEqual([{ path: "studentCard", code: "validation.studentCard" }]);
    expect(cardIssues(student, { studentCard: 5 })).toEqual([]);
    expect(cardIssues(ieee, { studentCard: 5 })).toEqual([
      { path: "otherMemberCard", code: "validation.otherMemberCard" },
    ]);
    expect(cardIssues(null, {})).toEqual([]);
  });
});

describe("saved person (spec 000 §5 edit registration form)", () => {
  it("the document number is checked against its type and English-only fields refuse Chinese", () => {
    const issues = savedRegistrantIssues({
      idType: 1,
      idNumber: "110101199001011234",
      idCountry: "",
      nameEn: "张三",
      unitEn: "",
    });
    expect(issues.map((issue) => issue.path).sort()).toEqual(["idNumber", "nameEn"]);
    expect(savedRegistrantIssues({ idType: 1, idNumber: "", idCountry: "", nameEn: "ZHANG San" })).toEqual(
      [],
    );
  });
});
