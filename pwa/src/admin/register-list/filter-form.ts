import { type ListFilter, registrationListFilters } from "@confreg/shared";
import type { Dayjs } from "dayjs";
import dayjs from "dayjs";

/** A list's declared filters, by query parameter. */
type Filters = Record<string, ListFilter>;
/** The URL's filters of a list (its search without paging). */
type UrlFilters = Record<string, unknown>;

/** The filter form's values: the URL's filters, with days as date picker values. */
export type FilterValues = Record<string, unknown>;

const typed = (kind: string) => kind === "keyword" || kind === "hostUnit";

/**
 * Every filter of the declaration present (the registration list's unless another is given), so setting
 * the form from the URL also clears what the URL no longer has.
 */
export function toFormValues(search: UrlFilters, filters: Filters = registrationListFilters): FilterValues {
  const values: FilterValues = {};
  for (const [name, filter] of Object.entries(filters)) {
    const value = search[name];
    values[name] = filter.control.kind === "date" ? (value ? dayjs(String(value)) : null) : value;
  }
  return values;
}

/** The form's values as URL filters: days as YYYY-MM-DD, typed words trimmed, empty ones left out. */
export function toFilters<T extends UrlFilters>(
  values: FilterValues,
  filters: Filters = registrationListFilters,
): T {
  const out: UrlFilters = {};
  for (const [name, filter] of Object.entries(filters)) {
    const value: unknown = values[name];
    if (value === undefined || value === null) continue;
    const kind = filter.control.kind;
    if (kind === "date") out[name] = (value as Dayjs).format("YYYY-MM-DD");
    else if (typed(kind)) {
      const text = String(value).trim();
      if (text) out[name] = text;
    } else out[name] = value;
  }
  return out as T;
}
