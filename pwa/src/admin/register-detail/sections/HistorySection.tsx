import type { AdminRegistrationDetail } from "@confreg/shared";
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Empty, Skeleton, Timeline } from "antd";
import { AuditEntryView, useActorName, useAuditMoney, useAuditState } from "#admin/components/AuditEntry";
import { LoadError } from "#admin/components/LoadError";
import { useConferenceTime } from "#admin/format";
import { registrationHistoryQuery } from "#admin/queries/registration-edit";

/**
 * The registration's audit history (audit.read): who did what to it, its payment lines, invoice and
 * messages, when, from which state to which, with the money the row records and why, oldest first.
 */
export function HistorySection({ detail }: { detail: AdminRegistrationDetail }) {
  const { t } = useLingui();
  const time = useConferenceTime();
  const actorName = useActorName();
  const state = useAuditState();
  const money = useAuditMoney();
  const history = useQuery(registrationHistoryQuery(detail.id));
  if (history.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (history.isError) return <LoadError error={history.error} onRetry={() => void history.refetch()} />;
  if (history.data.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t`No history recorded`} />;

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
            extra={money(entry.amounts, detail.currency)}
            reason={entry.reason}
            testId="panel-history-entry"
          />
        ),
      }))}
    />
  );
}
