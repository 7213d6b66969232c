import type { BadgePage } from "@confreg/shared";
import { useMemo } from "react";
import type { KioskRow } from "#renderer/api/payload";
import type { StoredEnrolment } from "#renderer/db/db";
import { getBadgeTemplates } from "#renderer/db/instance";
import { useLiveQuery } from "#renderer/hooks/use-live-query";
import { type KioskBadge, kioskBadge } from "./templates";

/**
 * The badge of the person on screen, drawn by the shared renderer with the template chosen for them from
 * the stored ones (templates.ts); null until the stored templates are read.
 */
export function useBadge(registration: KioskRow | null, enrolment: StoredEnrolment): KioskBadge | null {
  const templates = useLiveQuery(getBadgeTemplates);
  const stored = templates.loaded ? templates.value : null;
  return useMemo(
    () => (registration && stored !== null ? kioskBadge(registration, stored, enrolment) : null),
    [registration, stored, enrolment],
  );
}

/** The print page: exactly the template's size, without margins (the printer's own margins are its stock's). */
export const badgePageRule = ({ width, height }: BadgePage) =>
  `@page { size: ${width}mm ${height}mm; margin: 0; }`;

/**
 * The printed badge (only the print stylesheet shows it): the shared renderer's SVG at the template's page
 * size, on a page of that size.
 */
export function Badge({ badge }: { badge: KioskBadge }) {
  const { page } = badge.layout;
  return (
    <div
      className="badge"
      data-testid="badge"
      data-template={badge.template?.id ?? "built-in"}
      aria-hidden="true"
      style={{ width: `${page.width}mm`, height: `${page.height}mm` }}
    >
      <style>{badgePageRule(page)}</style>
      <div
        className="badge-sheet"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the shared renderer escapes every text and admits only embedded images.
        dangerouslySetInnerHTML={{ __html: badge.svg }}
      />
    </div>
  );
}
