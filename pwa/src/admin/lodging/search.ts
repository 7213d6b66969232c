import type { AdminScope } from "@confreg/shared";
import type { LodgingSearch } from "#admin/lists/registration-family";

/** The conference whose rooms are counted: the scope's, or the one the filter chose in all-conferences. */
export const roomsConferenceOf = (search: LodgingSearch, scope: AdminScope): number | undefined =>
  scope === "all" ? search.conferenceId : scope;
