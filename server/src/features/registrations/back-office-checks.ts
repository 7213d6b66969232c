import { AppError, type FieldIssue } from "@confreg/shared";

const key = (issue: FieldIssue) => `${issue.path}|${issue.code}`;

/**
 * Runs the registration's check with the back office's own findings (its extra rules, what it may not
 * change) reported together with the check's: every problem at once, the back office's first.
 */
export async function withBackOfficeIssues<T>(issues: FieldIssue[], check: () => Promise<T>): Promise<T> {
  let result: T;
  try {
    result = await check();
  } catch (error) {
    if (issues.length === 0) throw error;
    const validation = error instanceof AppError && error.code === "VALIDATION_FAILED";
    if (!validation) throw new AppError("VALIDATION_FAILED", { fields: issues });
    const found = (error.details?.fields as FieldIssue[] | undefined) ?? [];
    const seen = new Set(issues.map(key));
    throw new AppError("VALIDATION_FAILED", {
      ...error.details,
      fields: [...issues, ...found.filter((issue) => !seen.has(key(issue)))],
    });
  }
  if (issues.length) throw new AppError("VALIDATION_FAILED", { fields: issues });
  return result;
}
