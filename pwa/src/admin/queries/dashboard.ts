import type { AdminScope, Dashboard } from "@confreg/shared";
import { queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "#api/client";
import { adminRootKey } from "./keys";

export const dashboardKeys = {
  all: () => [...adminRootKey, "dashboard"] as const,
  scope: (scope: AdminScope) => [...dashboardKeys.all(), String(scope)] as const,
};

/** The home figures of a scope: one conference, or every conference of the account. */
export const dashboardQuery = (scope: AdminScope) =>
  queryOptions({
    queryKey: dashboardKeys.scope(scope),
    queryFn: (): Promise<Dashboard> =>
      unwrap(api.api.admin.dashboard.$get({ query: scope === "all" ? {} : { conferenceId: String(scope) } })),
    staleTime: 30_000,
  });
