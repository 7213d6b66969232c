import type { InvoiceType } from "@confreg/shared";
import type { Generated } from "kysely";

/** The buyer's invoice details: in a registration's invoice, and in the ones an attendee saved for reuse. */
export interface InvoiceDetails {
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
}
