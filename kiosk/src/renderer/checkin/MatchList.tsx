import { pickText } from "@confreg/shared";
import { Trans } from "@lingui/react/macro";
import type { KioskRow } from "#renderer/api/payload";
import { currentLocale } from "#renderer/i18n";

type Props = {
  query: string;
  matches: KioskRow[];
  /** More people match than are listed: type more of the name. */
  more: boolean;
  onChoose: (registration: KioskRow) => void;
};

/**
 * The people a name search found, best first, at most a screenful; each with what tells namesakes apart,
 * masked as on the person card: unit, type, the phone masked. No part of an ID number: the kiosk holds
 * none (DOMAIN.md §9).
 */
export function MatchList({ query, matches, more, onChoose }: Props) {
  const locale = currentLocale();
  const count = matches.length;
  return (
    <section className="match-list" data-testid="name-matches" aria-label={query}>
      <p className="match-head">
        {more ? (
          <Trans>
            The first {count} people matching “{query}”. Type more of the name to narrow the list.
          </Trans>
        ) : (
          <Trans>
            {count} people match “{query}”. Choose one.
          </Trans>
        )}
      </p>
      <ul>
        {matches.map((row) => (
          <li key={row.id}>
            <button
              type="button"
              className={`match ${row.checkIn.eligible ? "" : "is-blocked"}`}
              data-testid="name-match"
              data-registration={row.id}
              onClick={() => onChoose(row)}
            >
              <span className="match-name">
                <strong className="match-person">{row.name}</strong>
                {row.nameEn && row.nameEn !== row.name && <span lang="en">{row.nameEn}</span>}
              </span>
              <span className="match-unit">{row.unit || "—"}</span>
              <span className="match-facts">
                <span>{pickText(row.participantType, locale)}</span>
                <span className="mono">{row.phoneMasked || "—"}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
