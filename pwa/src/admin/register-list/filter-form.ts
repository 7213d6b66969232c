import { registrationListFilterNames, registrationListFilters } from "@confreg/shared";
import type { Dayjs } from "dayjs";
import dayjs from "dayjs";
import type { RegisterListFilters, RegisterListSearch } from "./search";

/** The filter form's values: the URL's filters, with the day as a date picker value. */
export type FilterValues = Omit<RegisterListFilters, "createdDate"> & { createdDate?: Dayjs | null };

const kindOf = (name: keyof RegisterListFilters) => registrationListFilters[name].control.kind;
const typed = (kind: string) => kind === "keyword" || kind === "hostUnit";

/** Every filter present, so setting the form from the URL also clears what the URL no longer has. */
export function toFormValues(search: RegisterListSearch): FilterValues {
  const values: Record<string, unknown> = {};
  for (const name of registrationListFilterNames) {
    const value = search[name];
    values[name] = kindOf(name) === "date" ? (value ? dayjs(String(value)) : null) : value;
  }
  return values as FilterValues;
}

/** The form's values as URL filters: days as YYYY-MM-DD, typed words trimmed, empty ones left out. */
export function toFilters(values: FilterValues): RegisterListFilters {
  const filters: Record<string, unknown> = {};
  for (const name of registrationListFilterNames) {
    const value: unknown = values[name];
    if (value === undefined || value === null) continue;
    const kind = kindOf(name);
    if (kind === "date") filters[name] = (value as Dayjs).format("YYYY-MM-DD");
    else if (typed(kind)) {
      const text = String(value).trim();
      if (text) filters[name] = text;
    } else filters[name] = value;
  }
  return filters as RegisterListFilters;
}
