import type { FieldIssue } from "@confreg/shared";
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { issueText } from "./field-errors";

/** "Workshop: Please choose 1 to 2 items." — workshop messages say which section they are about. */
export function selectionIssueText(i18n: I18n, issue: FieldIssue, workshopTitle: string): string {
  const text = issueText(i18n, issue);
  if (!issue.path.startsWith("workshopIds")) return text;
  return i18n._(msg`${workshopTitle}: ${text}`);
}

/** The workshop section's rule in words (workshopLow..workshopHigh, 0 = no maximum): "Choose 1 to 2". */
export function workshopRuleText(low: number, high: number): MessageDescriptor {
  if (high > 0 && low === high) return msg`Choose ${low}`;
  if (low > 0 && high === 0) return msg`Choose at least ${low}`;
  if (low === 0 && high > 0) return msg`Choose up to ${high}`;
  if (low > 0 && high > 0) return msg`Choose ${low} to ${high}`;
  return msg`Optional`;
}
