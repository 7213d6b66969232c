import type { AdminPaymentRow } from "@confreg/shared";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { Alert, Button, Card, Empty, Table } from "antd";
import type { HTMLAttributes } from "react";
import { useEffect, useState } from "react";
import { RefreshButton } from "#admin/components/RefreshButton";
import { searchPagination } from "#admin/components/search-pagination";
import { titleOf, useAdminLocale, useConferenceTime } from "#admin/format";
import type { ActiveAction } from "#admin/payments/actions";
import { paymentColumns } from "#admin/payments/columns";
import { PaymentActionDialog } from "#admin/payments/PaymentActionDialog";
import { PaymentDetailDialog } from "#admin/payments/PaymentDetailDialog";
import { PaymentFilters } from "#admin/payments/PaymentFilters";
import {
  defaultPaymentPageSize,
  type PaymentListFilters,
  type PaymentListSearch,
  paymentPageSizes,
  toPaymentParams,
} from "#admin/payments/search";
import { adminConferencesQuery } from "#admin/queries/conferences";
import { paymentListQuery } from "#admin/queries/payments";
import { scopeOf } from "#admin/scope";
import { useNarrowScreen } from "#admin/use-narrow-screen";
import { errorText } from "#api/errors";
import "#admin/payments/payments.css";

const route = getRouteApi("/$conferenceId/manager/home/paylist");

/** The home shell's scrolling area, so the table header sticks below the tabs while the page scrolls. */
const contentContainer = () => document.querySelector<HTMLElement>(".adm-content") ?? window;

/** paylist (spec 002 §2): the payment lines of the scope, filtered and paged, with their actions. */
export function PaymentListPage() {
  const { t, i18n } = useLingui();
  const locale = useAdminLocale();
  const { conferenceId } = route.useParams();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const scope = scopeOf(conferenceId);
  const conferences = useQuery(adminConferencesQuery());
  const list = useQuery(paymentListQuery(toPaymentParams(search, scope)));
  const time = useConferenceTime();
  const narrow = useNarrowScreen();
  const [openId, setOpenId] = useState<number | null>(null);
  const [active, setActive] = useState<ActiveAction | null>(null);

  const page = search.page ?? 1;
  const size = search.size ?? defaultPaymentPageSize;
  const setSearch = (next: PaymentListSearch) => void navigate({ search: next });
  const applyFilters = (filters: PaymentListFilters) => setSearch({ ...filters, size: search.size });

  const columns = paymentColumns({
    i18n,
    showConference: scope === "all",
    offset: (page - 1) * size,
    time,
    narrow,
    onOpen: (row) => setOpenId(row.id),
    onAction: (line, action) => setActive({ line, action }),
  });
  const tableWidth = columns.reduce((sum, c) => sum + (typeof c.width === "number" ? c.width : 0), 0);

  // A page past the end (lines gone from the filter meanwhile, an old link): show the last page instead.
  const lastPage = list.data?.totalPages ?? 0;
  useEffect(() => {
    if (lastPage > 0 && page > lastPage)
      void navigate({ search: (prev) => ({ ...prev, page: lastPage }), replace: true });
  }, [lastPage, page, navigate]);

  const conference = scope === "all" ? undefined : conferences.data?.find((c) => c.id === scope);
  const conferenceTitle = conference ? titleOf(conference.title, locale) : "";
  const total = list.data?.total ?? 0;
  const filtered = Object.entries(search).some(
    ([key, value]) => key !== "page" && key !== "size" && value !== undefined,
  );

  return (
    <div className="adm-page">
      <div className="adm-page-head">
        <div>
          <h1 className="adm-page-title" data-testid="payment-title">
            {scope === "all" ? (
              <Trans>Payments of every conference</Trans>
            ) : (
              <Trans>Payments of {conferenceTitle}</Trans>
            )}
          </h1>
          <p className="adm-page-sub">
            <Trans>Confirm transfers and on-site payments, and handle refund requests.</Trans>
          </p>
        </div>
      </div>

      <Card className="adm-card" size="small">
        <PaymentFilters
          scope={scope}
          search={search}
          conferences={conferences.data}
          loadingConferences={conferences.isPending}
          onSearch={applyFilters}
        />
      </Card>

      <Card className="adm-card adm-table-card" size="small">
        <div className="adm-table-toolbar">
          <span className="adm-total" data-testid="payment-total">
            {list.data ? <Plural value={total} one="# payment line" other="# payment lines" /> : null}
          </span>
          <div className="adm-toolbar-right">
            <RefreshButton list={list} />
          </div>
        </div>

        {list.isError && (
          <Alert
            className="adm-table-alert"
            type="error"
            showIcon
            title={errorText(list.error)}
            action={
              <Button size="small" onClick={() => void list.refetch()}>
                <Trans>Retry</Trans>
              </Button>
            }
          />
        )}

        <Table<AdminPaymentRow>
          className="adm-table"
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={list.data?.items ?? []}
          loading={list.isPending || list.isPlaceholderData}
          tableLayout="fixed"
          scroll={{ x: tableWidth }}
          sticky={{ getContainer: contentContainer }}
          rowClassName={(_row, index) => (index % 2 === 1 ? "adm-row-alt" : "")}
          onRow={(row) =>
            ({ "data-testid": "payment-row", "data-line-id": row.id }) as HTMLAttributes<HTMLElement>
          }
          locale={{
            emptyText: list.isPending ? (
              <div className="adm-table-placeholder" />
            ) : (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={filtered ? t`No payment matches these filters` : t`No payments yet`}
              />
            ),
          }}
          pagination={{
            ...searchPagination({
              search,
              setSearch,
              total,
              sizes: paymentPageSizes,
              defaultSize: defaultPaymentPageSize,
              showTotal: (count) => t`Total ${count}`,
            }),
            showQuickJumper: !narrow,
            simple: narrow,
          }}
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
