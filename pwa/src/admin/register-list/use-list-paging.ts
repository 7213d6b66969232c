import type { AdminRegistrationPage } from "@confreg/shared";
import { useEffect } from "react";
import { defaultPageSize, type PagedSearch, withCursor } from "./search";

type ListState = {
  data?: { cursors: AdminRegistrationPage["cursors"]; totalPages: number };
  isPlaceholderData: boolean;
};

/**
 * The search to show instead of a page past the end (rows deleted meanwhile, an old link): the last page,
 * counted from the start; null while the page exists, or when there is no page at all (the count not
 * known yet, or nothing found).
 */
export function lastPageInstead<S extends PagedSearch>(search: S, lastPage: number): S | null {
  const page = search.page ?? 1;
  if (lastPage === 0 || page <= lastPage) return null;
  return { ...search, page: lastPage, after: undefined, before: undefined };
}

/**
 * The paging of a registration list kept in the URL: the page and size shown, a new search, a page the
 * pager asks for (continuing from the cursors of the page on screen only: while the next one loads, the
 * table still shows the last), and a page past the end (rows deleted meanwhile, an old link) replaced by
 * the last page.
 */
export function useListPaging<S extends PagedSearch>(
  search: S,
  go: (next: S, replace?: boolean) => void,
  list: ListState,
) {
  const page = search.page ?? 1;
  const size = search.size ?? defaultPageSize;
  const shown = list.data && !list.isPlaceholderData ? list.data.cursors : undefined;
  const lastPage = list.data?.totalPages ?? 0;
  useEffect(() => {
    const last = lastPageInstead(search, lastPage);
    if (last) go(last, true);
  }, [lastPage, go, search]);
  return {
    page,
    size,
    setSearch: (next: S) => go(next),
    setPage: (next: S) => go(withCursor(next, search, shown)),
  };
}
