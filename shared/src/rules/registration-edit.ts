import { type PayStatus, type PayType, payStatusTraits, type ValueOf } from "../enums";
import { validationIds as v } from "../validation";
import type { FieldIssue } from "./field-issue";

/**
 * Editing a registration (DOMAIN.md §3). While nothing is received or in flight on its payment
 * lines (each 0 or -2), every field may change and the fee is priced again; once paid or under review, the
 * fields that decide the fee are locked for the attendee (an administrator changes them), the rest (a typo
 * in the name, the unit, the hotel dates) may still change.
 */

/** Whether the fee-deciding fields are locked for the attendee: some line is paid, under review or refunding. */
export function feeLocked(payStatuses: readonly PayStatus[]): boolean {
  return payStatuses.some((status) => !payStatusTraits[status].unpaidLike);
}

/**
 * How an edit's fee is set: priced at the prices in force when the registration was first submitted (an
 * early-bird stays early-bird), at today's (`recalculateFeeWhileUnpaid`), or kept as it is (paid).
 */
export const EditFeeBasis = {
  firstSubmission: "firstSubmission",
  today: "today",
  kept: "kept",
} as const;
export type EditFeeBasis = ValueOf<typeof EditFeeBasis>;
export const editFeeBasisValues = Object.values(EditFeeBasis) as [EditFeeBasis, ...EditFeeBasis[]];

export function editFeeBasis(
  settings: { recalculateFeeWhileUnpaid: boolean },
  payStatuses: readonly PayStatus[],
): EditFeeBasis {
  if (feeLocked(payStatuses)) return EditFeeBasis.kept;
  return settings.recalculateFeeWhileUnpaid ? EditFeeBasis.today : EditFeeBasis.firstSubmission;
}

/** The moment an edit is priced at: the first submission, or now (a kept fee is not priced again). */
export function editPriceTime(basis: EditFeeBasis, firstSubmitted: string, now: Date): Date {
  return basis === EditFeeBasis.firstSubmission ? new Date(firstSubmitted) : now;
}

/** The choices that decide the fee (DOMAIN.md §3). */
export type FeeChoices = {
  participantTypeId: number;
  workshopIds: readonly number[];
  papers: readonly { paperId: string; pages: number }[];
  payType: PayType;
};

const sameSet = <T>(a: readonly T[], b: readonly T[], key: (item: T) => string) => {
  const left = a.map(key).sort();
  const right = b.map(key).sort();
  return left.length === right.length && left.every((item, index) => item === right[index]);
};

/** The fee-deciding fields an edit changes: each one named at its field. Empty when none changes. */
export function feeChoiceChanges(stored: FeeChoices, edited: FeeChoices): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (stored.participantTypeId !== edited.participantTypeId)
    issues.push({ path: "participantTypeId", code: v.lockedParticipantType });
  if (!sameSet(stored.workshopIds, edited.workshopIds, String))
    issues.push({ path: "workshopIds", code: v.lockedWorkshops });
  if (!sameSet(stored.papers, edited.papers, (p) => `${p.paperId}|${p.pages}`))
    issues.push({ path: "papers", code: v.lockedPapers });
  if (stored.payType !== edited.payType) issues.push({ path: "payType", code: v.lockedPayType });
  return issues;
}
