import type { AdminAccountInput, NewAdminAccountInput, OwnPasswordInput } from "@confreg/shared";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { ListParams } from "#admin/lists/list-search";
import { api, unwrap } from "#api/client";
import { adminRootKey } from "./keys";

export const accountKeys = {
  all: () => [...adminRootKey, "accounts"] as const,
  list: (params: ListParams) => [...accountKeys.all(), params] as const,
};

/** The back-office accounts of the signed-in administrator's scope, or of one conference of it. */
export const adminAccountsQuery = (params: ListParams) =>
  queryOptions({
    queryKey: accountKeys.list(params),
    queryFn: () => unwrap(api.api.admin.accounts.$get({ query: params })),
  });

/** A mutation of one account that refreshes the list when it is done. */
function useAccountMutation<V, R>(mutationFn: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: accountKeys.all() }),
  });
}

export const useCreateAccount = () =>
  useAccountMutation((json: NewAdminAccountInput) => unwrap(api.api.admin.accounts.$post({ json })));

export const useUpdateAccount = () =>
  useAccountMutation(({ id, json }: { id: number; json: AdminAccountInput }) =>
    unwrap(api.api.admin.accounts[":id"].$put({ param: { id: String(id) }, json })),
  );

export const useSetAccountPassword = () =>
  useAccountMutation(({ id, password }: { id: number; password: string }) =>
    unwrap(api.api.admin.accounts[":id"].password.$put({ param: { id: String(id) }, json: { password } })),
  );

export const useSetAccountDisabled = () =>
  useAccountMutation(({ id, disabled }: { id: number; disabled: boolean }) =>
    unwrap(api.api.admin.accounts[":id"].disabled.$put({ param: { id: String(id) }, json: { disabled } })),
  );

/** The signed-in account's own password (the current one first). */
export const useChangeOwnPassword = () =>
  useMutation({
    mutationFn: (json: OwnPasswordInput) => unwrap(api.api.admin.me.password.$put({ json })),
  });
