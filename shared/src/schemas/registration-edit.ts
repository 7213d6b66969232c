import { z } from "zod";
import { acceptedPaperView } from "../api/papers";
import { currencyValues } from "../enums";
import { editFeeBasisValues } from "../rules/registration-edit";
import { cents, isoDateTime } from "./common";
import { registrationDetail, registrationInput } from "./registration";

/** The fields an edit may not change for the attendee right now (paid or under review; an issued invoice). */
export const editLockedFieldValues = [
  "participantTypeId",
  "workshopIds",
  "papers",
  "payType",
  "invoice",
] as const;
export type EditLockedField = (typeof editLockedFieldValues)[number];

/** How the fee of an edit is set, and at which prices. */
export const editFeeTerms = z.object({
  basis: z.enum(editFeeBasisValues),
  /** The moment the fee is priced at: the first submission, or now (today's prices, or a kept fee). */
  pricedAt: isoDateTime,
});

/**
 * The own registration as the edit form loads it (register_id on preRegist and newRegist): every value as
 * entered, for its owner only, with what the edit may not change and how the fee will be set.
 */
export const registrationEditForm = z.object({
  id: z.number().int(),
  input: registrationInput,
  /** What it costs now, over its first line. */
  total: cents,
  currency: z.enum(currencyValues),
  fee: editFeeTerms,
  lockedFields: z.array(z.enum(editLockedFieldValues)),
  /** The papers it covers as the form lists them (its own: not "registered" for this edit). */
  heldPapers: z.array(acceptedPaperView),
});
export type RegistrationEditForm = z.infer<typeof registrationEditForm>;

/** What an edit answers: the registration as it is now, and the fee before and after, with why. */
export const registrationEditResult = z.object({
  registration: registrationDetail,
  fee: editFeeTerms.extend({
    before: cents,
    after: cents,
    currency: z.enum(currencyValues),
  }),
});
export type RegistrationEditResult = z.infer<typeof registrationEditResult>;
