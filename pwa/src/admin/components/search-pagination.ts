import type { TablePaginationConfig } from "antd";

type Paged = { page?: number; size?: number };

/**
 * A table's pager kept in the page's URL search: page 1 and the default size stay out of the address, and
 * changing the size goes back to page 1.
 */
export function searchPagination<S extends Paged>(options: {
  search: S;
  setSearch: (next: S) => void;
  total: number;
  sizes: readonly number[];
  defaultSize: number;
  showTotal: (count: number) => string;
}): TablePaginationConfig {
  const { search, setSearch, sizes, defaultSize } = options;
  const page = search.page ?? 1;
  const size = search.size ?? defaultSize;
  return {
    current: page,
    pageSize: size,
    total: options.total,
    pageSizeOptions: [...sizes],
    showSizeChanger: true,
    showTotal: options.showTotal,
    onChange: (nextPage, nextSize) =>
      setSearch({
        ...search,
        page: nextSize !== size || nextPage === 1 ? undefined : nextPage,
        size: nextSize === defaultSize ? undefined : (nextSize as S["size"]),
      }),
  };
}

/** Whether the search sets any filter: anything but the pager's page and size. */
export const hasFilters = (search: object) =>
  Object.entries(search).some(([key, value]) => key !== "page" && key !== "size" && value !== undefined);
