import {
  Currency,
  defaultPayType,
  feeCurrency,
  InvoiceType,
  invoiceCapIssue,
  invoiceIssues,
  registrationBlocksInput,
  type StoredInvoice,
  storedInvoice,
  storedInvoiceFields,
} from "@confreg/shared";
import {
  blankInvoiceDraft,
  draftOf,
  type InvoiceDraft,
  invoiceInputOf,
} from "#attendee/invoice/invoice-draft";
import { checkPart } from "../check";
import type { BlockContext, FormBlock } from "../types";
import { InvoiceBlockCard } from "./InvoiceBlockCard";

/**
 * How the attendee gives the invoice (spec 000 §2 "invoice info: choose saved, none, add or edit"): not
 * now (the conference's default, completed later on registerDetail), from a saved common invoice, or a
 * new one; then the editor's draft and whether to keep it as a saved common invoice.
 */
export type InvoiceMode = "none" | "saved" | "new";
export type InvoiceValue = InvoiceDraft & {
  mode: InvoiceMode;
  /** The saved invoice the details came from. */
  savedId: number | null;
  saveAsCommon: boolean;
};

export const blankInvoice = ({ conference }: BlockContext): InvoiceValue => ({
  ...blankInvoiceDraft(conference.settings),
  mode: "none",
  savedId: null,
  saveAsCommon: false,
});

/**
 * The block's value as the form may hold it: a draft can carry bare invoice details (the recommended
 * registration's invoice), which open as a new invoice with those details.
 */
export function invoiceValueOf(value: InvoiceValue, context: BlockContext): InvoiceValue {
  if (value.mode !== undefined) return value;
  const details = draftOf(value, context.conference.settings);
  return { ...blankInvoice(context), ...details, mode: "new" };
}

/** Whether the editor is open: a new invoice, or a saved one once chosen. */
export const editing = (value: InvoiceValue) =>
  value.mode === "new" || (value.mode === "saved" && value.savedId !== null);

/**
 * The stored invoice as the edit form opens it (register_id): the conference's default (nothing given:
 * "not now", completed later on registerDetail) opens as not now and sends nothing, which keeps it; given
 * details open in the editor and go back as they are (the server passes the same details whatever the
 * invoice's status, and holds them to the cap on the edited total).
 */
function invoiceFromStored(stored: StoredInvoice | undefined, context: BlockContext): InvoiceValue {
  const { settings } = context.conference;
  const fallback = storedInvoice(settings, undefined);
  if (!stored || storedInvoiceFields.every((field) => stored[field] === fallback[field])) {
    return blankInvoice(context);
  }
  return { ...blankInvoice(context), ...draftOf(stored, settings), mode: "new" };
}

/** An issued (or issuing) invoice keeps its details: the edit shows them and sends nothing of them. */
export const invoiceLocked = (context: BlockContext) => context.lockedFields.includes("invoice");

/** Invoice information (DOMAIN.md §5): the shared rules and the cap on the total, as the server runs them. */
export const invoiceBlock: FormBlock<"invoice", InvoiceValue> = {
  key: "invoice",
  shown: () => true,
  blank: blankInvoice,
  fromInput: ({ invoice }, context) => invoiceFromStored(invoice, context),
  toInput: (held, context) => {
    const value = invoiceValueOf(held, context);
    if (invoiceLocked(context) || !editing(value)) return { invoice: undefined };
    const details = invoiceInputOf(value, context.conference.settings);
    return {
      invoice: { ...details, saveAsCommon: value.saveAsCommon && value.invoiceType !== InvoiceType.none },
    };
  },
  check: (input, context) =>
    checkPart("invoice", registrationBlocksInput.invoice, input.invoice, (invoice) => {
      if (!invoice) return [];
      const { settings } = context.conference;
      const payType = input.payType ?? defaultPayType(settings);
      // The society's identity is the server's: it reports a buyer who is the society itself.
      const issues = invoiceIssues({ settings, payType, society: null }, invoice);
      const inYuan = feeCurrency(settings, payType) === Currency.cny;
      const cap = inYuan ? invoiceCapIssue(invoice.invoiceType, input.clientTotal ?? 0) : null;
      return cap ? [...issues, cap] : issues;
    }),
  Card: InvoiceBlockCard,
};
