import type { Currency } from "@confreg/shared";
import { Trans } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { Button, Card, Empty, List, Skeleton } from "antd";
import { AuditFilters } from "#admin/audit/AuditFilters";
import { RecordLink } from "#admin/audit/RecordLink";
import { toAuditParams } from "#admin/audit/search";
import { AuditEntryView, useActorName, useAuditMoney, useAuditState } from "#admin/components/AuditEntry";
import { LoadError } from "#admin/components/LoadError";
import { PageHead } from "#admin/components/PageHead";
import { useConferenceTime } from "#admin/format";
import { auditLogQuery } from "#admin/queries/audit-log";
import { adminConferencesQuery } from "#admin/queries/conferences";
import { scopeOf } from "#admin/scope";
import "#admin/audit/audit-log.css";

const route = getRouteApi("/$conferenceId/manager/home/auditLog");
/** A row's money in its own currency; rows that name none are the society's yuan. */
const defaultCurrency: Currency = "CNY";

/** The audit log of the scope: who did what, when, to which record, from which state to which, and why. */
export function AuditLogPage() {
  const { conferenceId } = route.useParams();
  const scope = scopeOf(conferenceId);
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const conferences = useQuery(adminConferencesQuery());
  const log = useQuery(auditLogQuery(toAuditParams(search, scope)));
  const time = useConferenceTime();
  const actorName = useActorName();
  const state = useAuditState();
  const money = useAuditMoney();
  const { after, ...filters } = search;
  const fallbackConference = scope === "all" ? 0 : scope;
  return (
    <div className="adm-page">
      <PageHead
        title={<Trans>Audit log</Trans>}
        sub={<Trans>Every recorded change: who made it, when, to which record, and why.</Trans>}
        titleTestId="audit-title"
      />
      <Card size="small">
        <AuditFilters
          scope={scope}
          search={filters}
          conferences={conferences.data}
          onSearch={(next) => void navigate({ search: next })}
        />
      </Card>
      {log.error ? (
        <LoadError error={log.error} onRetry={() => void log.refetch()} />
      ) : !log.data ? (
        <Skeleton active />
      ) : (
        <Card size="small">
          <List
            className="adm-audit-list"
            data-testid="audit-list"
            dataSource={log.data.items}
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
          <div className="adm-audit-pager">
            {after !== undefined && (
              <Button onClick={() => void navigate({ search: filters })} data-testid="audit-first">
                <Trans>Newest</Trans>
              </Button>
            )}
            {log.data.next !== null && (
              <Button
                type="primary"
                onClick={() => void navigate({ search: { ...filters, after: log.data.next ?? undefined } })}
                data-testid="audit-next"
              >
                <Trans>Older</Trans>
              </Button>
            )}
          </div>
        </Card>
      )}
    </div>
  );
}
