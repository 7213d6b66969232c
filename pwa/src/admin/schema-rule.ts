import { fieldIssuesFromZod } from "@confreg/shared";
import type { I18n } from "@lingui/core";
import type { z } from "zod";

/** An antd form rule that checks with a shared schema, in the words the server would use. */
export const schemaRule = (schema: z.ZodType, i18n: I18n) => ({
  validator: async (_rule: unknown, value: unknown) => {
    const result = schema.safeParse(value ?? "");
    const issue = result.success ? undefined : fieldIssuesFromZod(result.error.issues)[0];
    if (issue) throw new Error(i18n._(issue.code, issue.params));
  },
});
