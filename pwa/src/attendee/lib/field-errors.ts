import type { FieldError, FieldIssue } from "@confreg/shared";
import type { I18n } from "@lingui/core";

// Field findings are read from zod the same way the server reads them: shared `fieldIssuesFromZod`
// (imported where zod is, not here: the login page shows server findings without downloading zod).
export type { FieldIssue };

/** The text of a finding in the current language. */
export function issueText(i18n: I18n, issue: FieldIssue): string {
  return i18n._(issue.code, issue.params);
}

/**
 * The first message per field path, in the current language: known message ids are translated here (so a
 * language switch applies to them too), anything else keeps the server's text.
 */
export function messagesByPath(
  i18n: I18n,
  issues: readonly (FieldIssue | FieldError)[],
): Map<string, string> {
  const byPath = new Map<string, string>();
  for (const issue of issues) {
    if (byPath.has(issue.path)) continue;
    const known = issue.code.startsWith("validation.");
    const text = !known && "message" in issue && issue.message ? issue.message : issueText(i18n, issue);
    byPath.set(issue.path, text);
  }
  return byPath;
}
