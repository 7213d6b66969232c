import type { AcceptedPaperInput, AdminAcceptedPaper, ImportResult } from "@confreg/shared";
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { ListParams } from "#admin/lists/list-search";
import { api, unwrap } from "#api/client";
import { adminRootKey } from "./keys";

export const acceptedPaperKeys = {
  all: () => [...adminRootKey, "accepted-papers"] as const,
  list: (params: ListParams) => [...acceptedPaperKeys.all(), params] as const,
};

/** A page of one conference's accepted papers, searched: the conference of the params goes in the path. */
export const acceptedPapersQuery = (params: ListParams) =>
  queryOptions({
    queryKey: acceptedPaperKeys.list(params),
    queryFn: () => {
      const { conferenceId = "", ...query } = params;
      return unwrap(
        api.api.admin.conferences[":conferenceId"]["accepted-papers"].$get({
          param: { conferenceId },
          query,
        }),
      );
    },
    placeholderData: keepPreviousData,
  });

function usePaperMutation<V, R>(mutationFn: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: acceptedPaperKeys.all() }),
  });
}

export const useUpdateAcceptedPaper = () =>
  usePaperMutation(
    ({ id, json }: { id: number; json: AcceptedPaperInput }): Promise<AdminAcceptedPaper> =>
      unwrap(api.api.admin["accepted-papers"][":id"].$put({ param: { id: String(id) }, json })),
  );

/** Imports a file of accepted papers; refused whole (IMPORT_ROWS_INVALID with its problems) when any row is wrong. */
export const useImportAcceptedPapers = (conferenceId: number) =>
  usePaperMutation(
    (file: File): Promise<ImportResult> =>
      unwrap(
        api.api.admin.conferences[":conferenceId"]["accepted-papers"].import.$post({
          param: { conferenceId: String(conferenceId) },
          form: { file },
        }),
      ),
  );
