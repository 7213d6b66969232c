import type { AdminScope, lodgingList } from "@confreg/shared";
import type { ListSearch } from "#admin/lists/list-search";

/** The conference whose rooms are counted: the scope's, or the one the filter chose in all-conferences. */
export const roomsConferenceOf = (
  search: ListSearch<typeof lodgingList>,
  scope: AdminScope,
): number | undefined => (scope === "all" ? search.conferenceId : scope);
