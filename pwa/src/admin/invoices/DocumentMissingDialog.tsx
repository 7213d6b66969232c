import type { IssueOutcomeBody } from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Button, Modal } from "antd";
import { useState } from "react";
import { useInvoiceAction } from "#admin/queries/invoices";
import { errorText } from "#api/errors";
import { outcomeMessages } from "./outcomes";

type Props = {
  invoiceId: number;
  /** What the Retry answered, unless it was still no PDF (the dialog then stays and says so). */
  onOutcome: (invoiceId: number, body: IssueOutcomeBody) => void;
  onClose: () => void;
};

/**
 * Spec 002 §4: "issue succeeded but the PDF failed", with Retry or Back. The invoice exists at the
 * platform; Retry sends the same order again (the platform makes the PDF, it does not issue twice), Back
 * leaves it for later: the list shows the invoice as PDF missing, with its own Retry.
 */
export function DocumentMissingDialog({ invoiceId, onOutcome, onClose }: Props) {
  const { t, i18n } = useLingui();
  const retry = useInvoiceAction();
  const [stillMissing, setStillMissing] = useState(false);
  const press = () =>
    retry.mutate(
      { id: invoiceId, request: { path: "document-retry" } },
      {
        onSuccess: (body) => {
          if (body.outcome === "documentMissing") {
            setStillMissing(true);
            return;
          }
          onClose();
          onOutcome(invoiceId, body);
        },
      },
    );
  return (
    <Modal
      open
      centered
      destroyOnHidden
      width={440}
      title={i18n._(outcomeMessages.documentMissing.text)}
      onCancel={onClose}
      footer={[
        <Button key="back" onClick={onClose} data-testid="document-missing-back">
          <Trans>Back</Trans>
        </Button>,
        <Button
          key="retry"
          type="primary"
          loading={retry.isPending}
          onClick={press}
          data-testid="document-missing-retry"
        >
          <Trans>Retry</Trans>
        </Button>,
      ]}
    >
      <div data-testid="document-missing">
        <p className="adm-pay-form-hint">
          <Trans>
            The invoice exists at the invoice platform. Retry asks the platform to make its PDF again; it is
            not issued twice. Back leaves it for later: the list shows it as PDF missing.
          </Trans>
        </p>
        {stillMissing && !retry.isPending && (
          <Alert type="warning" showIcon title={t`Still no PDF. Try again in a few minutes.`} />
        )}
        {retry.isError && <Alert type="error" showIcon title={errorText(retry.error)} />}
      </div>
    </Modal>
  );
}
