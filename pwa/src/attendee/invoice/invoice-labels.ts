import { type InvoiceDetailField, InvoiceType } from "@confreg/shared";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

const labels: Record<InvoiceDetailField, MessageDescriptor> = {
  invoiceContent: msg`Invoice content`,
  invoiceTitle: msg`Invoice title`,
  taxpayerNumber: msg`Taxpayer number`,
  unit: msg`Affiliation`,
  address: msg`Company address`,
  phone: msg`Company phone`,
  bank: msg`Bank`,
  account: msg`Bank account`,
  postAddress: msg`Postal address`,
  postPhone: msg`Recipient phone`,
  postEmail: msg`E-mail for the invoice`,
  registree: msg`Recipient`,
  remark: msg`Remark`,
};

/** The society's USD receipt is made out to a person: its fields are named for that (spec 000 §5). */
const receiptLabels: Partial<Record<InvoiceDetailField, MessageDescriptor>> = {
  registree: msg`Registree`,
  postAddress: msg`Receipt address`,
  postEmail: msg`E-mail`,
};

/** The label of an invoice field as the attendee's editor shows it for the type. */
export function invoiceFieldLabel(field: InvoiceDetailField, type: InvoiceType): MessageDescriptor {
  return (type === InvoiceType.usdReceipt ? receiptLabels[field] : undefined) ?? labels[field];
}

/** The longest value of each field (shared `invoiceInput`). */
export const invoiceFieldMax: Record<InvoiceDetailField, number> = {
  invoiceContent: 40,
  invoiceTitle: 100,
  taxpayerNumber: 30,
  unit: 100,
  address: 200,
  phone: 40,
  bank: 100,
  account: 60,
  postAddress: 200,
  postPhone: 30,
  postEmail: 100,
  registree: 50,
  remark: 200,
};
