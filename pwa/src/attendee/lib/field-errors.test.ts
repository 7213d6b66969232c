import { describe, expect, it } from "vitest";
import { i18nIn } from "#testing/i18n";
import { issueText, messagesByPath } from "./field-errors";

describe("the messages shown at the form's fields", () => {
  it("says a finding in the attendee's language, with its values filled in", () => {
    const issue = { path: "workshopIds", code: "validation.workshopMax", params: { max: 2 } };
    expect(issueText(i18nIn("en"), issue)).toBe("Please choose at most 2 items.");
    expect(issueText(i18nIn("zh"), issue)).toBe("最多只能选择 2 项。");
  });

  it("shows the first finding of each field only", () => {
    const byPath = messagesByPath(i18nIn("en"), [
      { path: "email", code: "validation.required" },
      { path: "email", code: "validation.email" },
      { path: "hotel.endDate", code: "validation.required" },
    ]);
    expect([...byPath]).toEqual([
      ["email", "This field is required."],
      ["hotel.endDate", "This field is required."],
    ]);
  });

  it("translates the server's known findings on this device, so a language switch applies to them", () => {
    const fromServer = { path: "name", code: "validation.required", message: "This field is required." };
    expect(messagesByPath(i18nIn("zh"), [fromServer]).get("name")).toBe("此项为必填项。");
  });

  it("keeps the server's own text for a finding this device has no message for", () => {
    const fromServer = { path: "papers.0", code: "PAPER_TAKEN", message: "论文 P-12 已被他人登记。" };
    expect(messagesByPath(i18nIn("en"), [fromServer]).get("papers.0")).toBe("论文 P-12 已被他人登记。");
  });
});
