import { type AdminInvoiceRow, invoiceStatusTraits, reissueReverses } from "@confreg/shared";
import { useLingui } from "@lingui/react/macro";
import { Button, Popconfirm, Space } from "antd";
import { invoiceDocumentHref } from "#admin/queries/invoices";

export type RowAction = "issue" | "reissue" | "void" | "query" | "retry" | "log" | "detail";

type Props = {
  row: AdminInvoiceRow;
  /** The invoice whose action is under way, or that is waiting for the platform (its buttons spin). */
  busy: boolean;
  onAction: (row: AdminInvoiceRow, action: RowAction) => void;
};

/**
 * Query asks the issuer about an operation it has not answered yet (issuing or voiding), or whether the
 * PDF of an invoice issued without one is there now.
 */
const queryable = (row: AdminInvoiceRow) =>
  invoiceStatusTraits[row.invoiceStatus].atIssuer || row.documentMissing;

/**
 * A row's actions as the shared machine allows them (the server sends them): issue, re-issue, void;
 * query while the platform has not answered, Retry for an invoice issued without its PDF, the log, and
 * the PDF of an issued invoice. Where both issue and re-issue would do the same (a failed invoice is
 * issued again with a new number), the row offers Re-issue, as the spec's list does. A re-issue that
 * red-reverses the issued number first asks its reason in a dialog that names the number (the page's);
 * the others confirm here.
 */
export function RowActions({ row, busy, onAction }: Props) {
  const { t } = useLingui();
  const common = (action: RowAction) => ({
    size: "small" as const,
    type: "link" as const,
    "data-testid": `invoice-action-${action}`,
    "data-invoice-id": row.id,
  });
  const confirmed = (action: "issue" | "reissue", label: string, question: string) => (
    <Popconfirm
      key={action}
      title={question}
      okText={label}
      cancelText={t`Cancel`}
      okButtonProps={{ "data-testid": "invoice-confirm-ok" }}
      onConfirm={() => onAction(row, action)}
    >
      <Button {...common(action)} loading={busy}>
        {label}
      </Button>
    </Popconfirm>
  );
  return (
    <Space size={0} wrap className="adm-invoice-actions">
      {row.actions.includes("issue") &&
        !row.actions.includes("reissue") &&
        confirmed("issue", t`Issue`, t`Issue this invoice?`)}
      {row.actions.includes("reissue") &&
        (reissueReverses(row.invoiceStatus) ? (
          <Button {...common("reissue")} loading={busy} onClick={() => onAction(row, "reissue")}>
            {t`Re-issue`}
          </Button>
        ) : (
          confirmed("reissue", t`Re-issue`, t`Issue this invoice again, with a new number?`)
        ))}
      {row.actions.includes("void") && (
        <Button {...common("void")} danger onClick={() => onAction(row, "void")}>
          {t`Void`}
        </Button>
      )}
      {queryable(row) && (
        <Button {...common("query")} loading={busy} onClick={() => onAction(row, "query")}>
          {t`Query`}
        </Button>
      )}
      {row.documentMissing && (
        <Button {...common("retry")} loading={busy} onClick={() => onAction(row, "retry")}>
          {t`Retry PDF`}
        </Button>
      )}
      <Button {...common("log")} onClick={() => onAction(row, "log")}>
        {t`Log`}
      </Button>
      {row.documentUrl && (
        <Button
          {...common("log")}
          data-testid="invoice-action-pdf"
          href={invoiceDocumentHref(row.id)}
          target="_blank"
          rel="noopener"
        >
          {t`PDF`}
        </Button>
      )}
    </Space>
  );
}
