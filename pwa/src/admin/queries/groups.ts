import type { AdminGroupMembers } from "@confreg/shared";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { ListParams } from "#admin/lists/list-search";
import { api, unwrap } from "#api/client";
import { conferenceKeys } from "./conferences";
import { adminRootKey } from "./keys";

export const groupKeys = {
  all: () => [...adminRootKey, "groups"] as const,
  list: (params: ListParams) => [...groupKeys.all(), "list", params] as const,
  members: (id: number) => [...groupKeys.all(), "members", id] as const,
};

/** groupList: a page of the scope's groups for the declared list's query. */
export const groupListQuery = (params: ListParams) =>
  queryOptions({
    queryKey: groupKeys.list(params),
    queryFn: () => unwrap(api.api.admin.groups.$get({ query: params })),
    placeholderData: keepPreviousData,
  });

/** groupSchemeList: a page of the scope's discount plans (kept with the conferences' queries, which a new or
 * deleted plan refreshes). */
export const groupSchemeListQuery = (params: ListParams) =>
  queryOptions({
    queryKey: [...conferenceKeys.all(), "scheme-list", params] as const,
    queryFn: () => unwrap(api.api.admin["group-schemes"].$get({ query: params })),
    placeholderData: keepPreviousData,
  });

/** One group and its members, those who left marked (groupMemberList). */
export const groupMembersQuery = (id: number) =>
  queryOptions({
    queryKey: groupKeys.members(id),
    queryFn: (): Promise<AdminGroupMembers> =>
      unwrap(api.api.admin.groups[":id"].members.$get({ param: { id: String(id) } })),
    staleTime: 0,
  });
