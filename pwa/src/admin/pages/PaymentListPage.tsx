import { paymentList } from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { titleOf, useAdminLocale, useConferenceTime } from "#admin/format";
import { ListPage } from "#admin/lists/ListPage";
import { paymentColumns } from "#admin/payments/columns";
import { usePaymentDialogs } from "#admin/payments/use-payment-dialogs";
import { adminConferencesQuery } from "#admin/queries/conferences";
import { paymentListQuery } from "#admin/queries/payments";
import { scopeOf } from "#admin/scope";
import { useNarrowScreen } from "#admin/use-media-query";
import "#admin/payments/payments.css";

const route = getRouteApi("/$conferenceId/manager/home/paylist");

/** paylist (spec 002 §2): the payment lines of the scope, filtered and paged, with their actions. */
export function PaymentListPage() {
  const { i18n } = useLingui();
  const locale = useAdminLocale();
  const { conferenceId } = route.useParams();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const scope = scopeOf(conferenceId);
  const conferences = useQuery(adminConferencesQuery());
  const time = useConferenceTime();
  const narrow = useNarrowScreen();
  const { open, act, dialogs } = usePaymentDialogs();
  const size = search.size ?? paymentList.paging.defaultSize;
  const conference = scope === "all" ? undefined : conferences.data?.find((c) => c.id === scope);
  const conferenceTitle = conference ? titleOf(conference.title, locale) : "";

  return (
    <ListPage
      list={paymentList}
      scope={scope}
      search={search}
      onSearch={(next, options) => void navigate({ search: next, replace: options?.replace })}
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
          offset: ((search.page ?? 1) - 1) * size,
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
