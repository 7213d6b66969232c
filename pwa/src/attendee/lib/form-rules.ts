import { fieldIssuesFromZod } from "@confreg/shared";
import type { I18n } from "@lingui/core";
import type { z } from "zod";
import { type FieldIssue, issueText } from "./field-errors";

/** An rc-field-form rule (antd-mobile Form) that checks a value with a shared zod schema. */
export function zodRule(schema: z.ZodType, i18n: I18n) {
  return {
    validator: async (_rule: unknown, value: unknown) => {
      const result = schema.safeParse(value ?? "");
      const issue = result.success ? undefined : fieldIssuesFromZod(result.error.issues)[0];
      if (issue) throw new Error(issueText(i18n, issue));
    },
  };
}

/** A rule that reports the findings of a whole-form check for one field. */
export function issuesRule(path: string, check: () => readonly FieldIssue[], i18n: I18n) {
  return {
    validator: async () => {
      const issue = check().find((found) => found.path === path);
      if (issue) throw new Error(issueText(i18n, issue));
    },
  };
}
