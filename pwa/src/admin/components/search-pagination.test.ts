import { describe, expect, it } from "vitest";
import { hasFilters, searchPagination } from "./search-pagination";

type Search = { page?: number; size?: number; keyword?: string };

/** The search the pager's change leads to. */
function afterChange(search: Search, page: number, size: number): Search | undefined {
  let next: Search | undefined;
  const pager = searchPagination({
    search,
    setSearch: (s) => {
      next = s;
    },
    total: 500,
    sizes: [10, 20, 50],
    defaultSize: 10,
    showTotal: (count) => `${count} in all`,
  });
  pager.onChange?.(page, size);
  return next;
}

describe("a back-office table's pager kept in the URL", () => {
  it("keeps page 1 and the default size out of the address, and the filters in it", () => {
    expect(afterChange({ page: 3, keyword: "张" }, 1, 10)).toEqual({
      keyword: "张",
      page: undefined,
      size: undefined,
    });
    expect(afterChange({ keyword: "张" }, 4, 10)).toEqual({ keyword: "张", page: 4, size: undefined });
  });

  it("goes back to page 1 when the size changes", () => {
    expect(afterChange({ page: 4 }, 4, 50)).toEqual({ page: undefined, size: 50 });
  });

  it("shows the page and size of the search", () => {
    const pager = searchPagination({
      search: { page: 2, size: 20 },
      setSearch: () => undefined,
      total: 45,
      sizes: [10, 20],
      defaultSize: 10,
      showTotal: (count) => `${count} in all`,
    });
    expect(pager).toMatchObject({ current: 2, pageSize: 20, total: 45, pageSizeOptions: [10, 20] });
  });
});

describe("whether a list is filtered", () => {
  it("counts any filter but the pager's page and size", () => {
    expect(hasFilters({ page: 2, size: 20 })).toBe(false);
    expect(hasFilters({ page: 2, keyword: undefined })).toBe(false);
    expect(hasFilters({ payStatus: 0 })).toBe(true);
  });
});
