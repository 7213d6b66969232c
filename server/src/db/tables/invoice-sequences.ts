import type { InvoiceType } from "@confreg/shared";
import type { Generated, Insertable, Selectable, Updateable } from "kysely";

/** A number series of the built-in issuer (`invoice:2026`, `receipt:2026`): the last number taken. */
export interface InvoiceSequencesTable {
  id: Generated<number>;
  name: string;
  value: number;
}

export type InvoiceSequenceRow = Selectable<InvoiceSequencesTable>;
export type NewInvoiceSequence = Insertable<InvoiceSequencesTable>;
export type InvoiceSequenceUpdate = Updateable<InvoiceSequencesTable>;

export type BuiltinInvoiceKind = "invoice" | "reversal";

/** What the built-in issuer numbered: one row per order number (features/invoices/issuers/builtin). */
export interface BuiltinInvoicesTable {
  id: Generated<number>;
  orderNo: string;
  kind: BuiltinInvoiceKind;
  invoiceId: number;
  invoiceType: InvoiceType;
  invoiceNumber: string;
  /** The blue invoice a reversal reverses; empty for an invoice. */
  originalNumber: Generated<string>;
  storageKey: string;
  /** What the document shows (JSON), until it is stored; then empty (no second copy of the buyer's details). */
  content: Generated<string>;
  stored: Generated<number>;
  issuedAt: string;
}

export type BuiltinInvoiceRow = Selectable<BuiltinInvoicesTable>;
export type NewBuiltinInvoice = Insertable<BuiltinInvoicesTable>;
export type BuiltinInvoiceUpdate = Updateable<BuiltinInvoicesTable>;
