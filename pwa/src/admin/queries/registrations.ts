import type { AdminRegistrationDetail, AdminRegistrationPage, PersonalData } from "@confreg/shared";
import { keepPreviousData, queryOptions, useMutation } from "@tanstack/react-query";
import type { ListParams } from "#admin/lists/list-search";
import { api, unwrap } from "#api/client";
import { adminRootKey } from "./keys";

/**
 * The list's paging and filters as the API's query string takes them (`toListParams(registrationList, …)`),
 * and the column groups read only when shown (`fieldGroups`, comma-separated).
 */
export type RegistrationListParams = ListParams;

export const registrationKeys = {
  all: () => [...adminRootKey, "registrations"] as const,
  lists: () => [...registrationKeys.all(), "list"] as const,
  list: (params: RegistrationListParams) => [...registrationKeys.lists(), params] as const,
  details: () => [...registrationKeys.all(), "detail"] as const,
  detail: (id: number) => [...registrationKeys.details(), id] as const,
};

export const registrationListQuery = (params: RegistrationListParams) =>
  queryOptions({
    queryKey: registrationKeys.list(params),
    queryFn: (): Promise<AdminRegistrationPage> =>
      unwrap(
        api.api.admin.registrations.$get({
          query: params as Parameters<typeof api.api.admin.registrations.$get>[0]["query"],
        }),
      ),
    // Paging and filtering keep the previous page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });

export const registrationDetailQuery = (id: number) =>
  queryOptions({
    queryKey: registrationKeys.detail(id),
    queryFn: (): Promise<AdminRegistrationDetail> =>
      unwrap(api.api.admin.registrations[":id"].$get({ param: { id: String(id) } })),
    staleTime: 0,
  });

/** The full document and phone numbers of one registration, on request; the server records each view. */
export function useRevealPersonalData(id: number) {
  return useMutation({
    mutationFn: (): Promise<PersonalData> =>
      unwrap(api.api.admin.registrations[":id"]["personal-data"].$post({ param: { id: String(id) } })),
  });
}
