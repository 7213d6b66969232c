import { type FieldIssue, validationIds as v } from "@confreg/shared";
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/**
 * The back office's own wording of some findings (spec 002 §5, §8 give it verbatim); every other finding
 * reads as the attendee's form says it.
 */
const backOfficeWording: Partial<Record<string, MessageDescriptor>> = {
  [v.memberMismatch]: msg`The name and member number do not match. Please re-enter them.`,
  [v.workshopOnlyNeedsWorkshop]: msg`Please select the Workshop Type.`,
  [v.groupNotFound]: msg`Group discount code not found. Please re-enter it or start a new group.`,
  [v.groupExpired]: msg`Sorry, this discount code has expired. Please re-enter it or start a new group.`,
  [v.groupFull]: msg`Sorry, this group has reached its maximum size. Please re-enter a code or start a new group.`,
  [v.paperUnavailable]: msg`The current participation type does not support adding papers.`,
};

/** A finding in the words staff read: the back office's where the spec gives them, else the shared text. */
export function issueText(issue: Pick<FieldIssue, "code" | "params">, i18n: I18n): string {
  const own = backOfficeWording[issue.code];
  return own ? i18n._(own) : i18n._(issue.code, issue.params);
}
