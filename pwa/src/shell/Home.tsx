import { type ConferenceListItem, pickText } from "@confreg/shared";
import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { api, unwrap } from "#api/client";
import { errorText } from "#api/errors";
import { formatDate } from "#attendee/lib/format";
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
        {conferences.data?.map((c) => (
          <HomeItem key={c.id} item={c} locale={i18n.locale === "en" ? "en" : "zh"} />
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

type ItemProps = { item: ConferenceListItem; locale: "zh" | "en" };

/** One conference: its title, its registration period on its own calendar, and the way in. */
function HomeItem({ item, locale }: ItemProps) {
  const invoiceOnly = item.isOnlyinvoice;
  const from = formatDate(item.beginTime, locale, item.timezone);
  const to = formatDate(item.endTime, locale, item.timezone);
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
          <Trans>
            Registration {from} – {to}
          </Trans>
        </div>
      )}
      {!invoiceOnly && (
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
