import type { AdminPasswordResetConfirm, AdminPasswordResetRequest } from "@confreg/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "#api/client";
import { adminMeQuery } from "./session";

const hasCsrfCookie = () => document.cookie.split("; ").some((part) => part.startsWith("confreg_csrf="));

/** Asks for a reset code; the answer is the same whether or not the account exists or has a contact. */
export function useRequestAdminPasswordReset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: AdminPasswordResetRequest) => {
      // A fresh tab may not have the CSRF cookie yet: the server hands it out on its first API answer.
      if (!hasCsrfCookie()) await queryClient.fetchQuery(adminMeQuery()).catch(() => undefined);
      return unwrap(api.api.admin["password-reset"].$post({ json: input }));
    },
  });
}

/** The code and the new password; every session of the account ends, so signing in follows. */
export function useConfirmAdminPasswordReset() {
  return useMutation({
    mutationFn: (input: AdminPasswordResetConfirm) =>
      unwrap(api.api.admin["password-reset"].confirm.$post({ json: input })),
  });
}
