import type { MemberSuggestionInput, SavedRegistrantInput } from "@confreg/shared";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "#api/client";

const saved = api.api.me["saved-registrants"];

export const savedPeopleKeys = {
  all: ["saved-registrants"] as const,
};

/** The account's saved people, masked (spec 000 §2 "choose a saved person"). */
export const savedPeopleQuery = () =>
  queryOptions({ queryKey: savedPeopleKeys.all, queryFn: () => unwrap(saved.$get()) });

/** One saved person's values, to fill the form (the server records that they were shown). */
export const fetchSavedPerson = (id: number) => unwrap(saved[":id"].$get({ param: { id: String(id) } }));

/** Add (no id) or change a saved person; the list is read again afterwards. */
export function useSavePerson() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: "always",
    mutationFn: ({ id, person }: { id: number | null; person: SavedRegistrantInput }) =>
      id === null
        ? unwrap(saved.$post({ json: person }))
        : unwrap(saved[":id"].$put({ param: { id: String(id) }, json: person })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedPeopleKeys.all }),
  });
}

export function useDeletePerson() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: "always",
    mutationFn: (id: number) => unwrap(saved[":id"].$delete({ param: { id: String(id) } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedPeopleKeys.all }),
  });
}

/** The member suggestion for a name and an e-mail or phone: the one listed member, or null. */
export const askMemberSuggestion = (conferenceId: number, entered: MemberSuggestionInput) =>
  unwrap(
    api.api.conferences[":conferenceId"]["member-suggestion"].$post({
      param: { conferenceId: String(conferenceId) },
      json: entered,
    }),
  );
