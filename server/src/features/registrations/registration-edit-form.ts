import {
  type RecommendState,
  type RegistrationData,
  type RegistrationEditForm,
  type RegistrationInput,
  registrationInput,
} from "@confreg/shared";
import { cachedConferenceContext } from "#features/conferences";
import { acceptedPapersWithIds } from "#features/papers";
import { registrantValuesOf } from "#features/people";
import type { AppDeps } from "#http/env";
import { loadBlocks } from "./blocks";
import { type EditFacts, loadEditFacts } from "./edit-terms";
import type { RegistrationRow } from "./registration.extras";
import { ownRegistration } from "./registrations.service";

/**
 * An attendee's own registration as the edit form starts from it (register_id on preRegist and newRegist):
 * every value as entered, for its owner only (views elsewhere stay masked), what the edit may not change and
 * how its fee will be set. Never cached: it carries the owner's document and phone numbers.
 */
export async function loadOwnEditForm(
  deps: AppDeps,
  accountId: number,
  id: number,
): Promise<RegistrationEditForm> {
  const { form } = await loadEditForm(deps, await ownRegistration(deps, accountId, id));
  return form;
}

/**
 * A registration as an edit form starts from it, with the facts the form was built on (the attendee's own,
 * or the back office's, which adds its allowances).
 */
export async function loadEditForm(
  deps: AppDeps,
  row: RegistrationRow,
): Promise<{ form: RegistrationEditForm; facts: EditFacts }> {
  const context = await cachedConferenceContext(deps.db, row.conferenceId, row.invcode || undefined);
  const [facts, blocks] = await Promise.all([
    loadEditFacts(deps.db, context, row, deps.now()),
    loadBlocks(deps.db, row.id, context),
  ]);
  const stored: RegistrationInput = {
    ...registrantValuesOf(row, deps.pii),
    participantTypeId: row.participantTypeId,
    workshopIds: [...facts.stored.workshopIds],
    invcode: row.invcode,
    payType: facts.stored.payType,
    clientTotal: facts.total,
    isRecommend: row.isRecommend as RecommendState,
    studentCard: row.studentCard,
    otherMemberCard: row.otherMemberCard,
    savePerson: false,
    // Each block's part as stored (blocks/index.ts); the group is not edited here.
    ...blocks,
  };
  // Stored values that today's rules no longer accept still load: the form shows what to correct.
  const parsed = registrationInput.safeParse(stored);
  const input = parsed.success ? parsed.data : (stored as RegistrationData);
  const found = await acceptedPapersWithIds(
    deps,
    row.conferenceId,
    input.papers.map((p) => p.paperId),
  );
  const heldPapers = found.map((paper) => ({
    paperId: paper.paperId,
    title: paper.title,
    authors: paper.authors,
    authorsEn: paper.authorsEn,
    isFinal: paper.isFinal,
    isRegistered: paper.isRegistered && paper.registrationId !== row.id,
  }));
  const form = {
    id: row.id,
    input,
    heldPapers,
    total: facts.total,
    currency: facts.currency,
    fee: { basis: facts.basis, pricedAt: facts.priceAt.toISOString() },
    lockedFields: facts.lockedFields,
  };
  return { form, facts };
}
