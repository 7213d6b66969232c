import { pickText } from "@confreg/shared";
import type { KioskRow } from "#renderer/api/payload";
import { currentLocale } from "#renderer/i18n";

/**
 * The printed badge (only the print stylesheet shows it): name large, English name, unit, participant type.
 * Names under 6 characters print at 60px, longer ones at 35px (spec 002 §9), and never overflow the card.
 */
export function Badge({ registration: r }: { registration: KioskRow }) {
  const nameSize = [...r.name].length < 6 ? "badge-name-large" : "badge-name-small";
  return (
    <div className="badge" data-testid="badge" aria-hidden="true">
      <div className={`badge-name ${nameSize}`}>{r.name}</div>
      {r.nameEn && <div className="badge-name-en">{r.nameEn}</div>}
      {r.unit && <div className="badge-unit">{r.unit}</div>}
      <div className="badge-type">{pickText(r.participantType, currentLocale())}</div>
    </div>
  );
}
