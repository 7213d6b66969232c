import type { RegistrationInput } from "@confreg/shared";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "#api/client";
import { conferenceKeys } from "./conference";

export const registrationKeys = {
  all: ["registrations"] as const,
  lists: () => [...registrationKeys.all, "list"] as const,
  list: (conferenceId: number, page: number) => [...registrationKeys.lists(), conferenceId, page] as const,
  details: () => [...registrationKeys.all, "detail"] as const,
  detail: (id: number) => [...registrationKeys.details(), id] as const,
};

/** One page (10) of the signed-in attendee's own registrations for a conference. */
export const registrationListQuery = (conferenceId: number, page: number) =>
  queryOptions({
    queryKey: registrationKeys.list(conferenceId, page),
    queryFn: () =>
      unwrap(
        api.api.conferences[":conferenceId"].registrations.$get({
          param: { conferenceId: String(conferenceId) },
          query: { page: String(page) },
        }),
      ),
  });

export const registrationDetailQuery = (id: number) =>
  queryOptions({
    queryKey: registrationKeys.detail(id),
    queryFn: () => unwrap(api.api.registrations[":id"].$get({ param: { id: String(id) } })),
  });

/** A submission: the form's input and its idempotency key (the same on every retry of it). */
export type Submission = { input: RegistrationInput; key: string };

export function useCreateRegistration(conferenceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    // Offline, the request fails at once and the page says so; by default a mutation would wait, spinning.
    networkMode: "always",
    mutationFn: ({ input, key }: Submission) =>
      unwrap(
        api.api.conferences[":conferenceId"].registrations.$post({
          param: { conferenceId: String(conferenceId) },
          header: { "idempotency-key": key },
          json: input,
        }),
      ),
    onSuccess: async (created) => {
      queryClient.setQueryData(registrationKeys.detail(created.id), created);
      await queryClient.invalidateQueries({ queryKey: registrationKeys.lists() });
    },
    // Places in workshops change with every registration: show the current ones afterwards.
    onSettled: () => queryClient.invalidateQueries({ queryKey: conferenceKeys.all }),
  });
}

export function useDeleteRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => unwrap(api.api.registrations[":id"].$delete({ param: { id: String(id) } })),
    onSuccess: async (_result, id) => {
      queryClient.removeQueries({ queryKey: registrationKeys.detail(id) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: registrationKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: conferenceKeys.all }),
      ]);
    },
  });
}
