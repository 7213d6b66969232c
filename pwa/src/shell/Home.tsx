import { type ConferenceListItem, pickText } from "@confreg/shared";
import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { api, unwrap } from "#api/client";
import { errorText } from "#api/errors";
import { LanguageToggle } from "./LanguageToggle";
import "./shell.css";
import "./home.css";

/** The site's front door: the conferences open for registration. */
export function Home() {
  const { i18n } = useLingui();
  const locale = i18n.locale === "en" ? "en" : "zh";
  const conferences = useQuery({
    queryKey: ["conferences"],
    queryFn: () => unwrap(api.api.conferences.$get()),
  });
  const dateOf = (iso: string) => new Date(iso).toLocaleDateString(locale === "zh" ? "zh-CN" : "en-US");
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
        {conferences.data?.map((c: ConferenceListItem) => (
          <li key={c.id} className="home-item">
            <div className="home-title">{pickText(c.title, locale)}</div>
            <div className="home-meta">
              <Trans>
                Registration {dateOf(c.beginTime)} – {dateOf(c.endTime)}
              </Trans>
            </div>
            <Link
              to="/register/$conferenceId/user/login"
              params={{ conferenceId: c.id }}
              className="shell-button primary"
            >
              <Trans>Register</Trans>
            </Link>
          </li>
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
