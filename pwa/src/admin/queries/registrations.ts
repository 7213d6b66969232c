import type { AdminRegistrationDetail, AdminRegistrationRow, Paged } from "@confreg/shared";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "#api/client";
import { adminRootKey } from "./keys";

/** The list filters as the API's query string takes them (see `adminRegistrationQuery`). */
export type RegistrationListParams = {
  page: string;
  size: string;
  conferenceId?: string;
  year?: string;
  payType?: string;
  payStatus?: string;
  participantTypeId?: string;
  invoiceType?: string;
  invoiceStatus?: string;
  isSignIn?: string;
  level?: string;
  createdDate?: string;
  keyword?: string;
};

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
    queryFn: (): Promise<Paged<AdminRegistrationRow>> =>
      unwrap(api.api.admin.registrations.$get({ query: params })),
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
