import type { FieldIssue } from "@confreg/shared";
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { issueText } from "./field-errors";

/** "Workshop: Please choose 1 to 2 items." — workshop messages say which section they are about. */
export function selectionIssueText(i18n: I18n, issue: FieldIssue, workshopTitle: string): string {
  const text = issueText(i18n, issue);
  if (!issue.path.startsWith("workshopIds")) return text;
  return i18n._(msg`${workshopTitle}: ${text}`);
}
