import { type AdminScope, type FilterValue, filterSchema, type ListDeclaration } from "@confreg/shared";
import { z } from "zod";

/** A declared list's filters as the page holds them: each optional, typed as the API reads it. */
export type ListFilterValues<D extends ListDeclaration> = {
  [K in keyof D["filters"]]?: FilterValue<D["filters"][K]>;
};
/** A declared list's own parameters (members' list `kind`...) as the page holds them: each optional. */
export type ListParamValues<D extends ListDeclaration> =
  D["params"] extends Readonly<Record<string, z.ZodType>>
    ? { [K in keyof D["params"]]?: z.infer<D["params"][K]> }
    : unknown;
/** Where a list's pager stands in the URL, by its kind of paging. */
export type PagingSearch<P extends ListDeclaration["paging"]> = P extends { kind: "after" }
  ? { after?: number }
  : P extends { kind: "cursors" }
    ? { page?: number; size?: number; after?: number; before?: number }
    : { page?: number; size?: number };
/**
 * The URL's search: the filters, the list's own parameters and where the pager is (a page and size; with
 * cursors, the row the page continues after or before; or, newest first, the row it continues after).
 */
export type ListSearch<D extends ListDeclaration> = ListFilterValues<D> &
  ListParamValues<D> &
  PagingSearch<D["paging"]>;
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

const rowId = z.coerce.number().int().min(1).optional().catch(undefined);

function pagingSearch(list: ListDeclaration) {
  const { paging } = list;
  if (paging.kind === "after") return { after: rowId };
  const page = {
    page: z.coerce.number().int().min(1).optional().catch(undefined),
    size: z.coerce.number().pipe(z.literal(paging.sizes)).optional().catch(undefined),
  };
  return paging.kind === "cursors" ? { ...page, after: rowId, before: rowId } : page;
}

/** Links made before the conference filter took the API's name carry `conference`. */
const renameOldConference = (raw: unknown) => {
  if (typeof raw !== "object" || raw === null) return raw;
  const { conference, ...rest } = raw as Record<string, unknown>;
  return conference !== undefined && rest.conferenceId === undefined
    ? { ...rest, conferenceId: conference }
    : rest;
};

/** What a page keeps in its URL beside the list's query (a column it shows...): never sent to the API. */
export type ListView = Record<string, z.ZodType>;
export type ViewSearch<V extends ListView> = { [K in keyof V]?: z.infer<V[K]> };

/**
 * A declared list's URL search: its filters and own parameters as the API reads them (a value the API
 * would refuse is dropped, not an error page), its pager, and the page's own `view` settings, so reload
 * and back keep them.
 */
export function listSearch<D extends ListDeclaration, V extends ListView = Record<never, z.ZodType>>(
  list: D,
  view?: V,
): z.ZodType<ListSearch<D> & ViewSearch<V>> {
  const filters = Object.fromEntries(
    Object.entries(list.filters).map(([name, filter]) => [name, fromUrl(filterSchema(filter))]),
  );
  const params = Object.fromEntries(
    Object.entries(list.params ?? {}).map(([name, schema]) => [name, fromUrl(schema)]),
  );
  const own = Object.fromEntries(
    Object.entries(view ?? {}).map(([name, schema]) => [name, schema.optional().catch(undefined)]),
  );
  const search = z.object({ ...pagingSearch(list), ...filters, ...params, ...own });
  const conference = Object.values(list.filters).some((filter) => filter.kind === "conference");
  return (conference ? z.preprocess(renameOldConference, search) : search) as unknown as z.ZodType<
    ListSearch<D> & ViewSearch<V>
  >;
}

/** The search's filters, without its pager, own parameters or the page's view: what the filter form sets. */
export function filtersOf<D extends ListDeclaration>(list: D, search: ListSearch<D>): ListFilterValues<D> {
  const values = search as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(list.filters).flatMap((name) => (values[name] === undefined ? [] : [[name, values[name]]])),
  ) as ListFilterValues<D>;
}

/**
 * The search a new choice of filters makes: those filters, from the first page, with what the reader set
 * apart from them kept (the page size, the list's own parameters, the page's view).
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

/** The list's own parameters the search sets (members' `kind`...): kept when the filters change. */
export function paramsOf<D extends ListDeclaration>(list: D, search: ListSearch<D>): Record<string, unknown> {
  const values = search as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(list.params ?? {})
      .filter((name) => values[name] !== undefined)
      .map((name) => [name, values[name]]),
  );
}

/** The pager's part of the API query: none for a list the API answers whole. */
function pagingParams(list: ListDeclaration, values: Record<string, unknown>): ListParams {
  switch (list.paging.kind) {
    case "all":
      return {};
    case "after": {
      const size = String(list.paging.defaultSize);
      return values.after === undefined ? { size } : { size, after: String(values.after) };
    }
    case "pages":
      return { page: String(values.page ?? 1), size: String(values.size ?? list.paging.defaultSize) };
    case "cursors": {
      const page = { page: String(values.page ?? 1), size: String(values.size ?? list.paging.defaultSize) };
      // One cursor at most: `after` first.
      if (values.after !== undefined) return { ...page, after: String(values.after) };
      return values.before === undefined ? page : { ...page, before: String(values.before) };
    }
  }
}

/**
 * The API query of a declared list: the pager with its defaults, each set filter and own parameter; in
 * one conference's scope the conference is the scope, whatever the URL says, and the host (an
 * all-conferences filter) is not asked. A list of the path's
 * conference carries it as `conferenceId`, for its query module to put in the path.
 */
export function toListParams<D extends ListDeclaration>(
  list: D,
  search: ListSearch<D>,
  scope: AdminScope,
): ListParams {
  const values = search as Record<string, unknown>;
  const params = pagingParams(list, values);
  if (list.scope === "conferenceParam" && scope !== "all") params.conferenceId = String(scope);
  for (const [name, filter] of Object.entries(list.filters)) {
    if (filter.kind === "host" && scope !== "all") continue;
    const value = filter.kind === "conference" && scope !== "all" ? scope : values[name];
    if (value !== undefined && value !== "") params[name] = String(value);
  }
  for (const [name, value] of Object.entries(paramsOf(list, search))) params[name] = String(value);
  return params;
}
