import { ClockCircleOutlined, FileExclamationOutlined, SyncOutlined } from "@ant-design/icons";
import { type InvoiceStatus, invoiceStatusLabels } from "@confreg/shared";
import { useLingui } from "@lingui/react/macro";
import { Tag, Tooltip } from "antd";
import { invoiceStatusColors } from "#admin/status-colors";
import "./invoices.css";

type Props = {
  invoiceStatus: InvoiceStatus;
  /** This page is checking the platform every 5 seconds for it. */
  waiting: boolean;
  /** Issued, but its PDF was not made. */
  documentMissing: boolean;
  /** At the platform for more than 5 minutes (the list's flag). */
  pendingTooLong?: boolean;
  testId: string;
};

/**
 * The invoice's status and what staff should know about it now (spec 002 §4): waiting for the platform
 * (checked every 5 s), no answer for 5 minutes (press Query), or issued without its PDF (Retry).
 */
export function InvoiceStateTags({ invoiceStatus, waiting, documentMissing, pendingTooLong, testId }: Props) {
  const { t, i18n } = useLingui();
  return (
    <span className="adm-invoice-tags">
      <Tag color={invoiceStatusColors[invoiceStatus]} variant="outlined" data-testid={testId}>
        {i18n._(invoiceStatusLabels[invoiceStatus])}
      </Tag>
      {waiting && (
        <Tag icon={<SyncOutlined spin />} color="processing" data-testid="invoice-waiting">
          {t`Waiting for the platform`}
        </Tag>
      )}
      {!waiting && pendingTooLong && (
        <Tooltip title={t`The invoice platform has not answered for 5 minutes. Press Query.`}>
          <Tag icon={<ClockCircleOutlined />} color="warning" data-testid="invoice-pending-too-long">
            {t`No answer: press Query`}
          </Tag>
        </Tooltip>
      )}
      {documentMissing && (
        <Tag icon={<FileExclamationOutlined />} color="warning" data-testid="invoice-document-missing">
          {t`PDF missing`}
        </Tag>
      )}
    </span>
  );
}
