import type { InvoiceStatus } from "@confreg/shared";
import type { Generated, Insertable, Selectable, Updateable } from "kysely";
import type { InvoiceDetails } from "./invoice-details";

/** The invoice of a registration (one each): the buyer's details and where issuing stands (DOMAIN.md §5). */
export interface InvoicesTable extends InvoiceDetails {
  id: Generated<number>;
  registrationId: number;
  invoiceStatus: Generated<InvoiceStatus>;
  invoiceNumber: Generated<string>;
  /** Invoice code (paper and old electronic invoices). */
  fpdm: Generated<string>;
  invoiceTime: string | null;
  invalidateTime: string | null;
  electronicInvoiceUrl: Generated<string>;
  expressNumber: Generated<string>;
  receiptIsSent: Generated<number>;
  isTaken: Generated<number>;
  /** Cents invoiced. */
  amount: Generated<number>;
  /** The issuer holding it (builtin, nuonuo...), and the order number of its current operation. */
  issuer: Generated<string>;
  orderNo: Generated<string>;
  /** Issuing attempts so far: each re-issue is a new order at the issuer. */
  attempts: Generated<number>;
  /** The platform's serial of an operation still pending. */
  issuerSerial: Generated<string>;
  /** 1 while an issued invoice is red-reversed for a re-issue: the corrected invoice follows the reversal. */
  reissueFollows: Generated<number>;
  /** Why the current (or last) red reversal was asked for, as staff gave it. */
  voidReason: Generated<string>;
  /** The built-in issuer's document in storage. */
  documentKey: Generated<string>;
  createTime: string;
  updateTime: string;
}

export type InvoiceRow = Selectable<InvoicesTable>;
export type NewInvoice = Insertable<InvoicesTable>;
export type InvoiceUpdate = Updateable<InvoicesTable>;
