import { useCallback, useEffect, useMemo, useRef } from "react";
import { useClearDraft, useSaveDraft } from "#attendee/queries/drafts";
import type { DraftValues, Selection } from "./draft-db";
import type { FormValues } from "./registrant-check";

const keptFields = [
  "name",
  "nameEn",
  "unit",
  "unitEn",
  "job",
  "position",
  "email",
  "phone",
  "memberNo",
  "otherMemberNo",
] as const;

/** The values worth keeping across reloads: everything but the ID number. */
function draftValuesOf(values: FormValues): DraftValues {
  const kept: DraftValues = {};
  for (const field of keptFields) if (values[field] !== undefined) kept[field] = values[field];
  if (values.gender !== undefined) kept.gender = values.gender;
  return kept;
}

/** Saves the newRegist form to the device a moment after each change; clears it once submitted. */
export function useDraftAutosave(accountId: number, conferenceId: number, selection: Selection) {
  const saveDraft = useSaveDraft(accountId, conferenceId);
  const clearDraft = useClearDraft(accountId, conferenceId);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const schedule = useCallback(
    (values: FormValues) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        // A device without IndexedDB (private mode) still registers, only without a draft.
        saveDraft({ selection, values: draftValuesOf(values) }).catch(() => undefined);
      }, 400);
    },
    [saveDraft, selection],
  );

  const clear = useCallback(async () => {
    clearTimeout(timer.current);
    await clearDraft().catch(() => undefined);
  }, [clearDraft]);

  return useMemo(() => ({ schedule, clear }), [schedule, clear]);
}
