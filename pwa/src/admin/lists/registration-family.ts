import type { lodgingList, registrationList } from "@confreg/shared";
import type { ListFilterValues, ListSearch } from "./list-search";

/** Filters and paging of registerList and checklist in the URL. */
export type RegisterListSearch = ListSearch<typeof registrationList>;
export type RegisterListFilters = ListFilterValues<typeof registrationList>;
/** Filters and paging of hotelTranslist in the URL. */
export type LodgingSearch = ListSearch<typeof lodgingList>;
export type LodgingFilters = ListFilterValues<typeof lodgingList>;
