import { pageSizes, registrationList } from "@confreg/shared";
import { useLingui } from "@lingui/react/macro";
import { hasFilters } from "#admin/components/search-pagination";
import type { PagedSearch } from "#admin/lists/use-list-paging";

/** Page sizes the registration family's pager offers (spec 002 §9; the 300 of the print list is not). */
export const listPageSizes = pageSizes.filter((n) => n <= 100);

/**
 * What every registration list's table shares (registerList, checklist, hotelTranslist): rows carrying the
 * registration's id, what an empty list says (with filters or without), a Retry beside a load error, the
 * long-list look, and the pager kept in the URL with the list's page sizes and a quick jumper.
 */
export function useRegistrationTable<S extends PagedSearch>(search: S, setPage: (next: S) => void) {
  const { t } = useLingui();
  return {
    rowIdAttribute: "data-registration-id" as const,
    emptyText: hasFilters(search) ? t`No registration matches these filters` : t`No registrations yet`,
    retry: true,
    long: true,
    pager: {
      search,
      setSearch: setPage,
      sizes: listPageSizes,
      defaultSize: registrationList.paging.defaultSize,
    },
    pagerOptions: { showQuickJumper: true },
  };
}
