import type { z } from "zod";
import { badgeRow } from "../api/badges";
import { printTypeLabels, printTypeValues } from "../enums";
import { pageSizes } from "../schemas/common";
import { commonFilters } from "./common-filters";
import type { ListDeclaration } from "./declaration";
import { listPage, listQuery } from "./query";

const { conferenceId, participantTypeId, level } = commonFilters;

/**
 * printlist (spec 002 §2 manageGetPrintList): the people to print badges for, newest first, by conference
 * (all-conferences scope), participant type, person level, the badge's print type and a keyword (the
 * registrant, or a card number typed in full); every page size up to 300 (§9).
 */
export const printList = {
  id: "printList",
  permission: "badges.print",
  scope: "conferenceQuery",
  filters: {
    conferenceId,
    participantTypeId,
    level,
    printType: {
      kind: "enum",
      label: /*i18n*/ { id: "printList.filter.printType", message: "Print type" },
      values: printTypeValues,
      labels: printTypeLabels,
    },
    keyword: {
      kind: "keyword",
      label: /*i18n*/ {
        id: "printList.filter.keyword",
        message: "Name, unit, e-mail, card number, or a whole phone number",
      },
      maxLength: 100,
    },
  },
  paging: { kind: "pages", sizes: pageSizes, defaultSize: 10 },
  row: badgeRow,
  total: /*i18n*/ { id: "printList.total", message: "{count, plural, one {# person} other {# people}}" },
  empty: {
    none: /*i18n*/ { id: "printList.empty", message: "No registrations yet" },
    filtered: /*i18n*/ { id: "printList.emptyFiltered", message: "Nobody matches these filters" },
  },
} as const satisfies ListDeclaration;

/** GET /api/admin/badges/print-list: page and size, then the filters. */
export const printListQuery = listQuery(printList);
export type PrintListQuery = z.infer<typeof printListQuery>;
export const printListPage = listPage(printList);
export type PrintListPage = z.infer<typeof printListPage>;
