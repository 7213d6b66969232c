import type { AdminConference } from "@confreg/shared";
import { queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "#api/client";
import { adminRootKey } from "./keys";

export const conferenceKeys = {
  all: () => [...adminRootKey, "conferences"] as const,
  list: () => [...conferenceKeys.all(), "list"] as const,
};

/** The conferences in the signed-in administrator's scope, with their years, hosts and participant types. */
export const adminConferencesQuery = () =>
  queryOptions({
    queryKey: conferenceKeys.list(),
    queryFn: (): Promise<AdminConference[]> => unwrap(api.api.admin.conferences.$get()),
    staleTime: 5 * 60_000,
  });
