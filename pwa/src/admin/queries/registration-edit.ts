import type {
  AddMemberInput,
  AdminEditForm,
  AdminEditResult,
  AdminRegistrationDetail,
  AdminRegistrationEditInput,
  AttendeeLookupResult,
  ConferenceView,
  PanelPaperInput,
  RegistrationHistoryEntry,
} from "@confreg/shared";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "#api/client";
import { checkinKeys } from "./checkin";
import { adminRootKey } from "./keys";
import { registrationKeys } from "./registrations";

export const registrationEditKeys = {
  form: (id: number) => [...registrationKeys.detail(id), "form"] as const,
  history: (id: number) => [...registrationKeys.detail(id), "history"] as const,
  conference: (id: number, invcode: string) => [...adminRootKey, "conference-view", id, invcode] as const,
};

/** registerEdit's form: every value but the document and phone (masked), what the lines charge. */
export const registrationEditFormQuery = (id: number) =>
  queryOptions({
    queryKey: registrationEditKeys.form(id),
    queryFn: (): Promise<AdminEditForm> =>
      unwrap(api.api.admin.registrations[":id"].form.$get({ param: { id: String(id) } })),
    staleTime: 0,
  });

/** The conference as the registration form reads it (types with the invitation's, workshops, fee rules). */
export const conferenceViewQuery = (conferenceId: number, invcode = "") =>
  queryOptions({
    queryKey: registrationEditKeys.conference(conferenceId, invcode),
    queryFn: (): Promise<ConferenceView> =>
      unwrap(
        api.api.conferences[":conferenceId"].$get({
          param: { conferenceId: String(conferenceId) },
          query: invcode ? { invcode } : {},
        }),
      ),
  });

/** The registration's audit history (audit.read). */
export const registrationHistoryQuery = (id: number) =>
  queryOptions({
    queryKey: registrationEditKeys.history(id),
    queryFn: (): Promise<RegistrationHistoryEntry[]> =>
      unwrap(api.api.admin.registrations[":id"].history.$get({ param: { id: String(id) } })),
    staleTime: 0,
  });

/** After any change of a registration: the lists, the detail panels and their sections read again. */
function useRefetchRegistrations() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [registrationKeys.all(), checkinKeys.all()].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

/** manageRegister / updateRegister: the edit, with how its fee difference was settled. */
export function useUpdateRegistration(id: number) {
  const onSuccess = useRefetchRegistrations();
  return useMutation({
    mutationFn: (input: AdminRegistrationEditInput): Promise<AdminEditResult> =>
      unwrap(api.api.admin.registrations[":id"].$put({ param: { id: String(id) }, json: input })),
    onSuccess,
  });
}

/** manageRegisterDelete: only while unpaid and not invoiced (the server says so otherwise). */
export function useDeleteRegistration() {
  const onSuccess = useRefetchRegistrations();
  return useMutation({
    mutationFn: (id: number) =>
      unwrap(api.api.admin.registrations[":id"].$delete({ param: { id: String(id) } })),
    onSuccess,
  });
}

/** savePaper / deletePaper in the detail panel: an edit of the registration's papers. */
export function usePaperChange(id: number) {
  const onSuccess = useRefetchRegistrations();
  const papers = api.api.admin.registrations[":id"].papers;
  return useMutation({
    mutationFn: (change: { add: PanelPaperInput } | { remove: string }): Promise<AdminEditResult> =>
      unwrap(
        "add" in change
          ? papers.$post({ param: { id: String(id) }, json: change.add })
          : papers[":paperId"].$delete({ param: { id: String(id), paperId: change.remove } }),
      ),
    onSuccess,
  });
}

/** addNewRegisterMemberInfo / backEndRegisterMemberInfo: a registration made by the back office. */
export function useAddRegisteredMember(conferenceId: number) {
  const onSuccess = useRefetchRegistrations();
  return useMutation({
    mutationFn: (input: AddMemberInput): Promise<AdminRegistrationDetail> =>
      unwrap(
        api.api.admin.conferences[":conferenceId"].registrations.$post({
          param: { conferenceId: String(conferenceId) },
          json: input,
        }),
      ),
    onSuccess,
  });
}

/** register/findparticipant: the account that signs in with exactly this e-mail or phone. */
export function useFindParticipant(conferenceId: number) {
  return useMutation({
    mutationFn: (login: string): Promise<AttendeeLookupResult> =>
      unwrap(
        api.api.admin.conferences[":conferenceId"]["attendee-lookup"].$post({
          param: { conferenceId: String(conferenceId) },
          json: { login },
        }),
      ),
  });
}
