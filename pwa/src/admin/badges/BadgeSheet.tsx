import type { BadgePage } from "@confreg/shared";
import type { RenderedBadge } from "./use-badge-renderer";

/** A CSS name for a page size, so badges of different sizes print on pages of their own size. */
export const pageName = ({ width, height }: BadgePage) =>
  `badge-page-${String(width).replace(".", "_")}x${String(height).replace(".", "_")}`;

/**
 * The print window's page rules: each badge on a page of its own, exactly its size, without margins
 * (CSS named pages: a batch may mix sizes when templates differ).
 */
export function badgePageStyle(pages: readonly BadgePage[]): string {
  const sizes = [...new Map(pages.map((page) => [pageName(page), page])).values()];
  const first = sizes[0] ?? { width: 105, height: 148 };
  const named = sizes
    .map((page) => {
      const name = pageName(page);
      return `@page ${name} { size: ${page.width}mm ${page.height}mm; margin: 0; } .${name} { page: ${name}; }`;
    })
    .join("\n");
  return `@page { size: ${first.width}mm ${first.height}mm; margin: 0; }
${named}
html, body { margin: 0 !important; padding: 0 !important; background: #fff; }
.badge-sheet { break-after: page; overflow: hidden; }
.badge-sheet:last-child { break-after: auto; }
.badge-sheet svg { display: block; }`;
}

type Props = {
  badge: RenderedBadge;
  testId?: string;
  /** "page": its size in millimetres (printing); "fill": its container's (the designer's canvas). */
  size?: "page" | "fill";
};

/** One badge, at its page's size in millimetres or filling its container. */
export function BadgeSheet({ badge, testId = "badge-sheet", size = "page" }: Props) {
  const { width, height } = badge.layout.page;
  return (
    <div
      className={`badge-sheet ${pageName(badge.layout.page)}`}
      data-testid={testId}
      data-registration-id={badge.id}
      style={
        size === "page" ? { width: `${width}mm`, height: `${height}mm` } : { width: "100%", height: "100%" }
      }
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the shared renderer escapes every text and admits only embedded or the server's own images.
      dangerouslySetInnerHTML={{ __html: badge.svg }}
    />
  );
}
