import type { z } from "zod";
import { adminAcceptedPaper } from "../api/accepted-papers-admin";
import { pageSizes } from "../schemas/common";
import type { ListDeclaration } from "./declaration";
import { listPage, listQuery } from "./query";

/**
 * acceptedPapers: one conference's accepted papers (the conference in the path), by paper id, searched by
 * part of a paper id, title, author name or submitter e-mail.
 */
export const acceptedPapersList = {
  id: "acceptedPapers",
  permission: "papers.manage",
  scope: "conferenceParam",
  filters: {
    q: {
      kind: "search",
      label: /*i18n*/ { id: "acceptedPapers.filter.q", message: "Paper id, title, author or e-mail" },
      maxLength: 100,
    },
  },
  paging: { kind: "pages", sizes: pageSizes, defaultSize: 10 },
  row: adminAcceptedPaper,
  total: /*i18n*/ { id: "acceptedPapers.total", message: "{count, plural, one {# paper} other {# papers}}" },
  empty: {
    none: /*i18n*/ { id: "acceptedPapers.empty", message: "No accepted papers yet" },
    filtered: /*i18n*/ { id: "acceptedPapers.emptyFiltered", message: "No paper matches this search" },
  },
} as const satisfies ListDeclaration;

/** GET /api/admin/conferences/{conferenceId}/accepted-papers: page and size, the search. */
export const acceptedPaperAdminQuery = listQuery(acceptedPapersList);
export type AcceptedPaperAdminQuery = z.input<typeof acceptedPaperAdminQuery>;
export const acceptedPaperAdminPage = listPage(acceptedPapersList);
export type AcceptedPaperAdminPage = z.infer<typeof acceptedPaperAdminPage>;
