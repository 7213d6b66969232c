import {
  InvoiceContent,
  InvoiceType,
  type InvoiceTypeOffer,
  invoiceContentValues,
  invoiceTypeTraits,
  invoiceTypeValues,
  PayType,
} from "../enums";
import type { ConferenceSettings } from "../schemas/conference";
import type { InvoiceInput } from "../schemas/registration-blocks";
import { validationIds as v } from "../validation";
import { isValidEmail } from "../validators/contact";
import {
  electronicInvoiceCapCents,
  isAllZeros,
  isSocietyOwnInvoice,
  isValidTaxpayerNumber,
  type Society,
} from "../validators/invoice";
import type { FieldIssue } from "./field-issue";

export type InvoiceRuleSettings = Pick<
  ConferenceSettings,
  "isDollar" | "isAllinvoice" | "isPost" | "isPaperinvoice" | "invoiceContents" | "isInvoiceremark"
>;

const T = InvoiceType;

/**
 * The types a new registration chooses among (DOMAIN.md §5): digital (5), digital special (6) with
 * `isAllinvoice`, paper (2) where paper invoices are posted or collected, the USD receipt (3) on dollar
 * conferences, no invoice (7). Electronic (1) and special VAT (4) exist only on old and imported records.
 */
export function offeredInvoiceTypes(settings: InvoiceRuleSettings): InvoiceType[] {
  const rank = (type: InvoiceType) => invoiceTypeTraits[type].offered?.rank ?? 0;
  return invoiceTypeValues
    .filter((type) => {
      const offered = invoiceTypeTraits[type].offered;
      return offered !== null && offeredWhen[offered.when](settings);
    })
    .sort((a, b) => rank(a) - rank(b));
}

const offeredWhen: Record<InvoiceTypeOffer, (settings: InvoiceRuleSettings) => boolean> = {
  always: () => true,
  allInvoice: (settings) => settings.isAllinvoice,
  paper: (settings) => settings.isPost || settings.isPaperinvoice,
  dollar: (settings) => settings.isDollar,
};

/** The contents a conference allows: its own list, else the registration fee (DOMAIN.md §11). */
export function offeredInvoiceContents(
  settings: Pick<InvoiceRuleSettings, "invoiceContents">,
): InvoiceContent[] {
  return settings.invoiceContents.length ? [...settings.invoiceContents] : [InvoiceContent.registrationFee];
}

/** What a registration gets when the attendee says nothing (DOMAIN.md §11): 5 (6 with isAllinvoice), 3 in dollars. */
export function defaultInvoiceChoice(settings: InvoiceRuleSettings): {
  invoiceType: InvoiceType;
  invoiceContent: InvoiceContent;
} {
  const invoiceType = settings.isDollar ? T.usdReceipt : settings.isAllinvoice ? T.digitalSpecial : T.digital;
  return {
    invoiceType,
    invoiceContent: offeredInvoiceContents(settings)[0] ?? InvoiceContent.registrationFee,
  };
}

export type InvoiceRuleContext = {
  settings: InvoiceRuleSettings;
  payType: PayType;
  /** The society's own identity (system settings); null while it is not set up. */
  society: Society | null;
};

/** A detail of the buyer's invoice block (everything but its type). */
export type InvoiceDetailField = Exclude<keyof InvoiceInput, "invoiceType">;
type Detail = InvoiceDetailField;
const tax: Detail[] = [
  "invoiceContent",
  "invoiceTitle",
  "taxpayerNumber",
  "address",
  "phone",
  "bank",
  "account",
];

/** The details each type carries; the others are stored empty (spec 000 §5: "invoice details: no" clears). */
const detailsOf: Record<InvoiceType, readonly Detail[]> = {
  [T.electronic]: [...tax, "postEmail", "remark"],
  [T.paper]: [...tax, "postAddress", "postPhone", "registree", "postEmail", "remark"],
  [T.usdReceipt]: ["invoiceContent", "registree", "unit", "postAddress", "postEmail", "remark"],
  [T.specialVat]: [...tax, "postEmail", "remark"],
  [T.digital]: [...tax, "postEmail", "remark"],
  [T.digitalSpecial]: [...tax, "postEmail", "remark"],
  [T.none]: [],
};

/** What each type requires beyond its content (spec 000 §5 "Invoice edit", 001 §5). */
function requiredOf(type: InvoiceType, settings: InvoiceRuleSettings): Detail[] {
  if (type === T.usdReceipt) return ["registree", "unit", "postAddress", "postEmail"];
  if (type === T.none) return [];
  const buyer: Detail[] = ["invoiceTitle", "taxpayerNumber"];
  if (invoiceTypeTraits[type].special) buyer.push("address", "phone", "bank", "account");
  if (type === T.paper && settings.isPost) buyer.push("postAddress", "postPhone");
  return buyer;
}

/**
 * The details a stored invoice of this type still lacks, in the form's order (the invoice-information
 * reminder, invoiceSms): what the type requires, left empty. No invoice (7) lacks nothing.
 */
export function missingInvoiceDetails(
  type: InvoiceType,
  settings: InvoiceRuleSettings,
  invoice: Readonly<Record<InvoiceDetailField, string>>,
): InvoiceDetailField[] {
  return requiredOf(type, settings).filter((field) => invoice[field].trim() === "");
}

/**
 * The invoice block: a type offered here (PayPal payments take the USD receipt or none), a content the
 * conference allows, what the type requires, a well-formed taxpayer number and e-mail, and a buyer who is
 * not the society itself. The cap on ordinary invoices needs the total: `invoiceCapIssue`.
 */
export function invoiceIssues(context: InvoiceRuleContext, invoice: InvoiceInput): FieldIssue[] {
  const { settings } = context;
  const type = invoice.invoiceType;
  if (!offeredInvoiceTypes(settings).includes(type)) {
    return [{ path: "invoice.invoiceType", code: v.invoiceTypeUnavailable }];
  }
  if (context.payType === PayType.paypal && !invoiceTypeTraits[type].withPaypal) {
    return [{ path: "invoice.invoiceType", code: v.invoicePaypal }];
  }
  if (type === T.none) return [];
  const issues: FieldIssue[] = [];
  const content = invoice.invoiceContent;
  if (content !== "" && !offeredInvoiceContents(settings).includes(content)) {
    issues.push({ path: "invoice.invoiceContent", code: v.invoiceContentUnavailable });
  }
  for (const field of requiredOf(type, settings)) {
    if (invoice[field] === "") issues.push({ path: `invoice.${field}`, code: v.required });
  }
  const taxpayer = invoice.taxpayerNumber;
  if (taxpayer !== "" && detailsOf[type].includes("taxpayerNumber")) {
    if (isAllZeros(taxpayer)) issues.push({ path: "invoice.taxpayerNumber", code: v.taxpayerZeros });
    else if (!isValidTaxpayerNumber(taxpayer))
      issues.push({ path: "invoice.taxpayerNumber", code: v.taxpayerNumber });
  }
  if (invoice.postEmail !== "" && !isValidEmail(invoice.postEmail)) {
    issues.push({ path: "invoice.postEmail", code: v.email });
  }
  if (context.society && isSocietyOwnInvoice(invoice.invoiceTitle, taxpayer, context.society)) {
    issues.push({ path: "invoice.invoiceTitle", code: v.invoiceTitleSociety });
  }
  return issues;
}

/**
 * An ordinary electronic or digital invoice covers at most the cap (10,000 yuan, DOMAIN.md §5): above it
 * the attendee chooses a special invoice or asks the finance office.
 */
export function invoiceCapIssue(
  invoiceType: InvoiceType,
  totalCents: number,
  capCents: number = electronicInvoiceCapCents,
): FieldIssue | null {
  if (!invoiceTypeTraits[invoiceType].capped || totalCents <= capCents) return null;
  return { path: "invoice.invoiceType", code: v.invoiceElectronicCap, params: { cap: capCents / 100 } };
}

export type StoredInvoice = { invoiceType: InvoiceType } & Record<Detail, string>;

/**
 * The invoice as it is stored: the conference's default when none was given; otherwise only the details
 * its type carries (the rest empty), the default content when none was chosen, a remark only where the
 * conference asks for one (`isInvoiceremark`).
 */
export function storedInvoice(
  settings: InvoiceRuleSettings,
  invoice: InvoiceInput | undefined,
): StoredInvoice {
  const fallback = defaultInvoiceChoice(settings);
  const type = invoice?.invoiceType ?? fallback.invoiceType;
  const kept = new Set(invoiceFieldsOf(type, settings));
  const value = (field: Detail) => (invoice && kept.has(field) ? invoice[field] : "");
  const stored = { invoiceType: type } as StoredInvoice;
  for (const field of Object.keys(blankInvoiceDetails) as Detail[]) stored[field] = value(field);
  if (kept.has("invoiceContent") && stored.invoiceContent === "")
    stored.invoiceContent = fallback.invoiceContent;
  return stored;
}

/** Every detail of an invoice, empty: what an editor starts a new invoice from. */
export const blankInvoiceDetails: Readonly<Record<Detail, "">> = {
  invoiceContent: "",
  invoiceTitle: "",
  taxpayerNumber: "",
  unit: "",
  address: "",
  phone: "",
  bank: "",
  account: "",
  postAddress: "",
  postPhone: "",
  postEmail: "",
  registree: "",
  remark: "",
};

/** Every stored field of an invoice: its type and its details (the columns of a stored invoice). */
export const storedInvoiceFields = [
  "invoiceType",
  ...(Object.keys(blankInvoiceDetails) as Detail[]),
] as const;

/** The invoice fields of a row that has them (a registration's invoice, a saved one), and nothing else. */
export function storedInvoiceOf(row: StoredInvoice): StoredInvoice {
  const picked = { invoiceType: row.invoiceType } as StoredInvoice;
  for (const field of Object.keys(blankInvoiceDetails) as Detail[]) picked[field] = row[field];
  return picked;
}

/**
 * The fields an invoice editor shows for a type, in the form's order: the details the type keeps
 * (`storedInvoice` empties the others), the remark only where the conference asks for one.
 */
export function invoiceFieldsOf(type: InvoiceType, settings: InvoiceRuleSettings): InvoiceDetailField[] {
  return detailsOf[type].filter((field) => field !== "remark" || settings.isInvoiceremark);
}

/** What the type requires: the editor's required marks (`invoiceIssues` holds the form to them). */
export function requiredInvoiceFields(
  type: InvoiceType,
  settings: InvoiceRuleSettings,
): InvoiceDetailField[] {
  return requiredOf(type, settings);
}

/**
 * The type an editor opens a stored invoice as (DOMAIN.md §5): an offered type as it is; special VAT (4)
 * as digital special where that is offered; anything else not offered here (old electronic 1, paper
 * where none is posted, a receipt on a yuan conference) as digital (5).
 */
export function editedInvoiceType(type: InvoiceType, settings: InvoiceRuleSettings): InvoiceType {
  const offered = offeredInvoiceTypes(settings);
  if (offered.includes(type)) return type;
  if (type === T.specialVat && offered.includes(T.digitalSpecial)) return T.digitalSpecial;
  return T.digital;
}

/** The buyer's bank details, which "invoice details: no" clears (spec 000 §5 "Invoice edit"). */
export const invoiceBankFields = ["address", "phone", "bank", "account"] as const satisfies readonly Detail[];

/** Whether the attendee gave any of the bank details (the editor's "invoice details" switch starts on). */
export function hasInvoiceBankDetails(invoice: Readonly<Record<Detail, string>>): boolean {
  return invoiceBankFields.some((field) => invoice[field] !== "");
}

/** The invoice with "invoice details: no": address, phone, bank and account cleared. */
export function withoutInvoiceBankDetails<I extends Record<Detail, string>>(invoice: I): I {
  return { ...invoice, address: "", phone: "", bank: "", account: "" };
}

/**
 * A saved common invoice belongs to the account, not to a conference: it may be of any type some
 * conference offers a new registration (digital, digital special, paper, USD receipt; not "no invoice"),
 * with any content (or none: each conference's default) and a remark. Posted-paper fields stay optional
 * here; the conference that posts invoices asks for them when the invoice is used.
 */
export const savedInvoiceSettings: Readonly<InvoiceRuleSettings> = {
  isDollar: true,
  isAllinvoice: true,
  isPost: false,
  isPaperinvoice: true,
  invoiceContents: [...invoiceContentValues],
  isInvoiceremark: true,
};

/** The types a saved common invoice may have. */
export const savableInvoiceTypes: readonly InvoiceType[] = offeredInvoiceTypes(savedInvoiceSettings).filter(
  (type) => type !== T.none,
);

/**
 * The rules of a saved common invoice: a savable type, what that type requires, a well-formed taxpayer
 * number and e-mail, and a buyer who is not the society itself (the registration form's rules, without a
 * conference).
 */
export function savedInvoiceIssues(invoice: InvoiceInput, society: Society | null): FieldIssue[] {
  if (!savableInvoiceTypes.includes(invoice.invoiceType)) {
    return [{ path: "invoice.invoiceType", code: v.invoiceTypeUnavailable }];
  }
  const context = { settings: savedInvoiceSettings, payType: PayType.bankTransfer, society };
  return invoiceIssues(context, invoice);
}

/** A saved common invoice as stored: the details its type carries, its content as chosen (maybe none). */
export function storedSavedInvoice(invoice: InvoiceInput): StoredInvoice {
  return { ...storedInvoice(savedInvoiceSettings, invoice), invoiceContent: invoice.invoiceContent };
}

/**
 * A saved common invoice chosen on a conference's form (spec 000 §3: saved 1 and 2 open as 5, 4 as 6): the
 * type the conference offers in its place (`editedInvoiceType`), its content where the conference allows it
 * (else none, the conference's default), and only the details that type keeps here.
 */
export function invoiceFromSaved(saved: StoredInvoice, settings: InvoiceRuleSettings): StoredInvoice {
  const invoiceType = editedInvoiceType(saved.invoiceType, settings);
  const kept = new Set(invoiceFieldsOf(invoiceType, settings));
  const chosen: StoredInvoice = { invoiceType, ...blankInvoiceDetails };
  for (const field of kept) chosen[field] = saved[field];
  const content = saved.invoiceContent as InvoiceContent;
  chosen.invoiceContent =
    kept.has("invoiceContent") && offeredInvoiceContents(settings).includes(content) ? content : "";
  return chosen;
}
