import type { Generated, Insertable, Selectable, Updateable } from "kysely";
import type { InvoiceDetails } from "./invoice-details";

/** Invoice details an attendee saved for reuse. */
export interface SavedInvoicesTable extends InvoiceDetails {
  id: Generated<number>;
  accountId: number;
  createTime: string;
  updateTime: string;
}

export type SavedInvoiceRow = Selectable<SavedInvoicesTable>;
export type NewSavedInvoice = Insertable<SavedInvoicesTable>;
export type SavedInvoiceUpdate = Updateable<SavedInvoicesTable>;
