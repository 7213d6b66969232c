import type {
  BadgePrintInput,
  BadgePrintResult,
  BadgeRow,
  BadgeTemplate,
  BadgeTemplateInput,
  PrintListPage,
  UploadInfo,
} from "@confreg/shared";
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { ListParams } from "#admin/lists/list-search";
import { api, unwrap } from "#api/client";
import { adminRootKey } from "./keys";

export const badgeKeys = {
  all: () => [...adminRootKey, "badges"] as const,
  templates: (conferenceId: number) => [...badgeKeys.all(), "templates", conferenceId] as const,
  previewPeople: (conferenceId: number, keyword: string) =>
    [...badgeKeys.all(), "preview-people", conferenceId, keyword] as const,
  lists: () => [...badgeKeys.all(), "print-list"] as const,
  list: (params: ListParams) => [...badgeKeys.lists(), params] as const,
  logo: (url: string) => [...badgeKeys.all(), "logo", url] as const,
};

const conferenceParam = (conferenceId: number) => ({ conferenceId: String(conferenceId) });

export const badgeTemplatesQuery = (conferenceId: number) =>
  queryOptions({
    queryKey: badgeKeys.templates(conferenceId),
    queryFn: (): Promise<BadgeTemplate[]> =>
      unwrap(
        api.api.admin.conferences[":conferenceId"]["badge-templates"].$get({
          param: conferenceParam(conferenceId),
        }),
      ),
    staleTime: 60_000,
  });

export const previewPeopleQuery = (conferenceId: number, keyword: string) =>
  queryOptions({
    queryKey: badgeKeys.previewPeople(conferenceId, keyword),
    queryFn: (): Promise<BadgeRow[]> =>
      unwrap(
        api.api.admin.conferences[":conferenceId"]["badge-preview-people"].$get({
          param: conferenceParam(conferenceId),
          query: keyword ? { keyword } : {},
        }),
      ),
    placeholderData: keepPreviousData,
  });

export const printListPageQuery = (params: ListParams) =>
  queryOptions({
    queryKey: badgeKeys.list(params),
    queryFn: (): Promise<PrintListPage> => unwrap(api.api.admin.badges["print-list"].$get({ query: params })),
    placeholderData: keepPreviousData,
  });

/**
 * A logo as a data URL: badges embed it, so the print window draws it at once, with nothing to fetch
 * (and the renderer takes no other address than the server's own or an embedded one).
 */
export const logoDataUrlQuery = (url: string | null) =>
  queryOptions({
    queryKey: badgeKeys.logo(url ?? ""),
    enabled: url !== null,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async (): Promise<string> => {
      const res = await fetch(url ?? "", { credentials: "same-origin" });
      if (!res.ok) throw new Error(`logo answered ${res.status}`);
      const blob = await res.blob();
      return new Promise((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.onerror = () => reject(reader.error);
        reader.readAsDataURL(blob);
      });
    },
  });

/** Saves a template: a new one, or the one with this id. */
export function useSaveTemplate(conferenceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: BadgeTemplateInput }): Promise<BadgeTemplate> => {
      const templates = api.api.admin.conferences[":conferenceId"]["badge-templates"];
      const param = conferenceParam(conferenceId);
      return id === null
        ? unwrap(templates.$post({ param, json: input }))
        : unwrap(templates[":id"].$put({ param: { ...param, id: String(id) }, json: input }));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: badgeKeys.templates(conferenceId) }),
  });
}

export function useDeleteTemplate(conferenceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      unwrap(
        api.api.admin.conferences[":conferenceId"]["badge-templates"][":id"].$delete({
          param: { ...conferenceParam(conferenceId), id: String(id) },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: badgeKeys.templates(conferenceId) }),
  });
}

/** Uploads a logo for the conference's badges; the server checks the file by its content. */
export function useUploadLogo(conferenceId: number) {
  return useMutation({
    mutationFn: (file: File): Promise<UploadInfo> =>
      unwrap(
        api.api.admin.conferences[":conferenceId"].uploads.$post({
          param: conferenceParam(conferenceId),
          form: { file },
        }),
      ),
  });
}

/** Logs a print before the browser prints it; the print list shows the new counts afterwards. */
export function useLogPrints(conferenceId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BadgePrintInput): Promise<BadgePrintResult> =>
      unwrap(
        api.api.admin["badge-prints"].$post({
          query: conferenceId === null ? {} : { conferenceId: String(conferenceId) },
          json: input,
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: badgeKeys.lists() }),
  });
}
