import type { PaymentAlert } from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { App, Segmented } from "antd";
import { ListTableCard } from "#admin/components/ListTableCard";
import { PageHead } from "#admin/components/PageHead";
import { useConferenceTime } from "#admin/format";
import { alertColumns } from "#admin/payments/alert-columns";
import { alertPageSizes, defaultAlertPageSize, toAlertParams } from "#admin/payments/search";
import { usePaymentDialogs } from "#admin/payments/use-payment-dialogs";
import { useCan } from "#admin/permissions";
import { adminConferencesQuery } from "#admin/queries/conferences";
import { paymentAlertsQuery, useResolveAlert } from "#admin/queries/payments";
import { scopeOf } from "#admin/scope";
import { useNarrowScreen } from "#admin/use-media-query";
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
  const { open, dialogs } = usePaymentDialogs();

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
    onOpenLine: open,
    narrow,
  });
  const resolved = search.resolved ?? false;

  return (
    <div className="adm-page">
      <PageHead
        title={<Trans>Payment alerts</Trans>}
        sub={
          <Trans>
            Payments and refunds the system could not settle on its own. Look into each, then resolve it.
          </Trans>
        }
      />

      <ListTableCard
        list={list}
        columns={columns}
        toolbar={
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
        }
        extraWidth={220}
        rowTestId="alert-row"
        rowIdAttribute="data-id"
        emptyText={resolved ? t`No resolved alerts` : t`Nothing needs looking into`}
        pager={{
          search,
          setSearch: (next) => void navigate({ search: next }),
          sizes: alertPageSizes,
          defaultSize: defaultAlertPageSize,
        }}
      />

      {dialogs}
    </div>
  );
}
