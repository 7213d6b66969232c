import type { InvoiceStatus, InvoiceType } from "@confreg/shared";
import type { Generated, Insertable, Selectable, Updateable } from "kysely";

/** The invoice of a registration (one each): the buyer's details and where issuing stands (DOMAIN.md §5). */
export interface InvoicesTable {
  id: Generated<number>;
  registrationId: number;
  invoiceType: InvoiceType;
  /** A shared InvoiceContent value, or free text on imported records. */
  invoiceContent: Generated<string>;
  invoiceTitle: Generated<string>;
  taxpayerNumber: Generated<string>;
  unit: Generated<string>;
  address: Generated<string>;
  phone: Generated<string>;
  bank: Generated<string>;
  account: Generated<string>;
  postAddress: Generated<string>;
  postPhone: Generated<string>;
  postEmail: Generated<string>;
  registree: Generated<string>;
  remark: Generated<string>;
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
  createTime: string;
  updateTime: string;
}

export type InvoiceRow = Selectable<InvoicesTable>;
export type NewInvoice = Insertable<InvoicesTable>;
export type InvoiceUpdate = Updateable<InvoicesTable>;
