import type { z } from "zod";
import { memberListKind, memberRow } from "../api/members";
import { pageSizes } from "../schemas/common";
import type { ListDeclaration } from "./declaration";
import { listPage, listQuery } from "./query";

/**
 * societyMembers: one of the society's lists (its members, its committee: `kind`, required, the page's
 * tabs), by member number, searched by part of a name, member number or unit.
 */
export const memberList = {
  id: "societyMembers",
  permission: "members.manage",
  scope: "global",
  filters: {
    q: {
      kind: "search",
      label: /*i18n*/ { id: "societyMembers.filter.q", message: "Name, member number or unit" },
      maxLength: 100,
    },
  },
  paging: { kind: "pages", sizes: pageSizes, defaultSize: 10 },
  row: memberRow,
  params: { kind: memberListKind },
  total: /*i18n*/ {
    id: "societyMembers.total",
    message: "{count, plural, one {# entry} other {# entries}}",
  },
  empty: {
    none: /*i18n*/ { id: "societyMembers.empty", message: "No one on this list yet" },
    filtered: /*i18n*/ { id: "societyMembers.emptyFiltered", message: "No one on this list matches" },
  },
} as const satisfies ListDeclaration;

/** GET /api/admin/members: page and size, the search, the list. */
export const memberListQuery = listQuery(memberList);
export type MemberListQuery = z.input<typeof memberListQuery>;
export const memberPage = listPage(memberList);
export type MemberPage = z.infer<typeof memberPage>;
