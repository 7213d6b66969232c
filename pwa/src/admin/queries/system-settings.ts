import type { SocietySettingsInput, SystemSettings } from "@confreg/shared";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "#api/client";
import { adminRootKey } from "./keys";

export const systemSettingsKeys = { all: () => [...adminRootKey, "system-settings"] as const };

export const systemSettingsQuery = () =>
  queryOptions({
    queryKey: systemSettingsKeys.all(),
    queryFn: (): Promise<SystemSettings> => unwrap(api.api.admin.settings.$get()),
  });

/** Saves the society's settings; the page then shows what the server stored. */
export function useSaveSystemSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SocietySettingsInput): Promise<SystemSettings> =>
      unwrap(api.api.admin.settings.$put({ json: input })),
    onSuccess: (saved) => queryClient.setQueryData(systemSettingsKeys.all(), saved),
  });
}
