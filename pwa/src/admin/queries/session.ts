import type { AdminAccount, AdminLoginInput } from "@confreg/shared";
import { type QueryClient, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "#api/client";
import { adminRootKey } from "./keys";

export const sessionKeys = {
  me: () => [...adminRootKey, "me"] as const,
};

/** The signed-in administrator; a 401 means nobody is. */
export const adminMeQuery = () =>
  queryOptions({
    queryKey: sessionKeys.me(),
    queryFn: (): Promise<AdminAccount> => unwrap(api.api.admin.me.$get()),
    staleTime: 60_000,
  });

const hasCsrfCookie = () => document.cookie.split("; ").some((part) => part.startsWith("confreg_csrf="));

/** Forgets everything cached for the previous administrator. */
export function clearAdminData(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: adminRootKey });
}

export function useAdminLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: AdminLoginInput): Promise<AdminAccount> => {
      // The server hands out the CSRF cookie on its first API answer; a fresh tab may not have asked yet.
      if (!hasCsrfCookie()) await queryClient.fetchQuery(adminMeQuery()).catch(() => undefined);
      return unwrap(api.api.admin.login.$post({ json: input }));
    },
    onSuccess: (account) => {
      clearAdminData(queryClient);
      queryClient.setQueryData(sessionKeys.me(), account);
    },
  });
}

/** Signs out; `leave` moves off the back-office pages first, so nothing still on screen asks again. */
export function useAdminLogout(leave: () => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.api.admin.logout.$post()),
    onSuccess: async () => {
      await leave();
      clearAdminData(queryClient);
    },
  });
}
