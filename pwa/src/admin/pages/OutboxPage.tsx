import {
  messageChannelLabels,
  messageChannelValues,
  type OutboxMessage,
  outboxStatusLabels,
  outboxStatusValues,
} from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { Alert, Card, Empty, Select, Table } from "antd";
import type { HTMLAttributes } from "react";
import { useMemo } from "react";
import { RefreshButton } from "#admin/components/RefreshButton";
import { searchPagination } from "#admin/components/search-pagination";
import { useConferenceTime } from "#admin/format";
import { outboxColumns } from "#admin/outbox/columns";
import {
  defaultOutboxPageSize,
  type OutboxSearch,
  outboxPageSizes,
  toOutboxParams,
} from "#admin/outbox/search";
import { outboxQuery } from "#admin/queries/outbox";
import { errorText } from "#api/errors";

const route = getRouteApi("/$conferenceId/manager/home/outbox");

/** The outbox: every e-mail and text message the server sent or will send, and what became of it. */
export function OutboxPage() {
  const { t, i18n } = useLingui();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const list = useQuery(outboxQuery(toOutboxParams(search)));
  const conferenceTime = useConferenceTime();
  const columns = useMemo(() => outboxColumns(i18n, conferenceTime), [i18n, conferenceTime]);
  // The columns' widths, the expand button's 48 px and at least 280 px for the message, which takes the
  // rest of a wider card; a narrower one scrolls sideways.
  const tableWidth = columns.reduce((sum, c) => sum + (typeof c.width === "number" ? c.width : 0), 48 + 280);

  const setSearch = (next: OutboxSearch) => void navigate({ search: next });
  const undelivered = list.data?.undelivered ?? [];

  return (
    <div className="adm-page">
      <div className="adm-page-head">
        <div>
          <h1 className="adm-page-title">
            <Trans>Outbox</Trans>
          </h1>
          <p className="adm-page-sub">
            <Trans>E-mails and text messages sent by the system (password reset codes, notices).</Trans>
          </p>
        </div>
      </div>

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

      <Card className="adm-card adm-table-card" size="small">
        <div className="adm-table-toolbar">
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
          <div className="adm-toolbar-right">
            <RefreshButton list={list} />
          </div>
        </div>

        {list.isError && (
          <Alert className="adm-table-alert" type="error" showIcon title={errorText(list.error)} />
        )}

        <Table<OutboxMessage>
          className="adm-table"
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={list.data?.items ?? []}
          loading={list.isPending || list.isPlaceholderData}
          tableLayout="fixed"
          scroll={{ x: tableWidth }}
          expandable={{
            expandedRowRender: (row) => (
              <pre className="adm-outbox-body" data-testid="outbox-body">
                {row.subject ? `${row.subject}\n\n${row.body}` : row.body}
              </pre>
            ),
          }}
          onRow={(row) => ({ "data-testid": "outbox-row", "data-id": row.id }) as HTMLAttributes<HTMLElement>}
          locale={{
            emptyText: list.isPending ? (
              <div className="adm-table-placeholder" />
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t`No messages`} />
            ),
          }}
          pagination={searchPagination({
            search,
            setSearch,
            total: list.data?.total ?? 0,
            sizes: outboxPageSizes,
            defaultSize: defaultOutboxPageSize,
            showTotal: (count) => t`Total ${count}`,
          })}
        />
      </Card>
    </div>
  );
}
