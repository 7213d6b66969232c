import {
  type InvoiceContent,
  InvoiceType,
  invoiceContentLabels,
  invoiceTypeLabels,
  type RegistrationDetail,
} from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, CenterPopup } from "antd-mobile";
import { useState } from "react";
import { errorText } from "#api/errors";
import { showToast } from "#attendee/components/toast";
import { useSessionExpiry } from "#attendee/lib/use-session-expiry";
import { useApplyInvoice } from "#attendee/queries/invoice";
import "../payments/payments.css";
import "#attendee/components/sheet.css";
import "./invoice.css";

type Invoice = NonNullable<RegistrationDetail["invoice"]>;
type Props = { registration: RegistrationDetail; invoice: Invoice; open: boolean; onClose: () => void };

/**
 * The confirmation before applying for the invoice (spec 000 §5 "Invoice edit": the invoice details and
 * the e-mail). The registration's detail carries the type, the title and the number only, so those are
 * shown, with where the e-mail goes. A title is required (except for a USD receipt, made out to a person).
 * The answer: the spec's message (§8), or the failure with the server's reason, kept in the dialog.
 */
export function ApplyInvoiceDialog({ registration, invoice, open, onClose }: Props) {
  const { t, i18n } = useLingui();
  const apply = useApplyInvoice(registration.id);
  const sessionExpired = useSessionExpiry();
  const [failure, setFailure] = useState<string | null>(null);
  const needsTitle = invoice.invoiceType !== InvoiceType.usdReceipt;
  const missingTitle = needsTitle && invoice.invoiceTitle.trim() === "";

  const close = () => {
    setFailure(null);
    onClose();
  };
  const confirm = async () => {
    setFailure(null);
    try {
      await apply.mutateAsync();
      showToast({
        icon: "success",
        content: t`Invoice application submitted. Please check in 1–2 working days.`,
      });
      close();
    } catch (error) {
      if (sessionExpired(error)) return;
      const reason = errorText(error);
      setFailure(t`Invoice application failed: ${reason}`);
    }
  };
  const email = invoice.postEmail || registration.email;
  const content = invoiceContentLabels[invoice.invoiceContent as InvoiceContent];

  return (
    <CenterPopup
      visible={open}
      onMaskClick={close}
      onClose={close}
      destroyOnClose
      className="att-pay-center"
      bodyClassName="att-pay-dialog"
    >
      <h2 className="att-sheet-title">
        <Trans>Apply for the invoice</Trans>
      </h2>
      <div className="att-pay-dialog-text" data-testid="invoice-apply-dialog">
        <p>
          <Trans>Please check the invoice details. They cannot be changed once the invoice is issued.</Trans>
        </p>
        <dl className="att-invoice-details">
          <div className="att-invoice-detail">
            <dt>
              <Trans>Invoice type</Trans>
            </dt>
            <dd data-testid="invoice-apply-type">{i18n._(invoiceTypeLabels[invoice.invoiceType])}</dd>
          </div>
          <div className="att-invoice-detail">
            <dt>
              <Trans>Invoice title</Trans>
            </dt>
            <dd data-testid="invoice-apply-title">{invoice.invoiceTitle || "—"}</dd>
          </div>
          {invoice.taxpayerNumber && (
            <div className="att-invoice-detail">
              <dt>
                <Trans>Taxpayer number</Trans>
              </dt>
              <dd data-testid="invoice-apply-taxpayer">{invoice.taxpayerNumber}</dd>
            </div>
          )}
          {invoice.invoiceContent && (
            <div className="att-invoice-detail">
              <dt>
                <Trans>Invoice content</Trans>
              </dt>
              <dd>{content ? i18n._(content) : invoice.invoiceContent}</dd>
            </div>
          )}
        </dl>
        {email && (
          <p className="att-invoice-note" data-testid="invoice-apply-email">
            <Trans>
              The invoice is sent to <strong>{email}</strong>.
            </Trans>
          </p>
        )}
        {missingTitle && (
          <p className="att-pay-alert is-warning" data-testid="invoice-apply-no-title">
            <Trans>The invoice has no title. Please add the invoice title before applying.</Trans>
          </p>
        )}
        {failure && (
          <p className="att-pay-alert is-warning" role="alert" data-testid="invoice-apply-error">
            {failure}
          </p>
        )}
      </div>
      <div className="att-invoice-buttons">
        <Button shape="rounded" onClick={close} data-testid="invoice-apply-cancel">
          <Trans>Cancel</Trans>
        </Button>
        <Button
          color="primary"
          shape="rounded"
          loading={apply.isPending}
          disabled={missingTitle}
          onClick={() => void confirm()}
          data-testid="invoice-apply-confirm"
        >
          <Trans>Confirm</Trans>
        </Button>
      </div>
    </CenterPopup>
  );
}
