import {
  type AdminRegistrationDetail,
  type Currency,
  invoiceStatusLabels,
  type Labels,
  payStatusLabels,
  registrationStateLabels,
} from "@confreg/shared";
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Empty, Skeleton, Tag, Timeline } from "antd";
import { AuditEntryView, useActorName } from "#admin/components/AuditEntry";
import { LoadError } from "#admin/components/LoadError";
import { formatAmount, useAdminLocale, useConferenceTime } from "#admin/format";
import { registrationHistoryQuery } from "#admin/queries/registration-edit";

/** How each audited entity's states read; the registration's creation is recorded as "live". */
const stateLabels: Record<string, Labels<number>> = {
  registration: registrationStateLabels,
  payLine: payStatusLabels as Labels<number>,
  invoice: invoiceStatusLabels as Labels<number>,
};

/**
 * The registration's audit history (audit.read): who did what to it, its payment lines, invoice and
 * messages, when, from which state to which, with the money the row records and why, oldest first.
 */
export function HistorySection({ detail }: { detail: AdminRegistrationDetail }) {
  const { t, i18n } = useLingui();
  const locale = useAdminLocale();
  const time = useConferenceTime();
  const actorName = useActorName();
  const history = useQuery(registrationHistoryQuery(detail.id));
  if (history.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (history.isError) return <LoadError error={history.error} onRetry={() => void history.refetch()} />;
  if (history.data.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t`No history recorded`} />;

  const state = (entity: string, text: string | null) => {
    if (text === null || text === "") return null;
    const value = text === "live" ? 0 : Number(text);
    const label = stateLabels[entity]?.[value];
    return <Tag variant="outlined">{label ? i18n._(label) : text}</Tag>;
  };
  const money = (amounts: (typeof history.data)[number]["amounts"]) => {
    if (!amounts) return null;
    const currency = (amounts.currency ?? detail.currency) as Currency;
    if (amounts.refundFee !== undefined)
      return t`refund ${formatAmount(amounts.refundFee, currency, locale)}`;
    if (amounts.receivedFee !== undefined)
      return t`received ${formatAmount(amounts.receivedFee, currency, locale)}`;
    if (amounts.totalFee !== undefined) return t`fee ${formatAmount(amounts.totalFee, currency, locale)}`;
    return null;
  };

  return (
    <Timeline
      className="adm-pay-history"
      data-testid="panel-history"
      items={history.data.map((entry) => ({
        key: entry.id,
        color: entry.toState === null ? "gray" : "blue",
        content: (
          <AuditEntryView
            action={entry.action}
            from={state(entry.entity, entry.fromState)}
            to={state(entry.entity, entry.toState)}
            when={time(entry.time, detail.conference.id)}
            who={actorName(entry.actor)}
            extra={money(entry.amounts)}
            reason={entry.reason}
            testId="panel-history-entry"
          />
        ),
      }))}
    />
  );
}
