import type {
  AdminAccountInput,
  AdminAccountRow,
  NewAdminAccountInput,
  OwnPasswordInput,
} from "@confreg/shared";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "#api/client";
import { adminRootKey } from "./keys";

export const accountKeys = {
  all: () => [...adminRootKey, "accounts"] as const,
};

/** The back-office accounts of the signed-in administrator's scope (spec getManagerAccountList). */
export const adminAccountsQuery = () =>
  queryOptions({
    queryKey: accountKeys.all(),
    queryFn: (): Promise<AdminAccountRow[]> => unwrap(api.api.admin.accounts.$get({ query: {} })),
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
