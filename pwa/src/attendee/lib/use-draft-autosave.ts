import { useCallback, useEffect, useMemo, useRef } from "react";
import { blockDraft } from "#attendee/blocks/index";
import { useClearDraft, useSaveDraft } from "#attendee/queries/drafts";
import type { DraftValues, Selection } from "./draft-db";
import type { RegistFormValues } from "./registrant-check";
import { draftFieldNames } from "./registrant-values";

/**
 * The values worth keeping across reloads: every field but the encrypted ones (the document number), and
 * the blocks as their descriptors keep them.
 */
function draftValuesOf(values: RegistFormValues): DraftValues {
  const kept: Record<string, unknown> = { ...blockDraft(values) };
  for (const field of draftFieldNames) if (values[field] !== undefined) kept[field] = values[field];
  return kept as DraftValues;
}

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
