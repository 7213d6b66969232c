import type { AttendeeAccount, ParticipantType, RegistrationEditForm } from "@confreg/shared";
import { type BlockContext, blankBlocks, blockDraft, hiddenBlocksCleared } from "#attendee/blocks/index";
import type { LoadedConference } from "#attendee/queries/conference";
import type { DraftValues, Selection } from "./draft-db";
import { editFormValues, editSelection } from "./edit-mode";
import type { RegistFormValues } from "./registrant-check";
import { blankRegistrant, draftFieldNames } from "./registrant-values";
import { keepOffered } from "./workshop-selection";

/**
 * The device draft of a new registration (DOMAIN.md §10, ARCHITECTURE.md "PWA"): what it keeps of the form,
 * and how preRegist and newRegist start from it again after a reload or offline.
 */

/**
 * The values worth keeping across reloads: every field but the encrypted ones (the document number), and
 * the blocks as their descriptors keep them (a paper opened with someone else's PIN stays off the device).
 */
export function draftValuesOf(values: RegistFormValues): DraftValues {
  const kept: Record<string, unknown> = { ...blockDraft(values) };
  for (const field of draftFieldNames) if (values[field] !== undefined) kept[field] = values[field];
  return kept as DraftValues;
}

type StartingValues = {
  /** The registration being edited (register_id), or null for a new one. */
  edit: RegistrationEditForm | null;
  account: Pick<AttendeeAccount, "name" | "email">;
  draft: DraftValues | null;
};

/**
 * Where newRegist's form starts: every field and block blank, then the registration as stored (an edit),
 * or the account's name and e-mail with the device draft over them; the blocks this type or invitation
 * code hides go back to blank, so a draft made under another type does not bring them back.
 */
export function startingValues(blocks: BlockContext, from: StartingValues): RegistFormValues {
  const { edit, account, draft } = from;
  return {
    ...blankRegistrant(),
    ...blankBlocks(blocks),
    ...(edit ? editFormValues(edit, blocks) : { name: account.name, email: account.email, ...draft }),
    ...hiddenBlocksCleared(blocks),
  };
}

type StartingChoice = {
  /** The choice saved with the draft, if any. */
  saved: Selection | null;
  edit: RegistrationEditForm | null;
  /** The invitation code the page is open with (none when the server did not accept it). */
  invcode: string | undefined;
  types: readonly Pick<ParticipantType, "id">[];
  workshops: readonly Pick<LoadedConference["workshops"][number], "id" | "isNoneOption" | "remaining">[];
};

/**
 * Where preRegist's choice starts: an edit's own choice (its workshops kept even when full, its own place
 * being among the taken ones); else the draft's, when it was made with the same invitation code, without
 * types and workshops no longer offered; else nothing, but a single type chosen for the attendee. `fresh`:
 * nothing was restored, so the account's earlier choices may be proposed.
 */
export function startingChoice(from: StartingChoice) {
  const { saved, edit, invcode, types, workshops } = from;
  const restorable = edit ? editSelection(edit) : saved && saved.invcode === (invcode ?? "") ? saved : null;
  const restored = restorable?.participantTypeId;
  const typeId =
    restored !== undefined && types.some((type) => type.id === restored)
      ? restored
      : types.length === 1
        ? (types[0]?.id ?? null)
        : null;
  const workshopIds = edit
    ? edit.input.workshopIds.filter((id) => workshops.some((w) => w.id === id))
    : restorable
      ? keepOffered(restorable.workshopIds, workshops)
      : [];
  return { typeId, workshopIds, fresh: !restorable && !edit };
}
