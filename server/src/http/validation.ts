import { validationIds } from "@confreg/shared";
import type { Hook } from "@hono/zod-openapi";
import type { z } from "zod";
import type { AppEnv } from "./env";
import { errorBody, localizeFields } from "./errors";

type Issue = z.core.$ZodIssue;

/**
 * Our schemas carry message ids ("validation.email") as their messages. zod's own messages (a missing
 * field, a wrong type) become "required" or "invalid", so every field error has a translated text.
 */
function issueCode(issue: Issue): string {
  if (issue.message.startsWith("validation.")) return issue.message;
  if (issue.code === "invalid_type" && issue.input === undefined) return validationIds.required;
  return validationIds.invalid;
}

function issueParams(issue: Issue): Record<string, number> | undefined {
  if (issue.code === "too_big") return { max: Number(issue.maximum) };
  if (issue.code === "too_small") return { min: Number(issue.minimum) };
  return undefined;
}

export function fieldIssues(issues: readonly Issue[]) {
  return issues.map((issue) => {
    const params = issueParams(issue);
    return { path: issue.path.join("."), code: issueCode(issue), ...(params ? { params } : {}) };
  });
}

/** Every route's validation failure answers 400 VALIDATION_FAILED with localized field errors. */
// biome-ignore lint/suspicious/noExplicitAny: the hook is shared by routes of every input type
export const validationHook: Hook<any, AppEnv, any, any> = (result, c) => {
  if (!result.success) {
    return errorBody(c, "VALIDATION_FAILED", { fields: localizeFields(c, fieldIssues(result.error.issues)) });
  }
};
