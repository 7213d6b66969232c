import {
  type AdminRegistrationPage,
  type AdminScope,
  pageSizes,
  type RegistrationListFilterName,
  registrationListFilterNames,
  registrationListFilters,
} from "@confreg/shared";
import { z } from "zod";
import type { RegistrationListParams } from "#admin/queries/registrations";

/** Page sizes of the registration list (spec 002 §9; the 300 of the print list is not offered here). */
export const listPageSizes = pageSizes.filter((n) => n <= 100);
export const defaultPageSize = 10;

type Filters = typeof registrationListFilters;

/**
 * A filter as the URL holds it: the API's own schema (so the URL accepts what the API accepts), reading
 * numbers the router parsed (`?keyword=123`) as the text the API receives, and dropping what it refuses.
 */
const fromUrl = (schema: z.ZodType) =>
  z
    .preprocess((value) => (typeof value === "number" ? String(value) : value), schema)
    .optional()
    .catch(undefined);

/** Each filter's value as its declared schema gives it (a number for ids and enums, text for words). */
type FilterValues = { [K in RegistrationListFilterName]: z.output<Filters[K]["schema"]> };

const filterShape = Object.fromEntries(
  registrationListFilterNames.map((name) => [name, fromUrl(registrationListFilters[name].schema)]),
) as unknown as {
  [K in RegistrationListFilterName]: z.ZodOptional<z.ZodType<NonNullable<FilterValues[K]>>>;
};

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
 * Filters and paging of registerList, kept in the URL so reload and back keep them. A page reached by
 * next or previous also keeps the row it continues from (`after` / `before`, the API's cursors), so a deep
 * page is read from there rather than counted from the start.
 */
const searchSchema = z.object({
  page: z.coerce.number().int().min(1).optional().catch(undefined),
  size: z.coerce.number().pipe(z.literal(listPageSizes)).optional().catch(undefined),
  after: rowId,
  before: rowId,
  ...filterShape,
});
export type RegisterListSearch = z.infer<typeof searchSchema>;
export type RegisterListFilters = Omit<RegisterListSearch, "page" | "size" | "after" | "before">;

export const registerListSearch = (raw: Record<string, unknown>): RegisterListSearch =>
  searchSchema.parse(renameOld(raw));

/**
 * The search of the page the pager asks for: the next page continues after the last row shown, the
 * previous one before the first (the cursors of the page on screen); any other page, or another size, is
 * counted from the start, and page 1 is always the newest rows.
 */
export function withCursor(
  next: RegisterListSearch,
  current: RegisterListSearch,
  cursors: AdminRegistrationPage["cursors"] | undefined,
): RegisterListSearch {
  const page = current.page ?? 1;
  const target = next.page ?? 1;
  const plain = { ...next, after: undefined, before: undefined };
  if (!cursors || next.size !== current.size) return plain;
  if (target === page + 1 && cursors.after !== null) return { ...plain, after: cursors.after };
  if (target === page - 1 && target > 1 && cursors.before !== null)
    return { ...plain, before: cursors.before };
  return plain;
}

/** Whether a filter is offered in a scope (some only in the all-conferences scope). */
export const offeredIn = (name: RegistrationListFilterName, scope: AdminScope): boolean =>
  scope === "all" || !(registrationListFilters[name] as { allScopeOnly?: boolean }).allScopeOnly;

/**
 * The API query for a scope and the URL's filters, every declared filter passed as the API names it. In
 * one conference's scope the conference is the scope and the all-conferences filters do not apply.
 */
export function toListParams(search: RegisterListSearch, scope: AdminScope): RegistrationListParams {
  const params: RegistrationListParams = {
    page: String(search.page ?? 1),
    size: String(search.size ?? defaultPageSize),
  };
  for (const name of registrationListFilterNames) {
    const value = search[name];
    if (offeredIn(name, scope) && value !== undefined && value !== "") params[name] = String(value);
  }
  if (scope !== "all") params.conferenceId = String(scope);
  if (search.after !== undefined) params.after = String(search.after);
  else if (search.before !== undefined) params.before = String(search.before);
  return params;
}
