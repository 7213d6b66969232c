import {
  messageChannelLabels,
  messageChannelValues,
  outboxStatusLabels,
  outboxStatusValues,
} from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { Alert, Select } from "antd";
import { useMemo } from "react";
import { ListTableCard } from "#admin/components/ListTableCard";
import { PageHead } from "#admin/components/PageHead";
import { useConferenceTime } from "#admin/format";
import { outboxColumns } from "#admin/outbox/columns";
import {
  defaultOutboxPageSize,
  type OutboxSearch,
  outboxPageSizes,
  toOutboxParams,
} from "#admin/outbox/search";
import { outboxQuery } from "#admin/queries/outbox";

const route = getRouteApi("/$conferenceId/manager/home/outbox");

/** The outbox: every e-mail and text message the server sent or will send, and what became of it. */
export function OutboxPage() {
  const { t, i18n } = useLingui();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const list = useQuery(outboxQuery(toOutboxParams(search)));
  const conferenceTime = useConferenceTime();
  const columns = useMemo(() => outboxColumns(i18n, conferenceTime), [i18n, conferenceTime]);

  const setSearch = (next: OutboxSearch) => void navigate({ search: next });
  const undelivered = list.data?.undelivered ?? [];

  return (
    <div className="adm-page">
      <PageHead
        title={<Trans>Outbox</Trans>}
        sub={<Trans>E-mails and text messages sent by the system (password reset codes, notices).</Trans>}
      />

      {undelivered.length > 0 && (
        <Alert
          type="warning"
          showIcon
          data-testid="outbox-development-notice"
          title={t`Development outbox: these messages are kept here and delivered to nobody.`}
          description={
            <ul className="adm-outbox-notice">
              {undelivered.includes("email") && (
                <li>
                  <Trans>E-mail: set SMTP_URL and MAIL_FROM on the server to send it.</Trans>
                </li>
              )}
              {undelivered.includes("sms") && (
                <li>
                  <Trans>Text messages: no SMS provider is configured yet.</Trans>
                </li>
              )}
            </ul>
          }
        />
      )}

      <ListTableCard
        list={list}
        columns={columns}
        toolbar={
          <div className="adm-outbox-filters">
            <Select
              allowClear
              placeholder={t`All channels`}
              value={search.channel}
              onChange={(channel) => setSearch({ ...search, channel, page: undefined })}
              options={messageChannelValues.map((c) => ({
                value: c,
                label: i18n._(messageChannelLabels[c]),
              }))}
              className="adm-outbox-select"
              data-testid="outbox-channel"
            />
            <Select
              allowClear
              placeholder={t`All statuses`}
              value={search.status}
              onChange={(status) => setSearch({ ...search, status, page: undefined })}
              options={outboxStatusValues.map((s) => ({ value: s, label: i18n._(outboxStatusLabels[s]) }))}
              className="adm-outbox-select"
              data-testid="outbox-status-filter"
            />
          </div>
        }
        // The expand button's 48 px and at least 280 px for the message, which takes the rest of a wider
        // card; a narrower one scrolls sideways.
        extraWidth={48 + 280}
        expandable={{
          expandedRowRender: (row) => (
            <pre className="adm-outbox-body" data-testid="outbox-body">
              {row.subject ? `${row.subject}\n\n${row.body}` : row.body}
            </pre>
          ),
        }}
        rowTestId="outbox-row"
        rowIdAttribute="data-id"
        emptyText={t`No messages`}
        pager={{ search, setSearch, sizes: outboxPageSizes, defaultSize: defaultOutboxPageSize }}
      />
    </div>
  );
}
