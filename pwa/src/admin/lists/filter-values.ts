import type { DeclaredFilter, ListDeclaration } from "@confreg/shared";
import dayjs, { type Dayjs } from "dayjs";

/** The filter form's values, by filter name: the URL's, with a day of rows (`on`) as a date picker's. */
export type FormValues = Record<string, unknown>;

/** A day of rows is chosen in a date picker; a day range's ends in plain date boxes. */
export const picksDay = (filter: DeclaredFilter) => filter.kind === "day" && filter.bound === "on";

/**
 * Every filter of the list present, so setting the form from the URL also clears what the URL no longer
 * has; a picked day as the picker's value.
 */
export function formValues(
  list: Pick<ListDeclaration, "filters">,
  from: Record<string, unknown>,
): FormValues {
  return Object.fromEntries(
    Object.entries(list.filters).map(([name, filter]) => {
      const value = from[name];
      if (!picksDay(filter)) return [name, value];
      return [name, typeof value === "string" && value ? dayjs(value) : null];
    }),
  );
}

/**
 * The form's values as URL filters: only the list's, chosen ones, typed words trimmed, picked days as
 * YYYY-MM-DD; empty ones stay out of the URL.
 */
export function chosenFilters(
  list: Pick<ListDeclaration, "filters">,
  values: FormValues,
): Record<string, unknown> {
  const chosen: Record<string, unknown> = {};
  for (const name of Object.keys(list.filters)) {
    const raw = values[name];
    const value = dayjs.isDayjs(raw)
      ? (raw as Dayjs).format("YYYY-MM-DD")
      : typeof raw === "string"
        ? raw.trim()
        : raw;
    if (value != null && value !== "") chosen[name] = value;
  }
  return chosen;
}
