import { PlusOutlined } from "@ant-design/icons";
import type { ConferenceRecord } from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import { App, Button, Card, Select, Space } from "antd";
import { useState } from "react";
import { LoadError } from "#admin/components/LoadError";
import { PageHead } from "#admin/components/PageHead";
import { RefreshButton } from "#admin/components/RefreshButton";
import { ConferenceTable } from "#admin/conferences/ConferenceTable";
import { CopyDialog } from "#admin/conferences/CopyDialog";
import { useCan } from "#admin/permissions";
import { conferenceRecordsQuery, useDeleteConference } from "#admin/queries/conference-editor";
import { errorText } from "#api/errors";
import "#admin/conferences/conferences.css";

const route = getRouteApi("/$conferenceId/manager/home/confernce");
const firstYear = 2018;

/**
 * confernce (spec 002 §2): the conferences of the account's scope with their registration window and paper
 * system, filtered by year and host; create, edit, copy from an earlier one, delete (without registrations).
 */
export function ConferenceListPage() {
  const { t } = useLingui();
  const { message } = App.useApp();
  const { conferenceId: scope } = route.useParams();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const canCreate = useCan("conferences.create");
  const filter = {
    ...(search.year ? { year: String(search.year) } : {}),
    ...(search.host ? { host: search.host } : {}),
  };
  const records = useQuery(conferenceRecordsQuery(filter));
  const hosts = useQuery({
    ...conferenceRecordsQuery({}),
    select: (rows) => [...new Set(rows.map((r) => r.hostUnit).filter(Boolean))],
  });
  const remove = useDeleteConference();
  const [copying, setCopying] = useState<ConferenceRecord | null>(null);
  const years = Array.from(
    { length: new Date().getFullYear() + 2 - firstYear + 1 },
    (_, i) => firstYear + i,
  ).reverse();
  const openEditor = (id: number) =>
    void navigate({
      to: "/$conferenceId/manager/home/confernceDetail",
      params: { conferenceId: scope },
      search: { id },
    });

  return (
    <div className="adm-page">
      <PageHead
        title={<Trans>Conference list</Trans>}
        sub={<Trans>Create, configure, copy and delete the society's conferences.</Trans>}
        titleTestId="conference-list-title"
      />
      <Card className="adm-card">
        <div className="cfe-toolbar">
          <Space wrap>
            <Select
              allowClear
              placeholder={t`Year`}
              style={{ width: 120 }}
              value={search.year}
              options={years.map((year) => ({ value: year, label: String(year) }))}
              onChange={(year?: number) => void navigate({ search: (s) => ({ ...s, year }) })}
              data-testid="conference-year"
            />
            <Select
              allowClear
              placeholder={t`Host unit`}
              style={{ width: 240 }}
              value={search.host}
              options={(hosts.data ?? []).map((host) => ({ value: host, label: host }))}
              onChange={(host?: string) => void navigate({ search: (s) => ({ ...s, host }) })}
              data-testid="conference-host"
            />
          </Space>
          <Space>
            {canCreate && (
              <Link
                to="/$conferenceId/manager/home/confernceDetail"
                params={{ conferenceId: scope }}
                search={{}}
              >
                <Button type="primary" icon={<PlusOutlined />} data-testid="conference-new">
                  <Trans>New conference</Trans>
                </Button>
              </Link>
            )}
            <RefreshButton list={records} />
          </Space>
        </div>
        {records.isError ? (
          <LoadError error={records.error} onRetry={() => void records.refetch()} />
        ) : (
          <ConferenceTable
            scope={scope}
            rows={records.data ?? []}
            loading={records.isPending}
            canCreate={canCreate}
            onCopy={setCopying}
            onDelete={(row) =>
              remove
                .mutateAsync(row.id)
                .then(() => void message.success(t`Deleted successfully.`))
                .catch((error: unknown) => void message.error(errorText(error)))
            }
          />
        )}
      </Card>
      {copying && (
        <CopyDialog
          source={copying}
          onClose={() => setCopying(null)}
          onCopied={(id) => {
            setCopying(null);
            void message.success(t`Created.`);
            openEditor(id);
          }}
        />
      )}
    </div>
  );
}
