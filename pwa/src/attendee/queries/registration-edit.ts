import type { RegistrationInput } from "@confreg/shared";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "#api/client";
import { conferenceKeys } from "./conference";
import { registrationKeys } from "./registrations";

/**
 * One's own registration as the edit form loads it (register_id on preRegist and newRegist): every value
 * as entered, which fields are locked and how the fee will be set. Never kept: it holds the document and
 * phone numbers, so it is read fresh for each edit and dropped afterwards.
 */
export const registrationEditFormQuery = (id: number) =>
  queryOptions({
    queryKey: [...registrationKeys.detail(id), "form"] as const,
    queryFn: () => unwrap(api.api.registrations[":id"].form.$get({ param: { id: String(id) } })),
    staleTime: 0,
    gcTime: 0,
  });

/** Sends an edit (PUT); the answer says how the fee came out. */
export function useUpdateRegistration(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: "always",
    mutationFn: (input: RegistrationInput) =>
      unwrap(api.api.registrations[":id"].$put({ param: { id: String(id) }, json: input })),
    onSuccess: async (result) => {
      queryClient.setQueryData(registrationKeys.detail(id), result.registration);
      queryClient.removeQueries({ queryKey: [...registrationKeys.detail(id), "form"] });
      await queryClient.invalidateQueries({ queryKey: registrationKeys.lists() });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: conferenceKeys.all }),
  });
}
