import "./antd-mobile-setup";
import "./attendee.css";
import { Trans } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import {
  getRouteApi,
  Link,
  Navigate,
  Outlet,
  useLocation,
  useRouterState,
  useSearch,
} from "@tanstack/react-router";
import { Button, ConfigProvider, SafeArea } from "antd-mobile";
import { type ReactNode, useEffect, useMemo } from "react";
import { ApiClientError } from "#api/errors";
import { antdMobileLocales, setAntdMobileLocale } from "./antd-mobile-setup";
import { type AttendeeArea, AttendeeAreaContext } from "./attendee-context";
import { PageEmpty, PageError, PageLoading } from "./components/PageState";
import { TopBar } from "./components/TopBar";
import { useLocale } from "./lib/locale";
import { conferenceQuery } from "./queries/conference";
import { sessionQuery } from "./queries/session";

const areaRoute = getRouteApi("/register/$conferenceId/user");
const loginRouteId = "/register/$conferenceId/user/login";

const isNotFound = (error: unknown) =>
  error instanceof ApiClientError && (error.status === 404 || error.code === "CONFERENCE_NOT_FOUND");

/**
 * Every attendee page: antd-mobile in the current language, the top bar, and the conference and session
 * they all need. Pages other than login are for signed-in attendees; others are sent to login with the
 * invitation code and the page to come back to.
 */
export function AttendeeLayout() {
  const { conferenceId } = areaRoute.useParams();
  const search = useSearch({ strict: false }) as { invcode?: string };
  const invcode = search.invcode || undefined;
  const location = useLocation();
  const locale = useLocale();
  const onLogin = location.pathname.replace(/\/$/, "").endsWith("/user/login");

  useEffect(() => setAntdMobileLocale(locale), [locale]);

  const conference = useQuery(conferenceQuery(conferenceId, invcode));
  const session = useQuery(sessionQuery());
  const account = session.data?.attendee ?? null;
  // The router shows the previous page until the login page has loaded: that page must not render
  // without an account (after signing out, or when sent to login).
  const loginShown = useRouterState({
    select: (state) => state.matches.some((m) => m.routeId === loginRouteId),
  });

  const area = useMemo<AttendeeArea | null>(
    () => (conference.data ? { conference: conference.data, account, invcode } : null),
    [conference.data, account, invcode],
  );

  let body: ReactNode;
  if (conference.isError && !conference.data) {
    body = isNotFound(conference.error) ? (
      <PageEmpty
        title={<Trans>This conference does not exist</Trans>}
        description={
          <Trans>Please check the link you followed, or choose a conference on the home page.</Trans>
        }
      >
        <Link to="/">
          <Button color="primary" shape="rounded" data-testid="go-home">
            <Trans>Return home</Trans>
          </Button>
        </Link>
      </PageEmpty>
    ) : (
      <PageError error={conference.error} onRetry={() => void conference.refetch()} />
    );
  } else if (!area || session.isPending) {
    body = <PageLoading />;
  } else if (session.isError && !onLogin) {
    body = <PageError error={session.error} onRetry={() => void session.refetch()} />;
  } else if (!account && !onLogin) {
    body = (
      <Navigate
        to="/register/$conferenceId/user/login"
        params={{ conferenceId }}
        search={{ invcode, redirect: location.href }}
        replace
      />
    );
  } else if (!account && !loginShown) {
    body = <PageLoading />;
  } else {
    body = (
      <AttendeeAreaContext.Provider value={area}>
        <Outlet />
      </AttendeeAreaContext.Provider>
    );
  }

  return (
    <ConfigProvider locale={antdMobileLocales[locale]}>
      <div className="att-app" lang={locale === "zh" ? "zh-CN" : "en"}>
        <TopBar conference={conference.data} account={account} invcode={invcode} />
        <main className="att-main">{body}</main>
        <SafeArea position="bottom" />
      </div>
    </ConfigProvider>
  );
}
