import { describe, expect, it } from "vitest";
import { checkRegistration, fieldIssuesFromZod, registrantFieldRules, registrationInput } from "../src";
import { settings } from "./builders";
import { codes, context, ieee, input, member, regular } from "./registration-fixtures";

describe("registrant fields shown and required (spec 000 §5)", () => {
  it("a member type shows the member number and requires it while the member check is on", () => {
    const rules = registrantFieldRules(settings({ memberCheck: true }), member);
    expect(rules.shown.has("memberNo")).toBe(true);
    expect(rules.required.has("memberNo")).toBe(true);
    const off = registrantFieldRules(settings({ memberCheck: false }), member);
    expect(off.shown.has("memberNo")).toBe(true);
    expect(off.required.has("memberNo")).toBe(false);
  });

  it("a non-member type has no member number field", () => {
    expect(registrantFieldRules(settings(), regular).shown.has("memberNo")).toBe(false);
  });

  it("the server refuses a member type without its member number", () => {
    const issues = checkRegistration(
      context({ settings: settings({ memberCheck: true }) }),
      input({ participantTypeId: member.id }),
    );
    expect(codes(issues)).toContain("memberNo:validation.required");
    const ok = checkRegistration(
      context({ settings: settings({ memberCheck: true }) }),
      input({ participantTypeId: member.id, memberNo: "CAA-1234" }),
    );
    expect(codes(ok)).not.toContain("memberNo:validation.required");
  });

  it("a type that needs another society's member number requires it", () => {
    expect(codes(checkRegistration(context(), input({ participantTypeId: ieee.id })))).toContain(
      "otherMemberNo:validation.required",
    );
  });

  it("English name and unit are shown and required with englishNameFields; the ID number with isIdcard", () => {
    const rules = registrantFieldRules(settings({ englishNameFields: true, isIdcard: true }), regular);
    for (const field of ["nameEn", "unitEn", "idNumber"] as const) {
      expect(rules.shown.has(field)).toBe(true);
      expect(rules.required.has(field)).toBe(true);
    }
  });
});

describe("zod findings as field issues", () => {
  it("our schemas' message ids pass through; a missing field reads as required; lengths carry their bounds", () => {
    const parsed = registrationInput.safeParse({
      name: "x".repeat(60),
      email: "bad",
      participantTypeId: 1,
      clientTotal: 0,
    });
    expect(parsed.success).toBe(false);
    const issues = parsed.success ? [] : fieldIssuesFromZod(parsed.error.issues);
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: "name", code: "validation.tooLong", params: { max: 50 } },
        { path: "email", code: "validation.email" },
        { path: "unit", code: "validation.required" },
      ]),
    );
  });
});
