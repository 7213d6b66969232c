import { z } from "zod";
import { currencyValues, invoiceStatusValues } from "../enums";
import { cents, id, isoDateTime, plainText } from "../schemas/common";
import { conferenceSettings } from "../schemas/conference";
import { invoiceInput } from "../schemas/registration-blocks";
import { invoiceLog } from "./invoice-log";
import { invoiceDetailsView } from "./saved-invoices";

/** The conference settings the invoice rules read (shared `InvoiceRuleSettings`). */
const invoiceRuleSettings = conferenceSettings.pick({
  isDollar: true,
  isAllinvoice: true,
  isPost: true,
  isPaperinvoice: true,
  invoiceContents: true,
  isInvoiceremark: true,
});

/**
 * One invoice as the back office's detail dialog shows it (spec 002 §3 invoice fields, getInvoiceDetail):
 * every field of the invoice, the registrant's name and unit, and the issuer's log, oldest first.
 */
export const adminInvoiceDetail = z.object({
  id,
  registrationId: id,
  conferenceId: id,
  name: z.string(),
  registrantUnit: z.string(),
  ...invoiceDetailsView.shape,
  invoiceStatus: z.literal(invoiceStatusValues),
  invoiceNumber: z.string(),
  /** Invoice code (paper and old electronic invoices). */
  invoiceCode: z.string(),
  invoiceTime: isoDateTime.nullable(),
  voidTime: isoDateTime.nullable(),
  /** The issued invoice's PDF (the admin document route), "" while none is issued or its PDF is missing. */
  documentUrl: z.string(),
  /** Issued at the platform, but its PDF was not made (Retry asks for it again). */
  documentMissing: z.boolean(),
  /** Whether finance may change the buyer's details now (shared `canStaffEditInvoice`). */
  editable: z.boolean(),
  /** The conference's invoice settings: the types, contents and fields its invoice editor offers. */
  invoiceSettings: invoiceRuleSettings,
  expressNumber: z.string(),
  isTaken: z.boolean(),
  receiptIsSent: z.boolean(),
  /** Cents invoiced (the issued amount), or what the registration has paid while none is issued. */
  amount: cents,
  currency: z.enum(currencyValues),
  log: invoiceLog,
});
export type AdminInvoiceDetail = z.infer<typeof adminInvoiceDetail>;

/** The buyer's details finance may change while nothing is issued (manage-invoice/updateInvoice). */
export const invoiceDetailsInput = invoiceInput;
export type InvoiceDetailsInput = z.output<typeof invoiceDetailsInput>;
/** The names of the details an edit changed (none: it matched what was stored). */
export const invoiceDetailsResult = z.object({ changed: z.array(z.string()) });

/** The posted paper invoice's express (courier) number (manage-invoice/updateInvoice); "" clears it. */
export const invoiceExpressInput = z.object({ expressNumber: plainText(40) });
export type InvoiceExpressInput = z.infer<typeof invoiceExpressInput>;
