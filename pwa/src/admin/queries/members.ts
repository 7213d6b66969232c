import type { ImportResult, MemberInput, MemberPage, MemberRow } from "@confreg/shared";
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "#api/client";
import { adminRootKey } from "./keys";

export type MemberListParams = { kind: MemberInput["kind"]; q: string; page: number; size: number };

export const memberKeys = {
  all: () => [...adminRootKey, "members"] as const,
  list: (params: MemberListParams) => [...memberKeys.all(), params] as const,
};

/** A page of the society's member list or committee list, searched. */
export const memberListQuery = (params: MemberListParams) =>
  queryOptions({
    queryKey: memberKeys.list(params),
    queryFn: (): Promise<MemberPage> =>
      unwrap(
        api.api.admin.members.$get({
          query: { kind: params.kind, q: params.q, page: String(params.page), size: String(params.size) },
        }),
      ),
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
