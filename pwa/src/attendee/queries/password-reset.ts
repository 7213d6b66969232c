import type { PasswordResetConfirm, PasswordResetRequest } from "@confreg/shared";
import { useMutation } from "@tanstack/react-query";
import { api, unwrap } from "#api/client";

/** Asks for a reset code; the answer names the channel (by what was typed), never whether the account exists. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (input: PasswordResetRequest) =>
      unwrap(api.api.auth["password-reset"].$post({ json: input })),
  });
}

/** The code and the new password; every session of the account ends, so signing in follows. */
export function useConfirmPasswordReset() {
  return useMutation({
    mutationFn: (input: PasswordResetConfirm) =>
      unwrap(api.api.auth["password-reset"].confirm.$post({ json: input })),
  });
}
