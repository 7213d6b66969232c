import {
  EditFeeBasis,
  type EditLockedField,
  formatMoney,
  type Locale,
  type RegistrationEditForm,
  type RegistrationEditResult,
} from "@confreg/shared";
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { type BlockContext, blocksFromInput } from "#attendee/blocks/index";
import type { PaperEntry } from "#attendee/blocks/papers/papers-block";
import type { LoadedConference } from "#attendee/queries/conference";
import type { Selection } from "./draft-db";
import { formatDate } from "./format";
import type { RegistFormValues } from "./registrant-check";

/**
 * Editing a registration (register_id on preRegist and newRegist; DOMAIN.md §3): the form starts from the
 * registration as stored, prices at the moment the server says, and tells the attendee how the fee came out.
 */

/** The form's values for a stored registration: the registrant, its card images, and each block's value. */
export function editFormValues(form: RegistrationEditForm, context: BlockContext): RegistFormValues {
  const papers: PaperEntry[] = form.input.papers.flatMap(({ paperId, pages }) => {
    const view = form.heldPapers.find((paper) => paper.paperId === paperId);
    return view ? [{ ...view, pages, pin: "" }] : [];
  });
  return { ...form.input, ...blocksFromInput(form.input, context), papers } as RegistFormValues;
}

/** The stored choice (type, workshops, invitation code) as preRegist hands it over. */
export const editSelection = (form: RegistrationEditForm): Selection => ({
  participantTypeId: form.input.participantTypeId,
  workshopIds: form.input.workshopIds,
  invcode: form.input.invcode,
});

/** The moment the edit is priced at (the first submission, or today), as the fee function takes it. */
export const editPriceTime = (form: RegistrationEditForm, now: Date): Date =>
  form.fee.basis === EditFeeBasis.firstSubmission ? new Date(form.fee.pricedAt) : now;

/** Whether a fee-deciding choice is locked (paid or under review). */
export const isLocked = (form: RegistrationEditForm | null | undefined, field: EditLockedField) =>
  form?.lockedFields.includes(field) ?? false;

/** Why some fields cannot change, for the notice above them. */
export const lockedReason = msg`This registration is paid or its payment is under review: the participant type, workshops, papers and payment method can no longer be changed here. Other details can still be corrected; for the rest, please contact the conference staff.`;

/** How this edit's fee will be set, for the notice on the form. */
export function pricingNote(
  i18n: I18n,
  form: RegistrationEditForm,
  conference: LoadedConference,
  locale: Locale,
) {
  const date = formatDate(form.fee.pricedAt, locale, conference.timezone);
  switch (form.fee.basis) {
    case EditFeeBasis.firstSubmission:
      return i18n._(
        msg`While unpaid, changes are priced at the prices in force when you first registered (${date}).`,
      );
    case EditFeeBasis.today:
      return i18n._(msg`While unpaid, changes are priced at today's prices.`);
    default:
      return i18n._(lockedReason);
  }
}

/** What the attendee is told after saving: the fee before and after, and why. */
export function feeOutcome(
  i18n: I18n,
  result: Pick<RegistrationEditResult, "fee">,
  conference: LoadedConference,
  locale: Locale,
): string {
  const { fee } = result;
  const before = formatMoney(fee.before, fee.currency, locale);
  const after = formatMoney(fee.after, fee.currency, locale);
  const date = formatDate(fee.pricedAt, locale, conference.timezone);
  const changed = fee.before !== fee.after;
  switch (fee.basis) {
    case EditFeeBasis.firstSubmission:
      return changed
        ? i18n._(
            msg`The fee changed from ${before} to ${after}, priced at the prices in force when you first registered (${date}).`,
          )
        : i18n._(
            msg`The fee stays at ${after}: your choices cost the same at the prices in force when you first registered (${date}).`,
          );
    case EditFeeBasis.today:
      return changed
        ? i18n._(msg`The fee changed from ${before} to ${after}, priced at today's prices.`)
        : i18n._(msg`The fee stays at ${after} at today's prices.`);
    default:
      return i18n._(msg`The fee stays at ${after}: it is paid or under review, so it is not priced again.`);
  }
}
