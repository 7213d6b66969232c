import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo, useRef } from "react";
import { draftQuery, useSaveDraft } from "#attendee/queries/drafts";

/** A random UUID; `crypto.randomUUID` needs a secure context, `getRandomValues` does not. */
export function newUuid(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The idempotency key of this form's submission: made once, kept with the draft (so a reload or a retry
 * after a lost answer sends the same one), forgotten with the draft after success or on `renew`.
 */
export function useSubmissionKey(accountId: number, conferenceId: number) {
  const queryClient = useQueryClient();
  const saveDraft = useSaveDraft(accountId, conferenceId);
  const inMemory = useRef<string | undefined>(undefined);

  const take = useCallback(async (): Promise<string> => {
    const draft = await queryClient.fetchQuery(draftQuery(accountId, conferenceId)).catch(() => null);
    const kept = inMemory.current ?? draft?.submissionKey;
    const key = kept ?? newUuid();
    inMemory.current = key;
    if (draft?.submissionKey !== key) await saveDraft({ submissionKey: key }).catch(() => undefined);
    return key;
  }, [queryClient, saveDraft, accountId, conferenceId]);

  /** After the server refused the key (used with other data): the next submission is a new one. */
  const renew = useCallback(async () => {
    const key = newUuid();
    inMemory.current = key;
    await saveDraft({ submissionKey: key }).catch(() => undefined);
  }, [saveDraft]);

  /** After success: the draft (and the key with it) is deleted; this form starts afresh. */
  const forget = useCallback(() => {
    inMemory.current = undefined;
  }, []);

  return useMemo(() => ({ take, renew, forget }), [take, renew, forget]);
}
