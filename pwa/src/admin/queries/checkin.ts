import type {
  AdminRegistrationPage,
  CheckinDetail,
  ConfirmSignInInput,
  ConfirmSignInResult,
} from "@confreg/shared";
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "#api/client";
import { badgeKeys } from "./badges";
import { checkinBoardKeys } from "./checkin-board";
import { adminRootKey } from "./keys";
import { type RegistrationListParams, registrationKeys } from "./registrations";

export const checkinKeys = {
  all: () => [...adminRootKey, "checkin-list"] as const,
  lists: () => [...checkinKeys.all(), "list"] as const,
  list: (params: RegistrationListParams) => [...checkinKeys.lists(), params] as const,
  detail: (id: number) => [...checkinKeys.all(), "detail", id] as const,
};

/** The check-in list: the registration list's filters and rows, for check-in staff too. */
export const checkinListQuery = (params: RegistrationListParams) =>
  queryOptions({
    queryKey: checkinKeys.list(params),
    queryFn: (): Promise<AdminRegistrationPage> =>
      unwrap(
        api.api.admin["checkin-list"].$get({
          query: params as Parameters<(typeof api.api.admin)["checkin-list"]["$get"]>[0]["query"],
        }),
      ),
    placeholderData: keepPreviousData,
  });

export const checkinDetailQuery = (id: number) =>
  queryOptions({
    queryKey: checkinKeys.detail(id),
    queryFn: (): Promise<CheckinDetail> =>
      unwrap(api.api.admin["checkin-list"][":id"].$get({ param: { id: String(id) } })),
    staleTime: 0,
  });

/** After a sign-in or a new card number: the check-in list and detail, the registration list, badges, the board. */
function useRefetchAfterCheckin() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [checkinKeys.all(), registrationKeys.all(), badgeKeys.lists(), checkinBoardKeys.all()].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

/** confirmSign: the person signs in at the main point; with cards, the number typed is saved first. */
export function useConfirmSignIn(id: number) {
  const onSettled = useRefetchAfterCheckin();
  return useMutation({
    mutationFn: (input: ConfirmSignInInput): Promise<ConfirmSignInResult> =>
      unwrap(api.api.admin.registrations[":id"]["sign-in"].$post({ param: { id: String(id) }, json: input })),
    onSettled,
  });
}

/** saveCardNumber: the ten digits on the person's attendance card. */
export function useSaveCardNumber(id: number) {
  const onSettled = useRefetchAfterCheckin();
  return useMutation({
    mutationFn: (cardNumber: string) =>
      unwrap(
        api.api.admin.registrations[":id"]["card-number"].$put({
          param: { id: String(id) },
          json: { cardNumber },
        }),
      ),
    onSettled,
  });
}
