import { z } from "zod";
import { invoiceStatusValues, invoiceTypeValues } from "../enums";
import { id, isoDateTime } from "../schemas/common";
import { invoiceInput } from "../schemas/registration-blocks";

/** An account keeps at most this many saved common invoices. */
export const savedInvoiceLimit = 20;

/** The buyer's invoice details as stored (a registration's invoice, or a saved common invoice). */
export const invoiceDetailsView = z.object({
  invoiceType: z.literal(invoiceTypeValues),
  /** A shared InvoiceContent value; empty in a saved invoice that leaves it to each conference. */
  invoiceContent: z.string(),
  invoiceTitle: z.string(),
  taxpayerNumber: z.string(),
  /** The USD receipt's affiliation. */
  unit: z.string(),
  address: z.string(),
  phone: z.string(),
  bank: z.string(),
  account: z.string(),
  postAddress: z.string(),
  postPhone: z.string(),
  postEmail: z.string(),
  registree: z.string(),
  remark: z.string(),
});
export type InvoiceDetailsView = z.infer<typeof invoiceDetailsView>;

/** A saved common invoice of the signed-in account (spec 000 §3 "Saved common invoice"). */
export const savedInvoice = invoiceDetailsView.extend({ id, updateTime: isoDateTime });
export type SavedInvoice = z.infer<typeof savedInvoice>;
export const savedInvoiceList = z.array(savedInvoice);

/**
 * What the saved-invoice calls and the attendee's own invoice edit take: the details under `invoice`, so
 * that every finding carries the path the registration form uses (`invoice.invoiceTitle`).
 */
export const invoiceDetailsBody = z.object({ invoice: invoiceInput });
export type InvoiceDetailsBody = z.input<typeof invoiceDetailsBody>;

/**
 * A registration's invoice as its owner sees it on registerDetail (confirm edit invoice): the details, the
 * status, and whether the attendee may still change them (shared `canEditInvoice`).
 */
export const ownInvoice = invoiceDetailsView.extend({
  invoiceStatus: z.literal(invoiceStatusValues),
  editable: z.boolean(),
});
export type OwnInvoice = z.infer<typeof ownInvoice>;
