import type { DeclaredFilter } from "@confreg/shared";

/** The test ids of a filter form: each filter's, the keyword box's, and the prefix of Reset and Search. */
export type FilterTestIds = {
  filter: (name: string, filter: DeclaredFilter) => string;
  keyword: string;
  /** `<actions>-reset`, `<actions>-search`. */
  actions: string;
};

/** `<prefix>-filter-<name>` (`-conference` for the conference), `<prefix>-keyword`, `<prefix>-search`... */
export const prefixedTestIds = (prefix: string): FilterTestIds => ({
  filter: (name, filter) => `${prefix}-filter-${filter.kind === "conference" ? "conference" : name}`,
  keyword: `${prefix}-keyword`,
  actions: prefix,
});

/** The registration family's (registerList, checklist, hotelTranslist): `filter-<name>`, `registration-…`. */
export const registrationTestIds: FilterTestIds = {
  filter: (name) => `filter-${name}`,
  keyword: "registration-keyword",
  actions: "registration",
};
