import type { LoginInput, SignupInput } from "@confreg/shared";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "#api/client";
import { clearApiCache } from "#shell/offline-cache";
import { draftKeys } from "./draft-keys";
import { registrationKeys } from "./registrations";

export const sessionKeys = {
  all: ["session"] as const,
};

/** Who is signed in on this browser (attendee and/or admin). */
export const sessionQuery = () =>
  queryOptions({
    queryKey: sessionKeys.all,
    queryFn: () => unwrap(api.api.session.$get()),
    staleTime: 60_000,
  });

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => unwrap(api.api.auth.login.$post({ json: input })),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: registrationKeys.all });
      queryClient.removeQueries({ queryKey: draftKeys.all });
      await queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    },
  });
}

export function useSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignupInput) => unwrap(api.api.auth.signup.$post({ json: input })),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: registrationKeys.all });
      queryClient.removeQueries({ queryKey: draftKeys.all });
      await queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    },
  });
}

/** Signs out and forgets this account's registrations (also those cached for offline) and drafts on this device. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (accountId: number | null) => {
      await unwrap(api.api.auth.logout.$post());
      await clearApiCache();
      if (accountId !== null) await (await import("./drafts")).deleteAccountDrafts(accountId);
    },
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: registrationKeys.all });
      queryClient.removeQueries({ queryKey: draftKeys.all });
      await queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    },
  });
}
