import type { pageCursors } from "@confreg/shared";
import { useEffect } from "react";
import type { z } from "zod";

/** The cursors of the pages beside the page on screen (after its last row, before its first). */
type PageCursors = z.infer<typeof pageCursors>;

/** The pager's part of a search paged by cursors. */
export type PagedSearch = { page?: number; size?: number; after?: number; before?: number };

/**
 * The search of the page the pager asks for: the next page continues after the last row shown, the
 * previous one before the first (the cursors of the page on screen); any other page, or another size, is
 * counted from the start, and page 1 is always the newest rows.
 */
export function withCursor<S extends PagedSearch>(next: S, current: S, cursors: PageCursors | undefined): S {
  const page = current.page ?? 1;
  const target = next.page ?? 1;
  const plain = { ...next, after: undefined, before: undefined };
  if (!cursors || next.size !== current.size) return plain;
  if (target === page + 1 && cursors.after !== null) return { ...plain, after: cursors.after };
  if (target === page - 1 && target > 1 && cursors.before !== null)
    return { ...plain, before: cursors.before };
  return plain;
}

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

type ListState = {
  data?: { cursors: PageCursors; totalPages: number };
  isPlaceholderData: boolean;
};

/**
 * The paging of a list paged by cursors, kept in the URL: the page and size shown (the list's default
 * size), a new search, a page the pager asks for (continuing from the cursors of the page on screen only:
 * while the next one loads, the table still shows the last), and a page past the end (rows deleted
 * meanwhile, an old link) replaced by the last page.
 */
export function useListPaging<S extends PagedSearch>(
  defaultSize: number,
  search: S,
  go: (next: S, replace?: boolean) => void,
  list: ListState,
) {
  const page = search.page ?? 1;
  const size = search.size ?? defaultSize;
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
