import { auditLogList, type Currency } from "@confreg/shared";
import { Trans } from "@lingui/react/macro";
import { getRouteApi } from "@tanstack/react-router";
import { Empty, List } from "antd";
import { RecordLink } from "#admin/audit/RecordLink";
import { AuditEntryView, useActorName, useAuditMoney, useAuditState } from "#admin/components/AuditEntry";
import { useConferenceTime } from "#admin/format";
import { ListPage } from "#admin/lists/ListPage";
import { auditLogQuery } from "#admin/queries/audit-log";
import { scopeOf } from "#admin/scope";
import "#admin/audit/audit-log.css";

const route = getRouteApi("/$conferenceId/manager/home/auditLog");
/** A row's money in its own currency; rows that name none are the society's yuan. */
const defaultCurrency: Currency = "CNY";

/** The audit log of the scope: who did what, when, to which record, from which state to which, and why. */
export function AuditLogPage() {
  const { conferenceId } = route.useParams();
  const scope = scopeOf(conferenceId);
  const navigate = route.useNavigate();
  const time = useConferenceTime();
  const actorName = useActorName();
  const state = useAuditState();
  const money = useAuditMoney();
  const fallbackConference = scope === "all" ? 0 : scope;
  return (
    <ListPage
      list={auditLogList}
      scope={scope}
      search={route.useSearch()}
      onSearch={(search) => void navigate({ search })}
      query={auditLogQuery}
      title={<Trans>Audit log</Trans>}
      sub={<Trans>Every recorded change: who made it, when, to which record, and why.</Trans>}
      titleTestId="audit-title"
      testIdPrefix="audit"
      rows={(page) => (
        <List
          className="adm-audit-list"
          data-testid="audit-list"
          dataSource={page.items}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} /> }}
          renderItem={(entry) => (
            <List.Item className="adm-audit-row" data-testid="audit-row" data-audit-id={entry.id}>
              <AuditEntryView
                action={entry.action}
                from={state(entry.entity, entry.fromState)}
                to={state(entry.entity, entry.toState)}
                when={time(entry.time, entry.conferenceId ?? fallbackConference)}
                who={actorName(entry.actor)}
                extra={
                  entry.fields.length > 0 ? entry.fields.join(", ") : money(entry.amounts, defaultCurrency)
                }
                reason={entry.reason}
                testId="audit-entry"
              />
              <RecordLink entry={entry} conferenceId={conferenceId} />
            </List.Item>
          )}
        />
      )}
    />
  );
}
