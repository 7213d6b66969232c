import { z } from "zod";
import { groupSchemeRecord } from "../api/conference-editor";
import { bilingual, id, pageSizes } from "../schemas/common";
import { commonFilters } from "./common-filters";
import type { ListDeclaration } from "./declaration";
import { listPage, listQuery } from "./query";

/** A group discount scheme as the back office lists it across conferences (spec 002 §2 discount scheme list). */
export const adminGroupSchemeRow = groupSchemeRecord.extend({
  conference: z.object({ id, title: bilingual }),
});
export type AdminGroupSchemeRow = z.infer<typeof adminGroupSchemeRow>;

/**
 * groupSchemeList (spec 002 §2 managerGroupSheme): the live discount schemes of the scope, newest first, by
 * conference (all-conferences scope), group type and head count (the fewest people, typed as a number).
 */
export const groupSchemeList = {
  id: "groupSchemeList",
  permission: "conferences.manage",
  scope: "conferenceQuery",
  filters: {
    conferenceId: commonFilters.conferenceId,
    groupType: commonFilters.groupType,
    minNumber: {
      kind: "search",
      label: /*i18n*/ { id: "groupSchemeList.filter.minNumber", message: "Fewest people" },
      maxLength: 6,
    },
  },
  paging: { kind: "pages", sizes: pageSizes.filter((n) => n <= 100), defaultSize: 10 },
  row: adminGroupSchemeRow,
  total: /*i18n*/ {
    id: "groupSchemeList.total",
    message: "{count, plural, one {# discount plan} other {# discount plans}}",
  },
  empty: {
    none: /*i18n*/ { id: "groupSchemeList.empty", message: "No discount plans yet" },
    filtered: /*i18n*/ {
      id: "groupSchemeList.emptyFiltered",
      message: "No discount plan matches these filters",
    },
  },
} as const satisfies ListDeclaration;

export const adminGroupSchemeQuery = listQuery(groupSchemeList);
export type AdminGroupSchemeQuery = z.infer<typeof adminGroupSchemeQuery>;
export const adminGroupSchemePage = listPage(groupSchemeList);
