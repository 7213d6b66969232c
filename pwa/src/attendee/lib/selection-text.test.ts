import { describe, expect, it } from "vitest";
import { i18nIn } from "#testing/i18n";
import { selectionIssueText } from "./selection-text";

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
