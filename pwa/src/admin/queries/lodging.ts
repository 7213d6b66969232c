import type { LodgingPage, LodgingRooms } from "@confreg/shared";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { ListParams } from "#admin/lists/list-search";
import { api, unwrap } from "#api/client";
import { registrationKeys } from "./registrations";

/** The lodging list's paging and filters as the API's query string takes them (`toListParams(lodgingList, …)`). */
export type LodgingListParams = ListParams;

/** Under the registrations' keys: an edit or a delete of a registration refreshes these too. */
export const lodgingKeys = {
  list: (params: LodgingListParams) => [...registrationKeys.all(), "lodging", params] as const,
  rooms: (conferenceId: number | undefined) =>
    [...registrationKeys.all(), "lodging-rooms", conferenceId] as const,
};

export const lodgingListQuery = (params: LodgingListParams) =>
  queryOptions({
    queryKey: lodgingKeys.list(params),
    queryFn: (): Promise<LodgingPage> =>
      unwrap(
        api.api.admin.lodging.$get({
          query: params as Parameters<typeof api.api.admin.lodging.$get>[0]["query"],
        }),
      ),
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
