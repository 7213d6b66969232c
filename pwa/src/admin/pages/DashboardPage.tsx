import {
  type Dashboard,
  dashboardCheckinFilters,
  dashboardWaitingInvoices,
  invoiceStatusLabels,
  payStateLabels,
} from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { Card, Progress, Skeleton } from "antd";
import { lazy, Suspense } from "react";
import { LoadError } from "#admin/components/LoadError";
import { PageHead } from "#admin/components/PageHead";
import { CountList, type CountRow } from "#admin/dashboard/CountList";
import { FigureLink } from "#admin/dashboard/FigureLink";
import { MoneyFigures } from "#admin/dashboard/MoneyFigures";
import { titleOf, useAdminLocale } from "#admin/format";
import { dashboardQuery } from "#admin/queries/dashboard";
import { scopeOf } from "#admin/scope";
import "#admin/dashboard/dashboard.css";

const DayChart = lazy(() => import("#admin/dashboard/DayChart"));
const route = getRouteApi("/$conferenceId/manager/home/dashboard");

/**
 * The back office's home: registrations over time, by type and by state, money by payment state, the
 * invoices waiting and check-in progress, for the conference in scope or every conference. Each figure
 * opens the list it counts, filtered the same way.
 */
export function DashboardPage() {
  const { conferenceId } = route.useParams();
  const scope = scopeOf(conferenceId);
  const figures = useQuery(dashboardQuery(scope));
  return (
    <div className="adm-page">
      <PageHead
        title={<Trans>Dashboard</Trans>}
        sub={
          scope === "all" ? (
            <Trans>Every conference at a glance. Each figure opens the list it counts.</Trans>
          ) : (
            <Trans>This conference at a glance. Each figure opens the list it counts.</Trans>
          )
        }
        titleTestId="dashboard-title"
      />
      {figures.error ? (
        <LoadError error={figures.error} onRetry={() => void figures.refetch()} />
      ) : figures.data ? (
        <DashboardView data={figures.data} conferenceId={conferenceId} />
      ) : (
        <Skeleton active />
      )}
    </div>
  );
}

function DashboardView({ data, conferenceId }: { data: Dashboard; conferenceId: string }) {
  const { t, i18n } = useLingui();
  const locale = useAdminLocale();
  const navigate = route.useNavigate();
  const { registrations, checkin } = data;
  const { notYet } = checkin;
  // One population, those who may check in: checked in and not yet add up to it (the server counts both).
  const percent = checkin.eligible > 0 ? Math.round((checkin.checkedIn / checkin.eligible) * 100) : 0;
  const byType: CountRow[] = registrations.byParticipantType.map((row) => ({
    key: String(row.participantTypeId),
    label: titleOf(row.title, locale),
    count: row.count,
    target: { page: "registerList", search: { participantTypeId: row.participantTypeId } },
  }));
  const byState: CountRow[] = registrations.byPayState.map((row) => ({
    key: String(row.payState),
    label: i18n._(payStateLabels[row.payState]),
    count: row.count,
    target: { page: "registerList", search: { payStatus: row.payState } },
  }));
  const invoices: CountRow[] = dashboardWaitingInvoices.map((status) => ({
    key: String(status),
    label: i18n._(invoiceStatusLabels[status]),
    count: data.invoices.find((row) => row.invoiceStatus === status)?.count ?? 0,
    target: { page: "invoiceList", search: { invoiceStatus: status } },
  }));
  const openDay = (day: string) =>
    void navigate({ to: "/$conferenceId/manager/home/registerList", search: { createdDate: day } });
  return (
    <>
      <div className="adm-dash-top">
        <Card size="small" title={t`Registrations`}>
          <FigureLink
            conferenceId={conferenceId}
            target={{ page: "registerList", search: {} }}
            testId="dashboard-total"
          >
            <span className="adm-dash-big">{registrations.total}</span>
          </FigureLink>
          <span className="adm-dash-caption">
            <Trans>live registrations (deleted ones not counted)</Trans>
          </span>
        </Card>
        <Card size="small" title={t`Check-in`}>
          <FigureLink
            conferenceId={conferenceId}
            target={{ page: "checklist", search: dashboardCheckinFilters.checkedIn }}
            testId="dashboard-checked-in"
          >
            <span className="adm-dash-big">
              {checkin.checkedIn} / {checkin.eligible}
            </span>
          </FigureLink>
          <Progress
            percent={percent}
            size="small"
            aria-label={t`Checked in, out of those who may check in`}
          />
          <FigureLink
            conferenceId={conferenceId}
            target={{ page: "checklist", search: dashboardCheckinFilters.notYet }}
            testId="dashboard-not-checked-in"
          >
            <Trans>Not checked in yet: {notYet}</Trans>
          </FigureLink>
        </Card>
      </div>
      <Card size="small" title={t`Registrations per day (${data.timeZone})`}>
        {registrations.perDay.length === 0 ? (
          <p className="adm-dash-empty">
            <Trans>No registrations yet.</Trans>
          </p>
        ) : (
          <Suspense fallback={<Skeleton active />}>
            <DayChart days={registrations.perDay} onOpenDay={openDay} />
          </Suspense>
        )}
      </Card>
      <div className="adm-dash-grid">
        <Card size="small" title={t`By participant type`}>
          <CountList rows={byType} conferenceId={conferenceId} testId="dashboard-type" empty={t`None yet.`} />
        </Card>
        <Card size="small" title={t`By payment state`}>
          <CountList
            rows={byState}
            conferenceId={conferenceId}
            testId="dashboard-state"
            empty={t`None yet.`}
          />
        </Card>
        <Card size="small" title={t`Invoices waiting`}>
          <CountList
            rows={invoices}
            conferenceId={conferenceId}
            testId="dashboard-invoice"
            empty={t`None yet.`}
          />
        </Card>
      </div>
      <Card size="small" title={t`Money`}>
        <MoneyFigures money={data.money} conferenceId={conferenceId} />
      </Card>
    </>
  );
}
