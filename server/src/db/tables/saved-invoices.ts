import type { InvoiceType } from "@confreg/shared";
import type { Generated, Insertable, Selectable, Updateable } from "kysely";

/** Invoice details an attendee saved for reuse. */
export interface SavedInvoicesTable {
  id: Generated<number>;
  accountId: number;
  invoiceType: InvoiceType;
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
  createTime: string;
  updateTime: string;
}

export type SavedInvoiceRow = Selectable<SavedInvoicesTable>;
export type NewSavedInvoice = Insertable<SavedInvoicesTable>;
export type SavedInvoiceUpdate = Updateable<SavedInvoicesTable>;
