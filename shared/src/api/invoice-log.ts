import { z } from "zod";
import { enumValues, invoiceActionValues, type Labels, type ValueOf } from "../enums";
import type { Label } from "../i18n";
import { registrationFields } from "../registration-columns/columns";
import type { storedInvoiceFields } from "../rules/invoice";
import { isoDateTime } from "../schemas/common";

/**
 * What an entry of the invoice log says, as a message the back office renders in the staff's language
 * with the entry's values (`number`, `red`, `replaced`, `reason`, `code`, `fields`). The issuer's own
 * answer is kept beside it as a value, never as the sentence.
 */
export const InvoiceLogMessage = {
  applied: "applied",
  detailsCorrected: "detailsCorrected",
  pending: "pending",
  unreachable: "unreachable",
  issued: "issued",
  reissued: "reissued",
  issueFailed: "issueFailed",
  issueAborted: "issueAborted",
  voided: "voided",
  reversedForReissue: "reversedForReissue",
  voidFailed: "voidFailed",
  reissueStopped: "reissueStopped",
  voidAborted: "voidAborted",
  reissueRefused: "reissueRefused",
  documentKept: "documentKept",
  documentMissing: "documentMissing",
  documentFailed: "documentFailed",
} as const;
export type InvoiceLogMessage = ValueOf<typeof InvoiceLogMessage>;
export const invoiceLogMessageValues = enumValues(InvoiceLogMessage);
export const invoiceLogMessageLabels: Labels<InvoiceLogMessage> = {
  applied: /*i18n*/ { id: "invoiceLog.applied", message: "Applied for by the attendee" },
  detailsCorrected: /*i18n*/ { id: "invoiceLog.detailsCorrected", message: "Details corrected: {fields}" },
  pending: /*i18n*/ { id: "invoiceLog.pending", message: "Sent to the issuer; waiting for its answer" },
  unreachable: /*i18n*/ {
    id: "invoiceLog.unreachable",
    message: "The issuer could not be reached; query it later",
  },
  issued: /*i18n*/ { id: "invoiceLog.issued", message: "Invoice {number} issued" },
  reissued: /*i18n*/ {
    id: "invoiceLog.reissued",
    message: "Corrected invoice {number} issued in place of {replaced}",
  },
  issueFailed: /*i18n*/ { id: "invoiceLog.issueFailed", message: "Issuing failed (code {code})" },
  issueAborted: /*i18n*/ {
    id: "invoiceLog.issueAborted",
    message: "The invoice platform asks the clerk to sign in again; nothing was issued",
  },
  voided: /*i18n*/ {
    id: "invoiceLog.voided",
    message: "Invoice {number} red-reversed by red invoice {red}. Reason: {reason}",
  },
  reversedForReissue: /*i18n*/ {
    id: "invoiceLog.reversedForReissue",
    message:
      "Invoice {number} red-reversed by red invoice {red} for the re-issue; the corrected invoice follows. Reason: {reason}",
  },
  voidFailed: /*i18n*/ {
    id: "invoiceLog.voidFailed",
    message: "The red reversal failed (code {code}): invoice {number} stays issued",
  },
  reissueStopped: /*i18n*/ {
    id: "invoiceLog.reissueStopped",
    message:
      "The red reversal failed (code {code}): invoice {number} stays issued and no corrected invoice was issued",
  },
  voidAborted: /*i18n*/ {
    id: "invoiceLog.voidAborted",
    message:
      "The invoice platform asks the clerk to sign in again: invoice {number} stays issued, nothing was reversed",
  },
  reissueRefused: /*i18n*/ {
    id: "invoiceLog.reissueRefused",
    message:
      "Invoice {number} was red-reversed, but the corrected invoice could not be issued ({code}): issue it again once it can be",
  },
  documentKept: /*i18n*/ {
    id: "invoiceLog.documentKept",
    message: "The PDF of invoice {number} is there now",
  },
  documentMissing: /*i18n*/ {
    id: "invoiceLog.documentMissing",
    message: "Invoice {number} is issued; its PDF is still missing",
  },
  documentFailed: /*i18n*/ {
    id: "invoiceLog.documentFailed",
    message: "The PDF of invoice {number} could not be made (code {code})",
  },
};

/** The values an entry's message names: texts, and the names of the corrected fields. */
export const invoiceLogParams = z.record(z.string(), z.union([z.string(), z.array(z.string())]));
export type InvoiceLogParams = z.infer<typeof invoiceLogParams>;

type StoredInvoiceField = (typeof storedInvoiceFields)[number];
/** An invoice's fields as a correction names them: the registration columns' labels, one text each. */
export const invoiceFieldLabels: Record<StoredInvoiceField, Label> = {
  invoiceType: registrationFields.invoiceType.label,
  invoiceContent: registrationFields.invoiceContent.label,
  invoiceTitle: registrationFields.invoiceTitle.label,
  taxpayerNumber: registrationFields.taxpayerNumber.label,
  unit: registrationFields.invoiceUnit.label,
  address: registrationFields.invoiceAddress.label,
  phone: registrationFields.invoicePhone.label,
  bank: registrationFields.invoiceBank.label,
  account: registrationFields.invoiceAccount.label,
  postAddress: registrationFields.postAddress.label,
  postPhone: registrationFields.postPhone.label,
  postEmail: registrationFields.postEmail.label,
  registree: registrationFields.registree.label,
  remark: registrationFields.invoiceRemark.label,
};

/**
 * One entry of the invoice log (spec 002 §3): action, number, what happened (`messageKey` with its
 * `params`; null on entries written before the log had keys, whose `message` is their text), the issuer's
 * own answer, the PDF link, time.
 */
export const invoiceLogEntry = z.object({
  actionType: z.literal(invoiceActionValues),
  invoiceNumber: z.string(),
  messageKey: z.enum(invoiceLogMessageValues).nullable(),
  params: invoiceLogParams,
  message: z.string(),
  documentUrl: z.string(),
  time: isoDateTime,
});
export type InvoiceLogEntry = z.infer<typeof invoiceLogEntry>;
export const invoiceLog = z.array(invoiceLogEntry);
