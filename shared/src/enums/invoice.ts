import { enumValues, type Labels, type ValueOf } from "./define";

/** Invoice types (DOMAIN.md §5). New registrations choose among 5, 6, 3, 7 (and 2 where paper is posted). */
export const InvoiceType = {
  electronic: 1,
  paper: 2,
  usdReceipt: 3,
  specialVat: 4,
  digital: 5,
  digitalSpecial: 6,
  none: 7,
} as const;
export type InvoiceType = ValueOf<typeof InvoiceType>;
export const invoiceTypeValues = enumValues(InvoiceType);
export const invoiceTypeLabels: Labels<InvoiceType> = {
  1: /*i18n*/ { id: "invoiceType.electronic", message: "Electronic invoice" },
  2: /*i18n*/ { id: "invoiceType.paper", message: "Paper invoice" },
  3: /*i18n*/ { id: "invoiceType.usdReceipt", message: "USD receipt" },
  4: /*i18n*/ { id: "invoiceType.specialVat", message: "Special VAT invoice" },
  5: /*i18n*/ { id: "invoiceType.digital", message: "Digital invoice (ordinary)" },
  6: /*i18n*/ { id: "invoiceType.digitalSpecial", message: "Digital invoice (special)" },
  7: /*i18n*/ { id: "invoiceType.none", message: "No invoice" },
};

/** invoiceStatus (DOMAIN.md §5). */
export const InvoiceStatus = {
  none: 0,
  applying: 1,
  issuing: 3,
  issued: 2,
  failed: -1,
  voiding: -3,
  voided: -2,
} as const;
export type InvoiceStatus = ValueOf<typeof InvoiceStatus>;
export const invoiceStatusValues = enumValues(InvoiceStatus);
export const invoiceStatusLabels: Labels<InvoiceStatus> = {
  0: /*i18n*/ { id: "invoiceStatus.none", message: "Not invoiced" },
  1: /*i18n*/ { id: "invoiceStatus.applying", message: "Applied for" },
  3: /*i18n*/ { id: "invoiceStatus.issuing", message: "Being issued" },
  2: /*i18n*/ { id: "invoiceStatus.issued", message: "Issued" },
  [-1]: /*i18n*/ { id: "invoiceStatus.failed", message: "Issuing failed" },
  [-3]: /*i18n*/ { id: "invoiceStatus.voiding", message: "Being voided" },
  [-2]: /*i18n*/ { id: "invoiceStatus.voided", message: "Voided" },
};

/** What an invoice is for; a conference lists the contents it allows (spec 000 §5). */
export const InvoiceContent = {
  meetingFee: "meetingFee",
  trainingFee: "trainingFee",
  registrationFee: "registrationFee",
  pageCharge: "pageCharge",
  conferenceFee: "conferenceFee",
  competitionFee: "competitionFee",
  affairsFee: "affairsFee",
} as const;
export type InvoiceContent = ValueOf<typeof InvoiceContent>;
export const invoiceContentValues = enumValues(InvoiceContent);
export const invoiceContentLabels: Labels<InvoiceContent> = {
  meetingFee: /*i18n*/ { id: "invoiceContent.meetingFee", message: "Meeting fee" },
  trainingFee: /*i18n*/ { id: "invoiceContent.trainingFee", message: "Training fee" },
  registrationFee: /*i18n*/ { id: "invoiceContent.registrationFee", message: "Conference registration fee" },
  pageCharge: /*i18n*/ { id: "invoiceContent.pageCharge", message: "Page charge" },
  conferenceFee: /*i18n*/ { id: "invoiceContent.conferenceFee", message: "Conference fee" },
  competitionFee: /*i18n*/ { id: "invoiceContent.competitionFee", message: "Competition fee" },
  affairsFee: /*i18n*/ { id: "invoiceContent.affairsFee", message: "Conference affairs fee" },
};

/**
 * Entries of the invoice log (spec 002 §3: 1 to 4). Ours adds 5 and 6 so the log tells the invoice's whole
 * story: the attendee's application and finance's corrections of the details between issues.
 */
export const InvoiceAction = { issue: 1, redReverse: 2, query: 3, notify: 4, apply: 5, edit: 6 } as const;
export type InvoiceAction = ValueOf<typeof InvoiceAction>;
export const invoiceActionValues = enumValues(InvoiceAction);
export const invoiceActionLabels: Labels<InvoiceAction> = {
  1: /*i18n*/ { id: "invoiceAction.issue", message: "Issue" },
  2: /*i18n*/ { id: "invoiceAction.redReverse", message: "Red reversal" },
  3: /*i18n*/ { id: "invoiceAction.query", message: "Query" },
  4: /*i18n*/ { id: "invoiceAction.notify", message: "Notification" },
  5: /*i18n*/ { id: "invoiceAction.apply", message: "Applied for" },
  6: /*i18n*/ { id: "invoiceAction.edit", message: "Details corrected" },
};
