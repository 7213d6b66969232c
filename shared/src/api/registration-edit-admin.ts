import { z } from "zod";
import { currencyValues } from "../enums";
import type { Label } from "../i18n";
import { cents, id, int, isoDateTime, plainText, requiredText } from "../schemas/common";
import { payLine, registrationInput } from "../schemas/registration";
import { paperInput } from "../schemas/registration-blocks";
import { editFeeTerms, registrationEditForm } from "../schemas/registration-edit";
import { validationIds as v } from "../validation";
import { normalizePhone, phoneIssue } from "../validators/contact";
import { adminRegistrationDetail } from "./admin";
import { panelGroup } from "./registration-panel";

/**
 * The back office's registration edit (registerEdit, spec 002 §2, §5) and add registered member
 * (addRegisterMember, addNewRegisterMember): the attendee's input and rules with the administrator's
 * allowances (DOMAIN.md §3, §7).
 */

/**
 * What the back office asks beyond the attendee's form (spec 002 §5 "Registration edit form": name, unit
 * and job must not be blank): the job title too.
 */
const backOfficeFields = { job: requiredText(50) };

/** A phone left empty keeps the stored one; any other is held to the registrant field's rule. */
const phoneOrKept = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    const issue = value === "" ? null : phoneIssue(value);
    if (issue) ctx.addIssue({ code: "custom", message: v[issue] });
  })
  .overwrite(normalizePhone)
  .default("");

/**
 * An edit as the back office sends it. Staff see the document and phone numbers masked: `keepIdNumber`
 * and `keepPhone` keep the stored values (the fields are then left empty); a new value replaces them. Once
 * the kept values are in place the server parses it again as `registrationInput`.
 */
export const adminRegistrationEdit = registrationInput.extend({
  ...backOfficeFields,
  phone: phoneOrKept,
  keepIdNumber: z.boolean().default(false),
  keepPhone: z.boolean().default(false),
});
export type AdminRegistrationEditInput = z.input<typeof adminRegistrationEdit>;
export type AdminRegistrationEdit = z.output<typeof adminRegistrationEdit>;

/**
 * The registration as registerEdit loads it: the attendee's edit form (document and phone numbers left out,
 * their masked forms beside), what its lines charge, and whether a fee change can be settled now.
 */
export const adminEditForm = registrationEditForm.extend({
  conferenceId: id,
  masked: z.object({ idNumber: z.string(), phone: z.string() }),
  /** What all its lines charge together (cents): an edit's difference is settled against it. */
  charged: cents,
  payLines: z.array(payLine),
  /** False while money is on its way (a payment under review, a refund under way): the fee stays. */
  maySettleFee: z.boolean(),
  group: panelGroup.nullable(),
});
export type AdminEditForm = z.infer<typeof adminEditForm>;

/** How an administrator's edit settled its fee (shared `settleFeeDifference`). */
export const feeSettlementView = z.object({
  before: cents,
  after: cents,
  currency: z.enum(currencyValues),
  difference: int(),
  /** The new unpaid line, if the fee went up. */
  newLine: z.object({ id, totalFee: cents }).nullable(),
  /** Partial refund requests, if it went down on paid lines. */
  refunds: z.array(z.object({ lineId: id, amount: cents })),
  lowered: z.array(z.object({ lineId: id, totalFee: cents })),
});
export type FeeSettlementView = z.infer<typeof feeSettlementView>;

export const adminEditResult = z.object({
  registration: adminRegistrationDetail,
  fee: editFeeTerms.extend(feeSettlementView.shape),
});
export type AdminEditResult = z.infer<typeof adminEditResult>;

/** A paper added from the detail panel (savePaper): the accepted paper's id and its page count. */
export const panelPaperInput = paperInput.pick({ paperId: true, pages: true });
export type PanelPaperInput = z.input<typeof panelPaperInput>;

/**
 * Add registered member: the registration form's input, optionally for an attendee account found by its
 * e-mail or phone (`accountId`); without one, the registration belongs to no account.
 */
export const addMemberInput = registrationInput.extend({
  ...backOfficeFields,
  accountId: id.nullable().default(null),
});
export type AddMemberInput = z.input<typeof addMemberInput>;

/** One attendee account looked up by its exact sign-in e-mail or phone (never a list). */
export const attendeeLookupInput = z.object({ login: plainText(100).min(1) });
export const attendeeLookupResult = z.object({
  id,
  /** The sign-in e-mail or phone, masked. */
  login: z.string(),
  createTime: isoDateTime,
});
export type AttendeeLookupResult = z.infer<typeof attendeeLookupResult>;

/** One entry of a registration's audit history: who did what, when, from which state to which, why. */
export const registrationHistoryEntry = z.object({
  id,
  action: z.string(),
  entity: z.string(),
  entityId: id.nullable(),
  fromState: z.string().nullable(),
  toState: z.string().nullable(),
  actor: z.object({ kind: z.string(), name: z.string() }),
  reason: z.string(),
  /** Money the row records (cents of `currency`), and facts that explain it (ids, never personal data). */
  amounts: z
    .object({
      currency: z.string().optional(),
      totalFee: int().optional(),
      receivedFee: int().optional(),
      refundFee: int().optional(),
    })
    .nullable(),
  time: isoDateTime,
});
export type RegistrationHistoryEntry = z.infer<typeof registrationHistoryEntry>;

/** The reason a partial refund request of an edit records, in the conference's language. */
export const feeDifferenceRefundReason: Label = /*i18n*/ {
  id: "refund.feeDifference",
  message: "The fee was lowered when the conference office edited the registration.",
};
