import type { BadgePage } from "@confreg/shared";
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import type { KioskRow } from "#renderer/api/payload";
import type { StoredEnrolment } from "#renderer/db/db";
import { getBadgeTemplates } from "#renderer/db/instance";
import { afterNextPaint } from "#renderer/hooks/after-paint";
import { useLiveQuery } from "#renderer/hooks/use-live-query";
import { type KioskBadge, kioskBadge } from "./templates";

/**
 * The badge of the person on screen, drawn by the shared renderer with the template chosen for them from
 * the stored ones (templates.ts); null until the stored templates are read.
 */
function useBadge(registration: KioskRow | null, enrolment: StoredEnrolment): KioskBadge | null {
  const templates = useLiveQuery(getBadgeTemplates);
  const stored = templates.loaded ? templates.value : null;
  return useMemo(
    () => (registration && stored !== null ? kioskBadge(registration, stored, enrolment) : null),
    [registration, stored, enrolment],
  );
}

type Waiter = { registration: KioskRow; resolve: (badge: KioskBadge | null) => void };

/**
 * The badge of the person on screen, drawn once the screen showing them has painted: it is printed, never
 * seen, so drawing it (the template, the QR code, the logo) does not delay the scan's result. `badge` is
 * null until it is drawn. `whenDrawn(registration)` resolves with it once it is in the page (a print
 * waits for it), or with null when someone else is on screen by then.
 */
export function useBadgeOnScreen(registration: KioskRow | null, enrolment: StoredEnrolment) {
  const [drawFor, setDrawFor] = useState<KioskRow | null>(null);
  useEffect(() => afterNextPaint(() => setDrawFor(registration)), [registration]);
  const drawn = useBadge(drawFor, enrolment);
  const badge = drawFor === registration ? drawn : null;
  const onScreen = useRef<{ registration: KioskRow | null; badge: KioskBadge | null }>({
    registration,
    badge,
  });
  const waiters = useRef<Waiter[]>([]);
  // After each commit, when the page holds what was rendered: answer the prints waiting for this badge.
  useLayoutEffect(() => {
    onScreen.current = { registration, badge };
    waiters.current = waiters.current.filter((waiter) => {
      if (waiter.registration === registration && !badge) return true;
      waiter.resolve(waiter.registration === registration ? badge : null);
      return false;
    });
  });
  const whenDrawn = useCallback((person: KioskRow): Promise<KioskBadge | null> => {
    const now = onScreen.current;
    if (now.registration !== person) return Promise.resolve(null);
    if (now.badge) return Promise.resolve(now.badge);
    return new Promise((resolve) => waiters.current.push({ registration: person, resolve }));
  }, []);
  return { badge, whenDrawn };
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
