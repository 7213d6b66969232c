import { type AdminScope, type FilterValue, filterSchema, type ListDeclaration } from "@confreg/shared";
import { z } from "zod";

/** A declared list's filters as the page holds them: each optional, typed as the API reads it. */
export type ListFilterValues<D extends ListDeclaration> = {
  [K in keyof D["filters"]]?: FilterValue<D["filters"][K]>;
};
/** The URL's search: the filters and where the pager is (a page and size, or the row it continues after). */
export type ListSearch<D extends ListDeclaration> = ListFilterValues<D> &
  (D["paging"] extends { kind: "after" } ? { after?: number } : { page?: number; size?: number });
/** The API query string: every set filter and the paging, as text. */
export type ListParams = Record<string, string>;

/** A filter the API also takes: its schema, reading what the router parsed as a number as text. */
const fromUrl = (schema: z.ZodType) =>
  z
    .preprocess(
      (value) => (typeof value === "number" || typeof value === "boolean" ? String(value) : value),
      schema,
    )
    .optional()
    .catch(undefined);

function pagingSearch(list: ListDeclaration) {
  const { paging } = list;
  if (paging.kind === "after") return { after: z.coerce.number().int().min(1).optional().catch(undefined) };
  return {
    page: z.coerce.number().int().min(1).optional().catch(undefined),
    size: z.coerce.number().pipe(z.literal(paging.sizes)).optional().catch(undefined),
  };
}

/**
 * A declared list's URL search: its filters as the API reads them (a value the API would refuse is
 * dropped, not an error page) and its pager, so reload and back keep them.
 */
export function listSearch<D extends ListDeclaration>(list: D): z.ZodType<ListSearch<D>> {
  const filters = Object.fromEntries(
    Object.entries(list.filters).map(([name, filter]) => [name, fromUrl(filterSchema(filter))]),
  );
  return z.object({ ...pagingSearch(list), ...filters }) as unknown as z.ZodType<ListSearch<D>>;
}

/** The search without its pager: what the filter form shows and sets. */
export function filtersOf<D extends ListDeclaration>(search: ListSearch<D>): ListFilterValues<D> {
  const { page: _page, size: _size, after: _after, ...filters } = search as Record<string, unknown>;
  return filters as ListFilterValues<D>;
}

/**
 * The API query of a declared list: the pager with its defaults, and each set filter; in one conference's
 * scope the conference is the scope, whatever the URL says.
 */
export function toListParams<D extends ListDeclaration>(
  list: D,
  search: ListSearch<D>,
  scope: AdminScope,
): ListParams {
  const values = search as Record<string, unknown>;
  const params: ListParams =
    list.paging.kind === "after"
      ? { size: String(list.paging.defaultSize) }
      : { page: String(values.page ?? 1), size: String(values.size ?? list.paging.defaultSize) };
  if (list.paging.kind === "after" && values.after !== undefined) params.after = String(values.after);
  for (const [name, filter] of Object.entries(list.filters)) {
    const value = filter.kind === "conference" && scope !== "all" ? scope : values[name];
    if (value !== undefined && value !== "") params[name] = String(value);
  }
  return params;
}
