import type { PaymentAlert } from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { Alert, App, Card, Empty, Segmented, Table } from "antd";
import type { HTMLAttributes } from "react";
import { useState } from "react";
import { RefreshButton } from "#admin/components/RefreshButton";
import { searchPagination } from "#admin/components/search-pagination";
import { useConferenceTime } from "#admin/format";
import type { ActiveAction } from "#admin/payments/actions";
import { alertColumns } from "#admin/payments/alert-columns";
import { PaymentActionDialog } from "#admin/payments/PaymentActionDialog";
import { PaymentDetailDialog } from "#admin/payments/PaymentDetailDialog";
import { alertPageSizes, defaultAlertPageSize, toAlertParams } from "#admin/payments/search";
import { useCan } from "#admin/permissions";
import { adminConferencesQuery } from "#admin/queries/conferences";
import { paymentAlertsQuery, useResolveAlert } from "#admin/queries/payments";
import { scopeOf } from "#admin/scope";
import { useNarrowScreen } from "#admin/use-narrow-screen";
import { errorText } from "#api/errors";
import "#admin/payments/payments.css";

const route = getRouteApi("/$conferenceId/manager/home/paymentAlerts");

/**
 * Money that needs a person (DOMAIN.md §4): an amount that did not match, an order nobody knows, a payment
 * after its order closed, a refund the provider refused. Each is looked into, then marked resolved.
 */
export function PaymentAlertsPage() {
  const { t, i18n } = useLingui();
  const { message } = App.useApp();
  const { conferenceId } = route.useParams();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const scope = scopeOf(conferenceId);
  const list = useQuery(paymentAlertsQuery(toAlertParams(search, scope)));
  const conferences = useQuery(adminConferencesQuery());
  const time = useConferenceTime();
  const resolve = useResolveAlert();
  const mayResolve = useCan("payments.confirm");
  const narrow = useNarrowScreen();
  const [openId, setOpenId] = useState<number | null>(null);
  const [active, setActive] = useState<ActiveAction | null>(null);

  const onResolve = (alert: PaymentAlert) =>
    resolve.mutate(alert.id, {
      onSuccess: () => void message.success(t`Alert resolved.`),
      onError: (error) => void message.error(errorText(error)),
    });

  const columns = alertColumns({
    i18n,
    time,
    conferences: conferences.data,
    mayResolve,
    resolving: resolve.isPending ? (resolve.variables ?? null) : null,
    onResolve,
    onOpenLine: setOpenId,
    narrow,
  });
  const tableWidth = columns.reduce((sum, c) => sum + (typeof c.width === "number" ? c.width : 0), 220);
  const resolved = search.resolved ?? false;

  return (
    <div className="adm-page">
      <div className="adm-page-head">
        <div>
          <h1 className="adm-page-title">
            <Trans>Payment alerts</Trans>
          </h1>
          <p className="adm-page-sub">
            <Trans>
              Payments and refunds the system could not settle on its own. Look into each, then resolve it.
            </Trans>
          </p>
        </div>
      </div>

      <Card className="adm-card adm-table-card" size="small">
        <div className="adm-table-toolbar">
          <Segmented<"open" | "resolved">
            value={resolved ? "resolved" : "open"}
            onChange={(value) =>
              void navigate({ search: { resolved: value === "resolved" ? true : undefined } })
            }
            options={[
              { value: "open", label: t`Unresolved` },
              { value: "resolved", label: t`Resolved` },
            ]}
            data-testid="alerts-resolved-toggle"
          />
          <div className="adm-toolbar-right">
            <RefreshButton list={list} />
          </div>
        </div>

        {list.isError && (
          <Alert className="adm-table-alert" type="error" showIcon title={errorText(list.error)} />
        )}

        <Table<PaymentAlert>
          className="adm-table"
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={list.data?.items ?? []}
          loading={list.isPending || list.isPlaceholderData}
          tableLayout="fixed"
          scroll={{ x: tableWidth }}
          onRow={(row) => ({ "data-testid": "alert-row", "data-id": row.id }) as HTMLAttributes<HTMLElement>}
          locale={{
            emptyText: list.isPending ? (
              <div className="adm-table-placeholder" />
            ) : (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={resolved ? t`No resolved alerts` : t`Nothing needs looking into`}
              />
            ),
          }}
          pagination={searchPagination({
            search,
            setSearch: (next) => void navigate({ search: next }),
            total: list.data?.total ?? 0,
            sizes: alertPageSizes,
            defaultSize: defaultAlertPageSize,
            showTotal: (count) => t`Total ${count}`,
          })}
        />
      </Card>

      <PaymentDetailDialog
        lineId={openId}
        onClose={() => setOpenId(null)}
        onAction={(line, action) => setActive({ line, action })}
      />
      <PaymentActionDialog active={active} onClose={() => setActive(null)} />
    </div>
  );
}
