import { queryOptions, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import {
  attendeeDb,
  type DraftValues,
  draftKey,
  type RegistrationDraft,
  type Selection,
} from "#attendee/lib/draft-db";
import { draftKeys } from "./draft-keys";

export { draftKeys };

/** The saved draft, or null. Local data: read it even when the device is offline. */
export const draftQuery = (accountId: number, conferenceId: number) =>
  queryOptions({
    queryKey: draftKeys.detail(accountId, conferenceId),
    queryFn: async (): Promise<RegistrationDraft | null> =>
      (await attendeeDb.drafts.get(draftKey(accountId, conferenceId))) ?? null,
    networkMode: "always",
    staleTime: Number.POSITIVE_INFINITY,
  });

type DraftChange = { selection?: Selection | null; values?: DraftValues; submissionKey?: string };

/**
 * Saves part of the draft of this account and conference: what the change leaves out stays as it was (the
 * form's values leave the choice and the submission's key alone), and the time of the change is noted.
 */
export async function writeDraft(accountId: number, conferenceId: number, change: DraftChange) {
  const key = draftKey(accountId, conferenceId);
  const current = await attendeeDb.drafts.get(key);
  const next: RegistrationDraft = {
    key,
    accountId,
    conferenceId,
    selection: change.selection !== undefined ? change.selection : (current?.selection ?? null),
    values: change.values ?? current?.values ?? {},
    submissionKey: change.submissionKey ?? current?.submissionKey,
    updatedAt: new Date().toISOString(),
  };
  await attendeeDb.drafts.put(next);
  return next;
}

/** Saves part of a draft and keeps the cached copy in step. */
export function useSaveDraft(accountId: number, conferenceId: number) {
  const queryClient = useQueryClient();
  return useCallback(
    async (change: DraftChange) => {
      const saved = await writeDraft(accountId, conferenceId, change);
      queryClient.setQueryData(draftKeys.detail(accountId, conferenceId), saved);
    },
    [queryClient, accountId, conferenceId],
  );
}

export function useClearDraft(accountId: number, conferenceId: number) {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await attendeeDb.drafts.delete(draftKey(accountId, conferenceId));
    queryClient.setQueryData(draftKeys.detail(accountId, conferenceId), null);
  }, [queryClient, accountId, conferenceId]);
}

/** On sign-out the next person on this phone must not find the previous one's details. */
export async function deleteAccountDrafts(accountId: number): Promise<void> {
  await attendeeDb.drafts.where("accountId").equals(accountId).delete();
}
