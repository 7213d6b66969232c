import { type AdminInvoiceDetail, InvoiceStatus, InvoiceType } from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Tag } from "antd";
import type { DetailSection } from "#admin/components/DetailCollapse";
import { formatAmount, orEmpty, useAdminLocale, useConferenceTime } from "#admin/format";
import "./receipt-preview.css";

/**
 * The USD receipt as it was sent (spec 002 §4: "the receipt image is shown when type 3 and receiptIsSent
 * is 1"): its face drawn from the invoice's fields, and the PDF itself to open. The PDF is not framed
 * here: the back office's API never may be (security headers), so it opens in a tab of its own.
 */
export function ReceiptPreview({ detail }: { detail: AdminInvoiceDetail }) {
  const { t } = useLingui();
  const locale = useAdminLocale();
  const time = useConferenceTime();
  const number = detail.invoiceNumber;
  const rows: [string, string][] = [
    [t`Received from`, detail.registree || detail.name],
    [t`Affiliation`, detail.unit || detail.registrantUnit],
    [t`Address`, detail.postAddress],
    [t`Amount`, formatAmount(detail.amount, detail.currency, locale)],
    [t`Date`, time(detail.invoiceTime, detail.conferenceId)],
  ];
  return (
    <div className="adm-receipt" data-testid="invoice-detail-receipt">
      <figure className="adm-receipt-paper" aria-label={t`USD receipt ${number}`}>
        <div className="adm-receipt-head">
          <strong>RECEIPT 收据</strong>
          <span className="adm-mono">{number}</span>
        </div>
        <dl className="adm-receipt-rows">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{orEmpty(value)}</dd>
            </div>
          ))}
        </dl>
      </figure>
      <div className="adm-receipt-foot">
        <Tag color="success" variant="outlined">
          <Trans>E-mailed to the registrant</Trans>
        </Tag>
        {detail.documentUrl && (
          <Button
            href={detail.documentUrl}
            target="_blank"
            rel="noopener"
            data-testid="invoice-detail-receipt-pdf"
          >
            <Trans>Open the receipt (PDF)</Trans>
          </Button>
        )}
      </div>
    </div>
  );
}

/** The detail dialog's receipt section: there for an issued USD receipt once it was sent, else none. */
export const receiptSections = (detail: AdminInvoiceDetail): DetailSection[] =>
  detail.invoiceType === InvoiceType.usdReceipt &&
  detail.receiptIsSent &&
  detail.invoiceStatus === InvoiceStatus.issued
    ? [{ key: "receipt", label: <Trans>USD receipt</Trans>, children: <ReceiptPreview detail={detail} /> }]
    : [];
