import type { Dayjs } from "dayjs";
import dayjs from "dayjs";
import type { RegisterListFilters, RegisterListSearch } from "./search";

/** The filter form's values: the URL's filters, with the day as a date picker value. */
export type FilterValues = Omit<RegisterListFilters, "createdDate"> & { createdDate?: Dayjs | null };

export const filterKeys = [
  "keyword",
  "year",
  "createdDate",
  "hostUnit",
  "conference",
  "participantTypeId",
  "level",
  "payType",
  "payStatus",
  "invoiceType",
  "invoiceStatus",
  "isSignIn",
] as const satisfies readonly (keyof FilterValues)[];

/** Every key present, so setting the form from the URL also clears what the URL no longer has. */
export function toFormValues(search: RegisterListSearch): FilterValues {
  const values: FilterValues = {};
  for (const key of filterKeys) {
    if (key === "createdDate") values.createdDate = search.createdDate ? dayjs(search.createdDate) : null;
    else Object.assign(values, { [key]: search[key] });
  }
  return values;
}

export function toFilters(values: FilterValues): RegisterListFilters {
  const filters: RegisterListFilters = {};
  for (const key of filterKeys) {
    if (key === "createdDate") {
      if (values.createdDate) filters.createdDate = values.createdDate.format("YYYY-MM-DD");
    } else if (key === "keyword" || key === "hostUnit") {
      const text = values[key]?.trim();
      if (text) filters[key] = text;
    } else if (values[key] !== undefined && values[key] !== null) {
      Object.assign(filters, { [key]: values[key] });
    }
  }
  return filters;
}
