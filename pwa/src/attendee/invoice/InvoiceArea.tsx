import { InvoiceStatus, InvoiceType, type RegistrationDetail } from "@confreg/shared";
import { Trans } from "@lingui/react/macro";
import { Button } from "antd-mobile";
import { useState } from "react";
import { InfoRows } from "#attendee/components/InfoRows";
import { ApplyInvoiceDialog } from "./ApplyInvoiceDialog";
import "./invoice.css";

/**
 * The attendee's invoice actions on registerDetail (spec 000 §4): "Apply for invoice" when the standing
 * offers it (the first line paid, a fee above zero, invoice 0 or -2, an invoice wanted); once issued, its
 * number and the PDF. The status itself is a row of the payment card.
 *
 * The PDF is always asked of this server: for an invoice of a tax platform it fetches the platform's
 * document itself (the detail does not carry the platform's address).
 */
export function InvoiceArea({ registration }: { registration: RegistrationDetail }) {
  const [open, setOpen] = useState(false);
  const invoice = registration.invoice;
  if (!invoice) return null;
  const canApply = registration.standing.invoiceActions.attendee.includes("apply");
  const issued = invoice.invoiceStatus === InvoiceStatus.issued;
  // The society's USD receipt (type 3) is a receipt, not an invoice: it is named so.
  const receipt = invoice.invoiceType === InvoiceType.usdReceipt;
  if (!canApply && !issued) return null;

  return (
    <div className="att-invoice" data-testid="invoice-area" data-status={invoice.invoiceStatus}>
      {issued && (
        <div className="att-invoice-issued">
          <InfoRows
            rows={[
              {
                key: "number",
                label: receipt ? <Trans>Receipt number</Trans> : <Trans>Invoice number</Trans>,
                value: invoice.invoiceNumber,
                testId: "invoice-number",
              },
            ]}
          />
          {invoice.documentUrl && (
            <a
              className="att-invoice-download"
              href={invoice.documentUrl}
              target="_blank"
              rel="noopener"
              data-testid="invoice-download"
            >
              {receipt ? <Trans>Download USD receipt</Trans> : <Trans>Download invoice</Trans>}
            </a>
          )}
        </div>
      )}
      {canApply && (
        <>
          <Button
            block
            color="primary"
            fill="outline"
            shape="rounded"
            onClick={() => setOpen(true)}
            data-testid="invoice-apply"
          >
            <Trans>Apply for invoice</Trans>
          </Button>
          <ApplyInvoiceDialog
            registration={registration}
            invoice={invoice}
            open={open}
            onClose={() => setOpen(false)}
          />
        </>
      )}
    </div>
  );
}
