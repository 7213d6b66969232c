import { paymentList } from "@confreg/shared";
import { Trans } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { titleOf } from "#admin/format";
import { ListPage } from "#admin/lists/ListPage";
import { useListRoute } from "#admin/lists/use-list-route";
import { paymentColumns } from "#admin/payments/columns";
import { usePaymentDialogs } from "#admin/payments/use-payment-dialogs";
import { adminConferencesQuery } from "#admin/queries/conferences";
import { paymentListQuery } from "#admin/queries/payments";
import "#admin/payments/payments.css";

const route = getRouteApi("/$conferenceId/manager/home/paylist");

/** paylist (spec 002 §2): the payment lines of the scope, filtered and paged, with their actions. */
export function PaymentListPage() {
  const { i18n, locale, time, narrow, search, scope, offset, onSearch } = useListRoute(route, paymentList);
  const conferences = useQuery(adminConferencesQuery());
  const { open, act, dialogs } = usePaymentDialogs();
  const conference = scope === "all" ? undefined : conferences.data?.find((c) => c.id === scope);
  const conferenceTitle = conference ? titleOf(conference.title, locale) : "";

  return (
    <ListPage
      list={paymentList}
      scope={scope}
      search={search}
      onSearch={onSearch}
      query={paymentListQuery}
      titleTestId="payment-title"
      title={
        scope === "all" ? (
          <Trans>Payments of every conference</Trans>
        ) : (
          <Trans>Payments of {conferenceTitle}</Trans>
        )
      }
      sub={<Trans>Confirm transfers and on-site payments, and handle refund requests.</Trans>}
      testIdPrefix="payment"
      table={{
        columns: paymentColumns({
          i18n,
          showConference: scope === "all",
          offset,
          time,
          narrow,
          onOpen: (row) => open(row.id),
          onAction: act,
        }),
        rowTestId: "payment-row",
        rowIdAttribute: "data-line-id",
        long: true,
        pagerOptions: { showQuickJumper: !narrow, simple: narrow },
      }}
    >
      {dialogs}
    </ListPage>
  );
}
