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

/** What the pager reads of the page on screen: how many pages, and the cursors beside it. */
export type ShownPage = {
  data?: { totalPages: number; cursors?: PageCursors };
  isPlaceholderData: boolean;
};

/**
 * A numbered list's pager kept in the URL: the search of a page the pager asks for (paged by cursors, the
 * next or previous page continues from the cursors of the page on screen only: while the next one loads,
 * the table still shows the last), and a page past the end (rows gone meanwhile, an old link) replaced
 * in place by the last page, counted from the start.
 */
export function useListPaging<S extends PagedSearch>(
  cursors: boolean,
  search: S,
  onSearch: (next: S, options?: { replace: boolean }) => void,
  page: ShownPage,
): (next: S) => void {
  const lastPage = page.data?.totalPages ?? 0;
  const at = search.page ?? 1;
  useEffect(() => {
    if (lastPage === 0 || at <= lastPage) return;
    const last = cursors ? lastPageInstead(search, lastPage) : { ...search, page: lastPage };
    if (last) onSearch(last, { replace: true });
  }, [cursors, lastPage, at, search, onSearch]);
  const shown = page.data && !page.isPlaceholderData ? page.data.cursors : undefined;
  return (next) => onSearch(cursors ? withCursor(next, search, shown) : next);
}
