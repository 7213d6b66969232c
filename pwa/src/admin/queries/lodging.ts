import type { LodgingListFilterName, LodgingPage, LodgingRooms } from "@confreg/shared";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "#api/client";
import { registrationKeys } from "./registrations";

/** The lodging list's paging and filters as the API's query string takes them (`lodgingListQuery`). */
export type LodgingListParams = {
  page: string;
  size: string;
  after?: string;
  before?: string;
} & Partial<Record<LodgingListFilterName, string>>;

/** Under the registrations' keys: an edit or a delete of a registration refreshes these too. */
export const lodgingKeys = {
  list: (params: LodgingListParams) => [...registrationKeys.all(), "lodging", params] as const,
  rooms: (conferenceId: number | undefined) =>
    [...registrationKeys.all(), "lodging-rooms", conferenceId] as const,
};

export const lodgingListQuery = (params: LodgingListParams) =>
  queryOptions({
    queryKey: lodgingKeys.list(params),
    queryFn: (): Promise<LodgingPage> => unwrap(api.api.admin.lodging.$get({ query: params })),
    placeholderData: keepPreviousData,
  });

/** Rooms left per hotel, room type and night of one conference (none until a conference is chosen). */
export const lodgingRoomsQuery = (conferenceId: number | undefined) =>
  queryOptions({
    queryKey: lodgingKeys.rooms(conferenceId),
    queryFn: (): Promise<LodgingRooms> =>
      unwrap(api.api.admin.lodging.rooms.$get({ query: { conferenceId: String(conferenceId) } })),
    enabled: conferenceId !== undefined,
    staleTime: 0,
  });
