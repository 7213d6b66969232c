import type { AdminInvoiceRow } from "@confreg/shared";
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Modal, Spin } from "antd";
import { LoadError } from "#admin/components/LoadError";
import type { ConferenceTime } from "#admin/format";
import { invoiceLogQuery } from "#admin/queries/invoices";
import { InvoiceLogTimeline } from "./InvoiceLogTimeline";

type Props = { row: AdminInvoiceRow; time: ConferenceTime; onClose: () => void };

/** The invoice log (spec 002 §3): each step, oldest first, with the number and what happened. */
export function LogDialog({ row, time, onClose }: Props) {
  const { t } = useLingui();
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
        {log.data && (
          <InvoiceLogTimeline
            log={log.data}
            when={(iso) => time(iso, row.conference.id)}
            testId="invoice-log-entry"
          />
        )}
      </div>
    </Modal>
  );
}
