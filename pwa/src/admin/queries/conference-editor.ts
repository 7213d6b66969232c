import type {
  ConferenceEditorView,
  ConferenceHotelInput,
  ConferenceInput,
  ConferenceRecord,
  CopyConferenceInput,
  ExtraItemInput,
  FeeTableInput,
  GroupSchemeInput,
  GroupSchemeRecord,
  InvitationCodeInput,
  ParticipantTypeInput,
  WorkshopInput,
} from "@confreg/shared";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "#api/client";
import { conferenceKeys } from "./conferences";

/** Under the conferences' keys, so a change here also refreshes the scope switcher's list. */
export const editorKeys = {
  records: (filter: RecordFilter) => [...conferenceKeys.all(), "records", filter] as const,
  conference: (id: number) => [...conferenceKeys.all(), "editor", id] as const,
  schemes: (id: number) => [...editorKeys.conference(id), "schemes"] as const,
};

export type RecordFilter = { year?: string; host?: string };

const conferences = () => api.api.admin.conferences;
const one = () => conferences()[":conferenceId"];
const param = (conferenceId: number) => ({ conferenceId: String(conferenceId) });
const itemParam = (conferenceId: number, itemId: number) => ({
  ...param(conferenceId),
  itemId: String(itemId),
});

/** getMeetingList / getConferenceListByYearAndHost. */
export const conferenceRecordsQuery = (filter: RecordFilter) =>
  queryOptions({
    queryKey: editorKeys.records(filter),
    queryFn: (): Promise<ConferenceRecord[]> => unwrap(conferences().records.$get({ query: filter })),
  });

/** getMeetingDetail: the conference, its items and what registrations use of them. */
export const conferenceEditorQuery = (conferenceId: number) =>
  queryOptions({
    queryKey: editorKeys.conference(conferenceId),
    queryFn: (): Promise<ConferenceEditorView> => unwrap(one().detail.$get({ param: param(conferenceId) })),
  });

/** managerGroupSheme: the conference's discount schemes with their groups. */
export const groupSchemesQuery = (conferenceId: number) =>
  queryOptions({
    queryKey: editorKeys.schemes(conferenceId),
    queryFn: (): Promise<GroupSchemeRecord[]> =>
      unwrap(one()["group-schemes"].$get({ param: param(conferenceId) })),
  });

/** A mutation that refreshes every conference query once it succeeds (lists, editor, switcher). */
function useConferenceMutation<A, R>(mutationFn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conferenceKeys.all() }),
  });
}

/** saveMeeting: a new conference (no id) or the basics and settings of one. */
export const useSaveConference = () =>
  useConferenceMutation(({ id, input }: { id: number | null; input: ConferenceInput }) =>
    id === null
      ? unwrap(conferences().$post({ json: input }))
      : unwrap(one().$put({ param: param(id), json: input })).then(() => ({ id })),
  );

export const useDeleteConference = () =>
  useConferenceMutation((id: number) => unwrap(one().$delete({ param: param(id) })));

export const useCopyConference = () =>
  useConferenceMutation(({ from, input }: { from: number; input: CopyConferenceInput }) =>
    unwrap(one().copy.$post({ param: param(from), json: input })),
  );

export const useSaveFeeTable = (conferenceId: number) =>
  useConferenceMutation((input: FeeTableInput) =>
    unwrap(one()["fee-rows"].$put({ param: param(conferenceId), json: input })),
  );

export const useCreateScheme = (conferenceId: number) =>
  useConferenceMutation((input: GroupSchemeInput) =>
    unwrap(one()["group-schemes"].$post({ param: param(conferenceId), json: input })),
  );

/** Deletes a scheme of any conference (the editor's, or the scheme list's across conferences). */
export const useDeleteScheme = () =>
  useConferenceMutation(({ conferenceId, schemeId }: { conferenceId: number; schemeId: number }) =>
    unwrap(
      one()["group-schemes"][":schemeId"].$delete({
        param: { ...param(conferenceId), schemeId: String(schemeId) },
      }),
    ),
  );

/** The calls of one kind of item (each its own typed route): add, change, delete, and order when ordered. */
export type ItemCalls<I> = {
  create(conferenceId: number, input: I): Promise<unknown>;
  update(conferenceId: number, itemId: number, input: I): Promise<unknown>;
  remove(conferenceId: number, itemId: number): Promise<unknown>;
  reorder?(conferenceId: number, ids: number[]): Promise<unknown>;
};

export const participantTypeCalls: ItemCalls<ParticipantTypeInput> = {
  create: (c, json) => unwrap(one()["participant-types"].$post({ param: param(c), json })),
  update: (c, i, json) =>
    unwrap(one()["participant-types"][":itemId"].$put({ param: itemParam(c, i), json })),
  remove: (c, i) => unwrap(one()["participant-types"][":itemId"].$delete({ param: itemParam(c, i) })),
  reorder: (c, ids) => unwrap(one()["participant-types-order"].$put({ param: param(c), json: { ids } })),
};

export const workshopCalls: ItemCalls<WorkshopInput> = {
  create: (c, json) => unwrap(one().workshops.$post({ param: param(c), json })),
  update: (c, i, json) => unwrap(one().workshops[":itemId"].$put({ param: itemParam(c, i), json })),
  remove: (c, i) => unwrap(one().workshops[":itemId"].$delete({ param: itemParam(c, i) })),
  reorder: (c, ids) => unwrap(one()["workshops-order"].$put({ param: param(c), json: { ids } })),
};

export const hotelCalls: ItemCalls<ConferenceHotelInput> = {
  create: (c, json) => unwrap(one().hotels.$post({ param: param(c), json })),
  update: (c, i, json) => unwrap(one().hotels[":itemId"].$put({ param: itemParam(c, i), json })),
  remove: (c, i) => unwrap(one().hotels[":itemId"].$delete({ param: itemParam(c, i) })),
  reorder: (c, ids) => unwrap(one()["hotels-order"].$put({ param: param(c), json: { ids } })),
};

export const invitationCodeCalls: ItemCalls<InvitationCodeInput> = {
  create: (c, json) => unwrap(one()["invitation-codes"].$post({ param: param(c), json })),
  update: (c, i, json) => unwrap(one()["invitation-codes"][":itemId"].$put({ param: itemParam(c, i), json })),
  remove: (c, i) => unwrap(one()["invitation-codes"][":itemId"].$delete({ param: itemParam(c, i) })),
};

export const extraItemCalls: ItemCalls<ExtraItemInput> = {
  create: (c, json) => unwrap(one()["extra-items"].$post({ param: param(c), json })),
  update: (c, i, json) => unwrap(one()["extra-items"][":itemId"].$put({ param: itemParam(c, i), json })),
  remove: (c, i) => unwrap(one()["extra-items"][":itemId"].$delete({ param: itemParam(c, i) })),
  reorder: (c, ids) => unwrap(one()["extra-items-order"].$put({ param: param(c), json: { ids } })),
};

/** The mutations of one kind of item in one conference. */
export function useItemMutations<I>(conferenceId: number, calls: ItemCalls<I>) {
  return {
    save: useConferenceMutation(({ id, input }: { id: number | null; input: I }) =>
      id === null ? calls.create(conferenceId, input) : calls.update(conferenceId, id, input),
    ),
    remove: useConferenceMutation((id: number) => calls.remove(conferenceId, id)),
    reorder: useConferenceMutation(
      (ids: number[]) => calls.reorder?.(conferenceId, ids) ?? Promise.resolve(),
    ),
  };
}
