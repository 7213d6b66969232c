import { type AdminScope, lodgingListFilters } from "@confreg/shared";
import type { LodgingListParams } from "#admin/queries/lodging";
import { type ListSearch, type ListSearchFilters, listSearch } from "#admin/register-list/search";

const lodging = listSearch(lodgingListFilters);

/** Filters and paging of hotelTranslist, kept in the URL (the registration list's way). */
export type LodgingSearch = ListSearch<typeof lodgingListFilters>;
export type LodgingFilters = ListSearchFilters<typeof lodgingListFilters>;
export const lodgingSearch = lodging.parse;
export const offeredLodgingFilter = lodging.offeredIn as (name: string, scope: AdminScope) => boolean;

/** The lodging list's API query for a scope and the URL's filters. */
export const toLodgingParams = (search: LodgingSearch, scope: AdminScope): LodgingListParams =>
  lodging.toParams(search, scope);

/** The conference whose rooms are counted: the scope's, or the one the filter chose in all-conferences. */
export const roomsConferenceOf = (search: LodgingSearch, scope: AdminScope): number | undefined =>
  scope === "all" ? search.conferenceId : scope;
