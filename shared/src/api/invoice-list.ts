import { z } from "zod";
import {
  currencyValues,
  invoiceStatusValues,
  invoiceTypeValues,
  payStateValues,
  payStatusValues,
  payTypeValues,
} from "../enums";
import { cents, isoDateTime } from "../schemas/common";
import { invoiceEvents } from "../state/invoice";
import { adminListRegistrant } from "./payments";

/** One registration's invoice in the list (spec 002 §3 invoice fields), with the registrant and payment. */
export const adminInvoiceRow = z.object({
  ...adminListRegistrant,
  invoiceType: z.literal(invoiceTypeValues),
  invoiceStatus: z.literal(invoiceStatusValues),
  invoiceTitle: z.string(),
  taxpayerNumber: z.string(),
  /** What the registration has paid (cents), what an issue invoices. */
  amount: cents,
  currency: z.enum(currencyValues),
  invoiceNumber: z.string(),
  invoiceTime: isoDateTime.nullable(),
  /** The issued invoice's PDF (the admin document route), "" while none is issued or its PDF is missing. */
  documentUrl: z.string(),
  /** Issued at the platform, but its PDF was not made (Retry asks for it again). */
  documentMissing: z.boolean(),
  /**
   * Issuing or voiding (3, -3) for longer than the platform should take (spec 002 §4: 5 minutes): staff
   * are told to press Query.
   */
  pendingTooLong: z.boolean(),
  payType: z.literal(payTypeValues),
  payStatus: z.literal(payStatusValues),
  /** What the registration's payment shows as (shared `payStateOf`). */
  payState: z.literal(payStateValues),
  /** What an administrator may do with the invoice now (the shared machine; the guard checks permissions). */
  actions: z.array(z.enum(invoiceEvents)),
});
export type AdminInvoiceRow = z.infer<typeof adminInvoiceRow>;
