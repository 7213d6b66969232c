import type { KioskDevice, PairingCode, PairingInput } from "@confreg/shared";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "#api/client";
import { adminRootKey } from "./keys";

export const kioskPairingKeys = {
  all: () => [...adminRootKey, "kiosk-pairings"] as const,
  issue: (conferenceId: number) => [...kioskPairingKeys.all(), "issue", conferenceId] as const,
  devices: (conferenceId: number) => [...kioskPairingKeys.all(), "devices", conferenceId] as const,
};

/** Issues a short-lived code that a check-in kiosk exchanges for its device token; the PIN locks its settings. */
export function useIssuePairingCode(conferenceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: kioskPairingKeys.issue(conferenceId),
    mutationFn: (input: PairingInput): Promise<PairingCode> =>
      unwrap(
        api.api.admin.conferences[":conferenceId"]["kiosk-pairings"].$post({
          param: { conferenceId: String(conferenceId) },
          json: input,
        }),
      ),
    // The kiosk enrols a moment later; the list then shows it on its next fetch.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: kioskPairingKeys.devices(conferenceId) }),
  });
}

/** The conference's paired kiosks, refreshed while the page is open (last seen moves with each sync). */
export const kioskDevicesQuery = (conferenceId: number) =>
  queryOptions({
    queryKey: kioskPairingKeys.devices(conferenceId),
    queryFn: (): Promise<KioskDevice[]> =>
      unwrap(
        api.api.admin.conferences[":conferenceId"].kiosks.$get({
          param: { conferenceId: String(conferenceId) },
        }),
      ),
    refetchInterval: 15_000,
  });

/** Revokes a kiosk: its next sync is refused and it shows that the conference office revoked it. */
export function useRevokeKiosk(conferenceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deviceId: number): Promise<KioskDevice> =>
      unwrap(api.api.admin.kiosks[":id"].revoke.$post({ param: { id: String(deviceId) } })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: kioskPairingKeys.devices(conferenceId) }),
  });
}
