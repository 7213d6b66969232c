import {
  type BadgeLayout,
  type BadgeRow,
  type BadgeTemplate,
  badgePersonOf,
  chooseBadgeTemplate,
  defaultBadgeLayout,
  renderBadgeSvg,
} from "@confreg/shared";
import { useQueries } from "@tanstack/react-query";
import { badgeTemplatesQuery, logoDataUrlQuery } from "#admin/queries/badges";

/** One person's badge, ready to show or print: its page and the SVG the shared renderer drew. */
export type RenderedBadge = { id: number; layout: BadgeLayout; svg: string };

/** Draws a badge with a layout: the person's row, the conference's title, an embedded logo, the QR code. */
export const drawBadge = (layout: BadgeLayout, row: BadgeRow, logoHref: string | null): string =>
  renderBadgeSvg(layout, badgePersonOf(row), {
    conferenceTitle: row.conference.title,
    logoHref,
    qr: row.qr,
  });

/**
 * Badges of the given conferences as the kiosk prints them: each person's template (participant type,
 * print type, default; the built-in layout when the conference has none), its logo embedded. `ready`
 * once the templates and logos are in.
 */
export function useBadgeRenderer(conferenceIds: readonly number[]) {
  const templates = useQueries({
    queries: [...new Set(conferenceIds)].map((id) => badgeTemplatesQuery(id)),
  });
  const all: BadgeTemplate[] = templates.flatMap((query) => query.data ?? []);
  const logoUrls = [...new Set(all.flatMap((t) => (t.logoUrl ? [t.logoUrl] : [])))];
  const logos = useQueries({ queries: logoUrls.map((url) => logoDataUrlQuery(url)) });
  const logoOf = new Map(logoUrls.map((url, index) => [url, logos[index]?.data ?? null]));
  const ready = templates.every((q) => !q.isPending) && logos.every((q) => !q.isPending);
  const failed = templates.find((q) => q.isError)?.error ?? logos.find((q) => q.isError)?.error ?? null;

  const render = (row: BadgeRow): RenderedBadge => {
    const own = all.filter((t) => t.conferenceId === row.conference.id);
    const template = chooseBadgeTemplate(own, {
      participantTypeId: row.participantType.id,
      printType: row.printType,
    });
    const layout = template?.layout ?? defaultBadgeLayout();
    const logo = template?.logoUrl ? (logoOf.get(template.logoUrl) ?? null) : null;
    return { id: row.id, layout, svg: drawBadge(layout, row, logo) };
  };
  return { render, ready, failed };
}
