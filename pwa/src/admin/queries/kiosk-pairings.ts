import type { PairingCode } from "@confreg/shared";
import { useMutation } from "@tanstack/react-query";
import { api, unwrap } from "#api/client";
import { adminRootKey } from "./keys";

export const kioskPairingKeys = {
  all: () => [...adminRootKey, "kiosk-pairings"] as const,
  issue: (conferenceId: number) => [...kioskPairingKeys.all(), "issue", conferenceId] as const,
};

/** Issues a short-lived code that a check-in kiosk exchanges for its device token. */
export function useIssuePairingCode(conferenceId: number) {
  return useMutation({
    mutationKey: kioskPairingKeys.issue(conferenceId),
    mutationFn: (): Promise<PairingCode> =>
      unwrap(
        api.api.admin.conferences[":conferenceId"]["kiosk-pairings"].$post({
          param: { conferenceId: String(conferenceId) },
        }),
      ),
  });
}
