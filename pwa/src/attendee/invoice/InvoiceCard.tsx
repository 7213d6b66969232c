import {
  type InvoiceContent,
  invoiceContentLabels,
  invoiceFieldsOf,
  invoiceStatusLabels,
  invoiceTypeLabels,
  type RegistrationDetail,
} from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useSignedInArea } from "#attendee/attendee-context";
import { CardHead } from "#attendee/components/CardHead";
import { type InfoRow, InfoRows } from "#attendee/components/InfoRows";
import { ownInvoiceQuery } from "#attendee/queries/saved-invoices";
import { invoiceFieldLabel } from "./invoice-labels";
import { OwnInvoiceSheet } from "./OwnInvoiceSheet";
import "./invoice.css";

/**
 * registerDetail's invoice card (spec 000 §2): the invoice's type, status and details, and "Edit
 * invoice" while the attendee may still change them (not once issued or issuing, never on invoice-only
 * conferences: the server's `editable`).
 */
export function InvoiceCard({ registration }: { registration: RegistrationDetail }) {
  const { i18n } = useLingui();
  const { conference } = useSignedInArea();
  const own = useQuery(ownInvoiceQuery(registration.id));
  const [open, setOpen] = useState(false);
  const invoice = own.data;
  if (!invoice) return null;

  const text = (field: Parameters<typeof invoiceFieldLabel>[0]) => {
    const raw = invoice[field];
    const content = field === "invoiceContent" ? invoiceContentLabels[raw as InvoiceContent] : undefined;
    return content ? i18n._(content) : raw;
  };
  const rows: InfoRow[] = [
    {
      key: "type",
      label: <Trans>Invoice type</Trans>,
      value: i18n._(invoiceTypeLabels[invoice.invoiceType]),
      testId: "detail-invoice-card-type",
    },
    {
      key: "status",
      label: <Trans>Invoice status</Trans>,
      value: i18n._(invoiceStatusLabels[invoice.invoiceStatus]),
      testId: "detail-invoice-card-status",
    },
    ...invoiceFieldsOf(invoice.invoiceType, conference.settings).map((field) => ({
      key: field,
      label: i18n._(invoiceFieldLabel(field, invoice.invoiceType)),
      value: text(field),
      testId: `detail-invoice-${field}`,
    })),
  ];

  return (
    <section className="att-card" data-testid="detail-invoice">
      <CardHead
        title={<Trans>Invoice information</Trans>}
        action={
          invoice.editable
            ? { label: <Trans>Edit invoice</Trans>, onClick: () => setOpen(true), testId: "invoice-edit" }
            : null
        }
      />
      <InfoRows rows={rows} />
      {open && (
        <OwnInvoiceSheet registration={registration} invoice={invoice} onClose={() => setOpen(false)} />
      )}
    </section>
  );
}
