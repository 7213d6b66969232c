import { type AdminInvoiceRow, invoiceActionLabels } from "@confreg/shared";
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Empty, Modal, Spin, Timeline } from "antd";
import { LoadError } from "#admin/components/LoadError";
import { type ConferenceTime, emptyMark } from "#admin/format";
import { invoiceLogQuery } from "#admin/queries/invoices";

type Props = { row: AdminInvoiceRow; time: ConferenceTime; onClose: () => void };

/** The invoice log (spec 002 §3): each answer of the issuer, oldest first, with the number and message. */
export function LogDialog({ row, time, onClose }: Props) {
  const { t, i18n } = useLingui();
  const log = useQuery(invoiceLogQuery(row.id));
  const name = row.name;
  return (
    <Modal
      open
      title={t`Invoice log of ${name}`}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
      width={560}
    >
      <div data-testid="invoice-log">
        {log.isPending && <Spin />}
        {log.isError && <LoadError error={log.error} onRetry={() => void log.refetch()} />}
        {log.data && log.data.length === 0 && (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t`Nothing issued or voided yet`} />
        )}
        {log.data && log.data.length > 0 && (
          <Timeline
            className="adm-invoice-log"
            items={log.data.map((entry, index) => ({
              key: index,
              content: (
                <div data-testid="invoice-log-entry" data-action={entry.actionType}>
                  <strong>{i18n._(invoiceActionLabels[entry.actionType])}</strong>{" "}
                  <span className="adm-mono">{entry.invoiceNumber || emptyMark}</span>
                  <div className="adm-sub">{time(entry.time, row.conference.id)}</div>
                  {entry.message && <div className="adm-sub">{entry.message}</div>}
                </div>
              ),
            }))}
          />
        )}
      </div>
    </Modal>
  );
}
