import { type AdminPaymentDetail, type PayStatus, payStatusLabels, payStatusValues } from "@confreg/shared";
import { useLingui } from "@lingui/react/macro";
import { Empty, Tag, Timeline } from "antd";
import { AuditEntryView, useActorName } from "#admin/components/AuditEntry";
import { formatAmount, useAdminLocale, useConferenceTime } from "#admin/format";
import { payStatusColors } from "#admin/status-colors";

/** The audit log stores states as text ("-3"); a state this version does not know shows as it is. */
function asPayStatus(state: string | null): PayStatus | null {
  if (state === null || state === "") return null;
  const value = Number(state);
  return (payStatusValues as readonly number[]).includes(value) ? (value as PayStatus) : null;
}

/** The line's history from the audit log, oldest first: what happened, from which status to which, by whom. */
export function PaymentHistory({ detail }: { detail: AdminPaymentDetail }) {
  const { t, i18n } = useLingui();
  const locale = useAdminLocale();
  const time = useConferenceTime();
  const actorName = useActorName();
  if (detail.history.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t`No history recorded`} />;

  const state = (text: string | null) => {
    const status = asPayStatus(text);
    if (status === null) return text ? <Tag>{text}</Tag> : null;
    return (
      <Tag color={payStatusColors[status]} variant="outlined">
        {i18n._(payStatusLabels[status])}
      </Tag>
    );
  };

  return (
    <Timeline
      className="adm-pay-history"
      data-testid="payment-history"
      items={detail.history.map((entry, index) => {
        const from = state(entry.fromState);
        const to = state(entry.toState);
        const received =
          entry.receivedFee === null ? null : formatAmount(entry.receivedFee, detail.currency, locale);
        return {
          key: index,
          color: asPayStatus(entry.toState) === null ? "gray" : "blue",
          content: (
            <AuditEntryView
              action={entry.action}
              from={from}
              to={to}
              when={time(entry.time, detail.conference.id)}
              who={actorName(entry.actor)}
              extra={received !== null && t`received ${received}`}
              reason={entry.reason}
              testId="payment-history-entry"
            />
          ),
        };
      })}
    />
  );
}
