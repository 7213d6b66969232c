import { type ConferenceListItem, pickText } from "@confreg/shared";
import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { useQueries, useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { api, unwrap } from "#api/client";
import { errorText } from "#api/errors";
import { formatDate } from "#attendee/lib/format";
import { conferenceQuery, type LoadedConference } from "#attendee/queries/conference";
import { LanguageToggle } from "./LanguageToggle";
import "./shell.css";
import "./home.css";

/** The site's front door: the conferences open for registration. */
export function Home() {
  const { i18n } = useLingui();
  const conferences = useQuery({
    queryKey: ["conferences"],
    queryFn: () => unwrap(api.api.conferences.$get()),
  });
  // Each conference's own view says its time zone and whether it takes registrations at all (and is the
  // page's data once it is opened).
  const views = useQueries({
    queries: (conferences.data ?? []).map((c) => conferenceQuery(c.id, undefined)),
  });
  return (
    <main className="home">
      <header className="home-header">
        <h1>
          <Trans>Conference registration</Trans>
        </h1>
        <LanguageToggle />
      </header>
      {conferences.isPending && (
        <p className="home-note">
          <Trans>Loading…</Trans>
        </p>
      )}
      {conferences.isError && <p className="home-note">{errorText(conferences.error)}</p>}
      {conferences.data?.length === 0 && (
        <p className="home-note">
          <Trans>No conference is open for registration.</Trans>
        </p>
      )}
      <ul className="home-list">
        {conferences.data?.map((c, index) => (
          <HomeItem
            key={c.id}
            item={c}
            view={views[index]?.data}
            settled={views[index]?.isPending === false}
            locale={i18n.locale === "en" ? "en" : "zh"}
          />
        ))}
      </ul>
      <footer className="home-footer">
        <Link to="/$conferenceId/manager/login" params={{ conferenceId: "all" }}>
          <Trans>Back office</Trans>
        </Link>
      </footer>
    </main>
  );
}

type ItemProps = {
  item: ConferenceListItem;
  view: LoadedConference | undefined;
  /** The view has loaded or failed (then the way in is offered, and its pages explain). */
  settled: boolean;
  locale: "zh" | "en";
};

/** One conference: its title, its registration period on its own calendar, and the way in. */
function HomeItem({ item, view, settled, locale }: ItemProps) {
  const invoiceOnly = view?.settings.isOnlyinvoice ?? false;
  const zone = view?.timezone;
  const from = zone ? formatDate(item.beginTime, locale, zone) : "";
  const to = zone ? formatDate(item.endTime, locale, zone) : "";
  return (
    <li className="home-item" data-testid={`home-conference-${item.id}`}>
      <div className="home-title">{pickText(item.title, locale)}</div>
      {invoiceOnly ? (
        <p className="home-meta" data-testid="home-invoice-only">
          <Trans>
            An invoice-only collection (such as membership dues): it takes payments with invoices, not
            registrations, and cannot be paid on this site yet.
          </Trans>
        </p>
      ) : (
        <div className="home-meta">
          {zone ? (
            <Trans>
              Registration {from} – {to}
            </Trans>
          ) : (
            "\u00a0"
          )}
        </div>
      )}
      {settled && !invoiceOnly && (
        <Link
          to="/register/$conferenceId/user/login"
          params={{ conferenceId: item.id }}
          className="shell-button primary"
          data-testid={`home-register-${item.id}`}
        >
          <Trans>Register</Trans>
        </Link>
      )}
    </li>
  );
}
