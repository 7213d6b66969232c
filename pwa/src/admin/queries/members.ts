import { type ImportResult, type MemberInput, type MemberRow, memberListValues } from "@confreg/shared";
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { ListParams } from "#admin/lists/list-search";
import { api, unwrap } from "#api/client";
import { adminRootKey } from "./keys";

export const memberKeys = {
  all: () => [...adminRootKey, "members"] as const,
  list: (params: ListParams) => [...memberKeys.all(), params] as const,
};

/**
 * A page of the society's member list or committee list, searched: the list the URL names (its `kind`),
 * else the first tab's, the society's members.
 */
export const memberListQuery = (params: ListParams) =>
  queryOptions({
    queryKey: memberKeys.list(params),
    queryFn: () => unwrap(api.api.admin.members.$get({ query: { kind: memberListValues[0], ...params } })),
    placeholderData: keepPreviousData,
  });

function useMemberMutation<V, R>(mutationFn: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: memberKeys.all() }),
  });
}

/** Adds an entry, or (with an id) edits one. */
export const useSaveMember = () =>
  useMemberMutation(
    ({ id, json }: { id: number | null; json: MemberInput }): Promise<MemberRow> =>
      id === null
        ? unwrap(api.api.admin.members.$post({ json }))
        : unwrap(api.api.admin.members[":id"].$put({ param: { id: String(id) }, json })),
  );

export const useDeleteMember = () =>
  useMemberMutation((id: number) =>
    unwrap(api.api.admin.members[":id"].$delete({ param: { id: String(id) } })),
  );

/** Imports a list file; refused whole (IMPORT_ROWS_INVALID with its problems) when any row is wrong. */
export const useImportMembers = () =>
  useMemberMutation(
    ({ file, kind }: { file: File; kind: MemberInput["kind"] }): Promise<ImportResult> =>
      unwrap(api.api.admin.members.import.$post({ form: { file, kind } })),
  );
