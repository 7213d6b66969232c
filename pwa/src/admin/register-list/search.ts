import {
  type AdminRegistrationPage,
  type AdminScope,
  type ListFilter,
  pageSizes,
  registrationListFilters,
} from "@confreg/shared";
import { z } from "zod";
import type { RegistrationListParams } from "#admin/queries/registrations";

/** Page sizes of the registration list (spec 002 §9; the 300 of the print list is not offered here). */
export const listPageSizes = pageSizes.filter((n) => n <= 100);
export const defaultPageSize = 10;

/** A list's declared filters (shared registration-list.ts, lodging-list.ts), by query parameter. */
type Filters = Record<string, ListFilter>;

/**
 * A filter as the URL holds it: the API's own schema (so the URL accepts what the API accepts), reading
 * numbers the router parsed (`?keyword=123`) as the text the API receives, and dropping what it refuses.
 */
const fromUrl = (schema: z.ZodType) =>
  z
    .preprocess((value) => (typeof value === "number" ? String(value) : value), schema)
    .optional()
    .catch(undefined);

/** The paging part of a list's search. */
export type PagedSearch = { page?: number; size?: number; after?: number; before?: number };

/** Paging, the cursors beside a page, and each filter's value as its declared schema gives it. */
export type ListSearch<F extends Filters> = {
  page?: number;
  size?: (typeof listPageSizes)[number];
  after?: number;
  before?: number;
} & { [K in keyof F]?: NonNullable<z.output<F[K]["schema"]>> };
export type ListSearchFilters<F extends Filters> = Omit<ListSearch<F>, "page" | "size" | "after" | "before">;

/** Links made before the conference filter took the API's name carry `conference`. */
const renameOld = (raw: unknown) => {
  if (typeof raw !== "object" || raw === null) return raw;
  const { conference, ...rest } = raw as Record<string, unknown>;
  return conference !== undefined && rest.conferenceId === undefined
    ? { ...rest, conferenceId: conference }
    : rest;
};

const rowId = z.coerce.number().int().min(1).optional().catch(undefined);

/**
 * A list's filters and paging, kept in the URL so reload and back keep them (`parse`), and the API query
 * for a scope and the URL's filters (`toParams`). A page reached by next or previous also keeps the row it
 * continues from (`after` / `before`, the API's cursors), so a deep page is read from there rather than
 * counted from the start. In one conference's scope the conference is the scope and the all-conferences
 * filters do not apply (`offeredIn`).
 */
export function listSearch<F extends Filters>(filters: F) {
  const names = Object.keys(filters) as (keyof F & string)[];
  const schema = z.object({
    page: z.coerce.number().int().min(1).optional().catch(undefined),
    size: z.coerce.number().pipe(z.literal(listPageSizes)).optional().catch(undefined),
    after: rowId,
    before: rowId,
    ...Object.fromEntries(Object.entries(filters).map(([name, filter]) => [name, fromUrl(filter.schema)])),
  });
  const offeredIn = (name: keyof F & string, scope: AdminScope): boolean =>
    scope === "all" || !(filters[name] as ListFilter | undefined)?.allScopeOnly;
  const toParams = (search: ListSearch<F>, scope: AdminScope) => {
    const params: Record<string, string> = {
      page: String(search.page ?? 1),
      size: String(search.size ?? defaultPageSize),
    };
    for (const name of names) {
      const value: unknown = search[name];
      if (offeredIn(name, scope) && value !== undefined && value !== "") params[name] = String(value);
    }
    if (scope !== "all") params.conferenceId = String(scope);
    if (search.after !== undefined) params.after = String(search.after);
    else if (search.before !== undefined) params.before = String(search.before);
    return params as Record<string, string> & { page: string; size: string };
  };
  return {
    names,
    parse: (raw: Record<string, unknown>) => schema.parse(renameOld(raw)) as ListSearch<F>,
    offeredIn,
    toParams,
  };
}

const registrationSearch = listSearch(registrationListFilters);
/** Filters and paging of registerList (and checklist). */
export type RegisterListSearch = ListSearch<typeof registrationListFilters>;
export type RegisterListFilters = ListSearchFilters<typeof registrationListFilters>;
export const registerListSearch = registrationSearch.parse;

/**
 * The search of the page the pager asks for: the next page continues after the last row shown, the
 * previous one before the first (the cursors of the page on screen); any other page, or another size, is
 * counted from the start, and page 1 is always the newest rows.
 */
export function withCursor<S extends PagedSearch>(
  next: S,
  current: S,
  cursors: AdminRegistrationPage["cursors"] | undefined,
): S {
  const page = current.page ?? 1;
  const target = next.page ?? 1;
  const plain = { ...next, after: undefined, before: undefined };
  if (!cursors || next.size !== current.size) return plain;
  if (target === page + 1 && cursors.after !== null) return { ...plain, after: cursors.after };
  if (target === page - 1 && target > 1 && cursors.before !== null)
    return { ...plain, before: cursors.before };
  return plain;
}

/** Whether a filter of the registration list is offered in a scope (some only in the all-conferences one). */
export const offeredIn = registrationSearch.offeredIn;

/** The registration list's API query for a scope and the URL's filters. */
export const toListParams = (search: RegisterListSearch, scope: AdminScope): RegistrationListParams =>
  registrationSearch.toParams(search, scope);
