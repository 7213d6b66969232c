import {
  blankInvoiceDetails,
  defaultInvoiceChoice,
  hasInvoiceBankDetails,
  type InvoiceDetailField,
  type InvoiceInput,
  type InvoiceRuleSettings,
  type InvoiceType,
  invoiceBankFields,
  invoiceFieldsOf,
  invoiceFromSaved,
  requiredInvoiceFields,
  type StoredInvoice,
} from "@confreg/shared";

/**
 * An invoice as its editor holds it: the type, every detail (those of other types are kept while the
 * attendee switches back and forth, and never sent), and the "invoice details" switch that shows the
 * buyer's address, phone, bank and account.
 */
export type InvoiceDraft = StoredInvoice & { bankDetails: boolean };

/** A new invoice: the conference's default type and content (DOMAIN.md §11), nothing filled in. */
export function blankInvoiceDraft(settings: InvoiceRuleSettings): InvoiceDraft {
  return { ...blankInvoiceDetails, ...defaultInvoiceChoice(settings), bankDetails: false };
}

/** A stored or saved invoice opened on this conference (shared `invoiceFromSaved`: 1, 2 as 5, 4 as 6). */
export function draftOf(invoice: StoredInvoice, settings: InvoiceRuleSettings): InvoiceDraft {
  return { ...invoiceFromSaved(invoice, settings), bankDetails: hasInvoiceBankDetails(invoice) };
}

/** Whether the type asks "invoice details: yes or no" (it carries bank details, but does not require them). */
export function asksBankDetails(type: InvoiceType, settings: InvoiceRuleSettings): boolean {
  return (
    invoiceFieldsOf(type, settings).includes("bank") &&
    !requiredInvoiceFields(type, settings).includes("bank")
  );
}

/** The fields the editor shows for the draft, in the form's order. */
export function shownInvoiceFields(draft: InvoiceDraft, settings: InvoiceRuleSettings): InvoiceDetailField[] {
  const bankOff = asksBankDetails(draft.invoiceType, settings) && !draft.bankDetails;
  const bank: readonly string[] = invoiceBankFields;
  return invoiceFieldsOf(draft.invoiceType, settings).filter((field) => !(bankOff && bank.includes(field)));
}

/**
 * What the editor sends: the fields its type shows, the others empty ("invoice details: no" clears the
 * address, phone, bank and account; spec 000 §5).
 */
export function invoiceInputOf(draft: InvoiceDraft, settings: InvoiceRuleSettings): InvoiceInput {
  const shown = new Set(shownInvoiceFields(draft, settings));
  const input = { invoiceType: draft.invoiceType } as Record<string, unknown>;
  for (const field of Object.keys(blankInvoiceDetails) as InvoiceDetailField[]) {
    input[field] = shown.has(field) ? draft[field] : "";
  }
  return input as InvoiceInput;
}
