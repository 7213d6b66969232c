import { useCallback, useEffect, useMemo, useRef } from "react";
import { useClearDraft, useSaveDraft } from "#attendee/queries/drafts";
import type { Selection } from "./draft-db";
import { draftValuesOf } from "./draft-values";
import type { RegistFormValues } from "./registrant-check";

/**
 * Saves the newRegist form to the device a moment after each change (at once with `flush`, before a
 * submission that may not get through); clears it once submitted.
 */
export function useDraftAutosave(accountId: number, conferenceId: number, selection: Selection) {
  const saveDraft = useSaveDraft(accountId, conferenceId);
  const clearDraft = useClearDraft(accountId, conferenceId);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  // A device without IndexedDB (private mode) still registers, only without a draft.
  const save = useCallback(
    (values: RegistFormValues) =>
      saveDraft({ selection, values: draftValuesOf(values) }).catch(() => undefined),
    [saveDraft, selection],
  );

  const schedule = useCallback(
    (values: RegistFormValues) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void save(values), 400);
    },
    [save],
  );

  const flush = useCallback(
    async (values: RegistFormValues) => {
      clearTimeout(timer.current);
      await save(values);
    },
    [save],
  );

  const clear = useCallback(async () => {
    clearTimeout(timer.current);
    await clearDraft().catch(() => undefined);
  }, [clearDraft]);

  return useMemo(() => ({ schedule, flush, clear }), [schedule, flush, clear]);
}
