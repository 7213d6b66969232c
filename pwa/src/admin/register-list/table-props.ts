import { registrationList } from "@confreg/shared";
import { useLingui } from "@lingui/react";
import { hasFilters } from "#admin/components/search-pagination";
import type { PagedSearch } from "#admin/lists/use-list-paging";

/**
 * What every registration list's table shares (registerList, checklist, hotelTranslist): rows carrying the
 * registration's id, what an empty list says (with filters or without), a Retry beside a load error, the
 * long-list look, and the pager kept in the URL with the list's page sizes and a quick jumper.
 */
export function useRegistrationTable<S extends PagedSearch>(search: S, setPage: (next: S) => void) {
  const { i18n } = useLingui();
  const { empty } = registrationList;
  return {
    rowIdAttribute: "data-registration-id" as const,
    emptyText: i18n._(hasFilters(search) ? empty.filtered : empty.none),
    retry: true,
    long: true,
    pager: {
      search,
      setSearch: setPage,
      sizes: registrationList.paging.sizes,
      defaultSize: registrationList.paging.defaultSize,
    },
    pagerOptions: { showQuickJumper: true },
  };
}
