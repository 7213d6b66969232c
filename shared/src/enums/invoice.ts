import { enumValues, type Labels, type ValueOf, valuesWhere, type YesNoTraits } from "./define";

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

/**
 * When new registrations are offered a type (DOMAIN.md §5): always, with `isAllinvoice`, where paper
 * invoices are posted or collected, on dollar conferences.
 */
export type InvoiceTypeOffer = "always" | "allInvoice" | "paper" | "dollar";

/** What each invoice type asks and allows, one row per type: every subset of types is drawn from it. */
export type InvoiceTypeTraits = {
  /** When the form offers it, and where in the list; null: only on old and imported records. */
  readonly offered: { readonly when: InvoiceTypeOffer; readonly rank: number } | null;
  /** A special (VAT) invoice: the buyer's address, phone, bank and account are required. */
  readonly special: boolean;
  /** Allowed for a payment by PayPal (dollars): the USD receipt, or no invoice. */
  readonly withPaypal: boolean;
  /** An ordinary electronic or digital invoice, capped at 10,000 yuan (a setting). */
  readonly capped: boolean;
  /** A digital (fully electronic) invoice, which the tax platform issues. */
  readonly digital: boolean;
};

// biome-ignore format: one row per type reads as a table
export const invoiceTypeTraits: Record<InvoiceType, InvoiceTypeTraits> = {
  1: { offered: null, special: false, withPaypal: false, capped: true, digital: false },
  2: { offered: { when: "paper", rank: 3 }, special: false, withPaypal: false, capped: false, digital: false },
  3: { offered: { when: "dollar", rank: 4 }, special: false, withPaypal: true, capped: false, digital: false },
  4: { offered: null, special: true, withPaypal: false, capped: false, digital: false },
  5: { offered: { when: "always", rank: 1 }, special: false, withPaypal: false, capped: true, digital: true },
  6: { offered: { when: "allInvoice", rank: 2 }, special: true, withPaypal: false, capped: false, digital: true },
  7: { offered: { when: "always", rank: 5 }, special: false, withPaypal: true, capped: false, digital: false },
};

/** The invoice types whose row answers yes to `trait`, in enum order. */
export const invoiceTypesWhere = (trait: YesNoTraits<InvoiceTypeTraits>) =>
  valuesWhere(invoiceTypeValues, invoiceTypeTraits, trait);

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

/**
 * What each invoice status means for the number it holds, the issuer and the finance office (DOMAIN.md §5),
 * one row per status: every subset of invoice statuses is drawn from it. Which events a status allows is
 * the invoice machine's (state/invoice.ts).
 */
export type InvoiceStatusTraits = {
  /** A number is out that no red reversal has cancelled yet: the payment's one live invoice. */
  readonly live: boolean;
  /** The issuer is working on it (issuing or voiding): its answer, or a query, moves it on. */
  readonly atIssuer: boolean;
  /** Issued or being issued: money does not go back, nor is the registration deleted, until it is voided. */
  readonly blocksRefund: boolean;
  /** Someone in the finance office has to act or watch: applied for, issuing, failed, voiding. */
  readonly waitsForFinance: boolean;
};

// biome-ignore format: one row per status reads as a table
export const invoiceStatusTraits: Record<InvoiceStatus, InvoiceStatusTraits> = {
  0: { live: false, atIssuer: false, blocksRefund: false, waitsForFinance: false },
  1: { live: false, atIssuer: false, blocksRefund: false, waitsForFinance: true },
  3: { live: false, atIssuer: true, blocksRefund: true, waitsForFinance: true },
  2: { live: true, atIssuer: false, blocksRefund: true, waitsForFinance: false },
  [-1]: { live: false, atIssuer: false, blocksRefund: false, waitsForFinance: true },
  [-3]: { live: true, atIssuer: true, blocksRefund: false, waitsForFinance: true },
  [-2]: { live: false, atIssuer: false, blocksRefund: false, waitsForFinance: false },
};

/** The invoice statuses whose row answers yes to `trait`, in enum order. */
export const invoiceStatusesWhere = (trait: YesNoTraits<InvoiceStatusTraits>) =>
  valuesWhere(invoiceStatusValues, invoiceStatusTraits, trait);

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
