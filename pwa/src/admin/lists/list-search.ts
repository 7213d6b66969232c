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

/** What a page keeps in its URL beside the list's query (a column it shows...): never sent to the API. */
export type ListView = Record<string, z.ZodType>;
export type ViewSearch<V extends ListView> = { [K in keyof V]?: z.infer<V[K]> };

/**
 * A declared list's URL search: its filters as the API reads them (a value the API would refuse is
 * dropped, not an error page), its pager, and the page's own `view` settings, so reload and back keep them.
 */
export function listSearch<D extends ListDeclaration, V extends ListView = Record<never, z.ZodType>>(
  list: D,
  view?: V,
): z.ZodType<ListSearch<D> & ViewSearch<V>> {
  const filters = Object.fromEntries(
    Object.entries(list.filters).map(([name, filter]) => [name, fromUrl(filterSchema(filter))]),
  );
  const own = Object.fromEntries(
    Object.entries(view ?? {}).map(([name, schema]) => [name, schema.optional().catch(undefined)]),
  );
  return z.object({ ...pagingSearch(list), ...filters, ...own }) as unknown as z.ZodType<
    ListSearch<D> & ViewSearch<V>
  >;
}

/** The search's filters, without its pager or the page's view: what the filter form shows and sets. */
export function filtersOf<D extends ListDeclaration>(list: D, search: ListSearch<D>): ListFilterValues<D> {
  const values = search as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(list.filters).flatMap((name) => (values[name] === undefined ? [] : [[name, values[name]]])),
  ) as ListFilterValues<D>;
}

/**
 * The search a new choice of filters makes: those filters, from the first page, with what the reader set
 * apart from them kept (the page size, the page's view).
 */
export function withFilters<D extends ListDeclaration>(
  list: D,
  search: ListSearch<D>,
  filters: ListFilterValues<D>,
): ListSearch<D> {
  const moved = new Set(["page", "after", "before", ...Object.keys(list.filters)]);
  const kept = Object.entries(search as Record<string, unknown>).filter(
    ([name, value]) => !moved.has(name) && value !== undefined,
  );
  return { ...Object.fromEntries(kept), ...filters } as ListSearch<D>;
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
