import type { InvitationView } from "@confreg/shared";
import { useMutation } from "@tanstack/react-query";
import { api, unwrap } from "#api/client";

/**
 * Checks an invitation code with the server: what it opens, or INVITATION_CODE_INVALID (wrong codes are
 * throttled per address: RATE_LIMITED).
 */
export function useCheckInvitation(conferenceId: number) {
  return useMutation({
    networkMode: "always",
    mutationFn: (code: string): Promise<InvitationView> =>
      unwrap(
        api.api.conferences[":conferenceId"].invitations[":code"].$get({
          param: { conferenceId: String(conferenceId), code },
        }),
      ),
  });
}
