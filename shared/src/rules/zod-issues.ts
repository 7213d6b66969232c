import type { z } from "zod";
import { validationIds } from "../validation";
import type { FieldIssue } from "./field-issue";

/**
 * Our schemas carry message ids ("validation.email") as their messages. zod's own messages (a missing field,
 * a wrong type) become "required" or "invalid", so every finding has a translated text. The server answers
 * with these and the PWA checks forms with them, so both show the same message for the same mistake.
 */
export function fieldIssuesFromZod(issues: readonly z.core.$ZodIssue[]): FieldIssue[] {
  return issues.map((issue) => {
    const code = issue.message.startsWith("validation.")
      ? issue.message
      : issue.code === "invalid_type" && issue.input === undefined
        ? validationIds.required
        : validationIds.invalid;
    const params: Record<string, number> | undefined =
      issue.code === "too_big"
        ? { max: Number(issue.maximum) }
        : issue.code === "too_small"
          ? { min: Number(issue.minimum) }
          : undefined;
    return { path: issue.path.join("."), code, ...(params ? { params } : {}) };
  });
}
