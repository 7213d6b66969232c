import {
  type InvoiceLogEntry,
  type InvoiceLogParams,
  invoiceActionLabels,
  invoiceFieldLabels,
  invoiceLogMessageLabels,
} from "@confreg/shared";
import type { I18n } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import { Empty, Timeline } from "antd";
import { emptyMark } from "#admin/format";

/** The fields a correction names, in the reader's language and list style ("发票抬头、纳税人识别号"). */
function fieldList(i18n: I18n, names: readonly string[]): string {
  const labels = names.map((name) => {
    const label = invoiceFieldLabels[name as keyof typeof invoiceFieldLabels];
    return label ? i18n._(label) : name;
  });
  return new Intl.ListFormat(i18n.locale, { style: "short", type: "unit" }).format(labels);
}

/** An entry's values as its message takes them: texts as they are, lists of fields by their labels. */
function valuesOf(i18n: I18n, params: InvoiceLogParams): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      Array.isArray(value) ? fieldList(i18n, value) : value,
    ]),
  );
}

/**
 * What one entry of the invoice log says, in the staff's language: its message with its values, and
 * the issuer's own answer as a value beneath. An entry from before the log had keys shows its text.
 */
function InvoiceLogText({ entry }: { entry: InvoiceLogEntry }) {
  const { t, i18n } = useLingui();
  if (!entry.messageKey) return entry.message ? <div className="adm-sub">{entry.message}</div> : null;
  const answer = entry.message;
  return (
    <>
      <div data-testid="invoice-log-text" data-message-key={entry.messageKey}>
        {i18n._(invoiceLogMessageLabels[entry.messageKey].id, valuesOf(i18n, entry.params))}
      </div>
      {answer && <div className="adm-sub">{t`Issuer's answer: ${answer}`}</div>}
    </>
  );
}

type Props = {
  log: readonly InvoiceLogEntry[];
  /** An entry's time on the conference's clock. */
  when: (iso: string) => string;
  /** Each entry's test id (the log dialog's, the detail's). */
  testId: string;
};

/** The invoice log (spec 002 §3), oldest first: each step with its number, time and what happened. */
export function InvoiceLogTimeline({ log, when, testId }: Props) {
  const { t, i18n } = useLingui();
  if (log.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t`Nothing issued or voided yet`} />;
  return (
    <Timeline
      className="adm-invoice-log"
      items={log.map((entry, index) => ({
        key: index,
        content: (
          <div data-testid={testId} data-action={entry.actionType}>
            <strong>{i18n._(invoiceActionLabels[entry.actionType])}</strong>{" "}
            <span className="adm-mono">{entry.invoiceNumber || emptyMark}</span>
            <div className="adm-sub">{when(entry.time)}</div>
            <InvoiceLogText entry={entry} />
          </div>
        ),
      }))}
    />
  );
}
