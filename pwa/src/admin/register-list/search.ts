import {
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

/** Filters and paging of registerList, kept in the URL so reload and back keep them. */
const searchSchema = z.object({
  page: z.coerce.number().int().min(1).optional().catch(undefined),
  size: z.coerce.number().pipe(z.literal(listPageSizes)).optional().catch(undefined),
  ...filterShape,
});
export type RegisterListSearch = z.infer<typeof searchSchema>;
export type RegisterListFilters = Omit<RegisterListSearch, "page" | "size">;

export const registerListSearch = (raw: Record<string, unknown>): RegisterListSearch =>
  searchSchema.parse(renameOld(raw));

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
  return params;
}
