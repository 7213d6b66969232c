import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { Card } from "antd";
import { useEffect } from "react";
import { ListTableCard } from "#admin/components/ListTableCard";
import { PageHead } from "#admin/components/PageHead";
import { hasFilters } from "#admin/components/search-pagination";
import { titleOf, useAdminLocale, useConferenceTime } from "#admin/format";
import { paymentColumns } from "#admin/payments/columns";
import { PaymentFilters } from "#admin/payments/PaymentFilters";
import {
  defaultPaymentPageSize,
  type PaymentListFilters,
  type PaymentListSearch,
  paymentPageSizes,
  toPaymentParams,
} from "#admin/payments/search";
import { usePaymentDialogs } from "#admin/payments/use-payment-dialogs";
import { adminConferencesQuery } from "#admin/queries/conferences";
import { paymentListQuery } from "#admin/queries/payments";
import { scopeOf } from "#admin/scope";
import { useNarrowScreen } from "#admin/use-media-query";
import "#admin/payments/payments.css";

const route = getRouteApi("/$conferenceId/manager/home/paylist");

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
  const { open, act, dialogs } = usePaymentDialogs();

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
    onOpen: (row) => open(row.id),
    onAction: act,
  });

  // A page past the end (lines gone from the filter meanwhile, an old link): show the last page instead.
  const lastPage = list.data?.totalPages ?? 0;
  useEffect(() => {
    if (lastPage > 0 && page > lastPage)
      void navigate({ search: (prev) => ({ ...prev, page: lastPage }), replace: true });
  }, [lastPage, page, navigate]);

  const conference = scope === "all" ? undefined : conferences.data?.find((c) => c.id === scope);
  const conferenceTitle = conference ? titleOf(conference.title, locale) : "";
  const total = list.data?.total ?? 0;
  const filtered = hasFilters(search);

  return (
    <div className="adm-page">
      <PageHead
        titleTestId="payment-title"
        title={
          scope === "all" ? (
            <Trans>Payments of every conference</Trans>
          ) : (
            <Trans>Payments of {conferenceTitle}</Trans>
          )
        }
        sub={<Trans>Confirm transfers and on-site payments, and handle refund requests.</Trans>}
      />

      <Card className="adm-card" size="small">
        <PaymentFilters
          scope={scope}
          search={search}
          conferences={conferences.data}
          loadingConferences={conferences.isPending}
          onSearch={applyFilters}
        />
      </Card>

      <ListTableCard
        list={list}
        columns={columns}
        toolbar={
          <span className="adm-total" data-testid="payment-total">
            {list.data ? <Plural value={total} one="# payment line" other="# payment lines" /> : null}
          </span>
        }
        rowTestId="payment-row"
        rowIdAttribute="data-line-id"
        emptyText={filtered ? t`No payment matches these filters` : t`No payments yet`}
        retry
        long
        pager={{ search, setSearch, sizes: paymentPageSizes, defaultSize: defaultPaymentPageSize }}
        pagerOptions={{ showQuickJumper: !narrow, simple: narrow }}
      />

      {dialogs}
    </div>
  );
}
