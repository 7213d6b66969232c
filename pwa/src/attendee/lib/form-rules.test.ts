import { requiredText } from "@confreg/shared";
import { describe, expect, it } from "vitest";
import { i18nIn } from "#testing/i18n";
import { issuesRule, zodRule } from "./form-rules";

describe("a field's rule in the attendee's forms", () => {
  it("refuses a value the shared schema refuses, with its message in the attendee's language", async () => {
    const rule = zodRule(requiredText(50), i18nIn("en"));
    await expect(rule.validator(undefined, "  ")).rejects.toThrow("This field is required.");
    await expect(rule.validator(undefined, undefined)).rejects.toThrow("This field is required.");
    await expect(rule.validator(undefined, "Zhang San")).resolves.toBeUndefined();
  });

  it("reports the whole-form check's finding for its own field only", async () => {
    const check = () => [{ path: "hotel.endDate", code: "validation.required" }];
    await expect(issuesRule("hotel.endDate", check, i18nIn("zh")).validator()).rejects.toThrow(
      "此项为必填项。",
    );
    await expect(issuesRule("hotel.startDate", check, i18nIn("zh")).validator()).resolves.toBeUndefined();
  });
});
