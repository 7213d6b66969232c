import { describe, expect, it } from "vitest";
import { i18nIn } from "#testing/i18n";
import { selectionIssueText, workshopRuleText } from "./selection-text";

describe("the message about a type and workshop choice", () => {
  it("names the workshop section (the conference's own word for it) before a workshop finding", () => {
    const issue = { path: "workshopIds", code: "validation.workshopMax", params: { max: 3 } };
    expect(selectionIssueText(i18nIn("en"), issue, "Forum")).toBe("Forum: Please choose at most 3 items.");
    expect(selectionIssueText(i18nIn("zh"), issue, "分论坛")).toBe("分论坛：最多只能选择 3 项。");
  });

  it("says a participant-type finding as it is", () => {
    const issue = { path: "participantTypeId", code: "validation.participantType" };
    expect(selectionIssueText(i18nIn("zh"), issue, "分论坛")).toBe("请选择参会类型！");
  });
});

describe("the workshop section's rule, beside its title", () => {
  it("says how many to choose, from the conference's minimum and maximum (0: no maximum)", () => {
    const en = i18nIn("en");
    expect(en._(workshopRuleText(2, 2))).toBe("Choose 2");
    expect(en._(workshopRuleText(1, 0))).toBe("Choose at least 1");
    expect(en._(workshopRuleText(0, 3))).toBe("Choose up to 3");
    expect(en._(workshopRuleText(1, 3))).toBe("Choose 1 to 3");
    expect(en._(workshopRuleText(0, 0))).toBe("Optional");
    expect(i18nIn("zh")._(workshopRuleText(1, 3))).toBe("需选 1 至 3 项");
  });
});
