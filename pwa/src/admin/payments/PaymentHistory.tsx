import {
  type AdminPaymentDetail,
  type AuditAction,
  auditActions,
  type PayStatus,
  payStatusLabels,
  payStatusValues,
} from "@confreg/shared";
import { useLingui } from "@lingui/react/macro";
import { Empty, Tag, Timeline } from "antd";
import { formatAmount, useAdminLocale, useConferenceTime } from "#admin/format";
import { payStatusColors } from "#admin/status-colors";

type Entry = AdminPaymentDetail["history"][number];

/** The audit log stores states as text ("-3"); a state this version does not know shows as it is. */
function asPayStatus(state: string | null): PayStatus | null {
  if (state === null || state === "") return null;
  const value = Number(state);
  return (payStatusValues as readonly number[]).includes(value) ? (value as PayStatus) : null;
}

const isAuditAction = (action: string): action is AuditAction => action in auditActions;

/** Who did it: a person by their account name; the attendee, a provider or the system by what they are. */
function useActorName() {
  const { t } = useLingui();
  const kinds: Record<string, string> = {
    attendee: t`Attendee`,
    system: t`System`,
    timer: t`Timer`,
    provider: t`Payment provider`,
  };
  return (entry: Entry) =>
    entry.actor.kind === "admin" || entry.actor.kind === "provider"
      ? entry.actor.name
      : (kinds[entry.actor.kind] ?? entry.actor.name);
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
        const who = actorName(entry);
        const when = time(entry.time, detail.conference.id);
        const received =
          entry.receivedFee === null ? null : formatAmount(entry.receivedFee, detail.currency, locale);
        const label = isAuditAction(entry.action) ? i18n._(auditActions[entry.action].label) : entry.action;
        return {
          key: index,
          color: asPayStatus(entry.toState) === null ? "gray" : "blue",
          content: (
            <div className="adm-pay-history-entry" data-testid="payment-history-entry">
              <div className="adm-pay-history-head">
                <strong>{label}</strong>
                {(from || to) && (
                  <span className="adm-pay-history-states">
                    {from}
                    {from && to && <span aria-hidden>→</span>}
                    {to}
                  </span>
                )}
              </div>
              <div className="adm-sub">
                <span className="adm-nowrap">{when}</span> · {t`by ${who}`}
                {received !== null && <> · {t`received ${received}`}</>}
              </div>
              {entry.reason && <div className="adm-pay-history-reason">{entry.reason}</div>}
            </div>
          ),
        };
      })}
    />
  );
}
