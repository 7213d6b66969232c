import {
  Actor,
  AppError,
  type RegistrantValues,
  type SavedRegistrantData,
  type SavedRegistrantValues,
  type SavedRegistrantView,
  savedRegistrantIssues,
  toRegistrantView,
} from "@confreg/shared";
import type { Pii } from "#crypto/pii";
import type { SavedRegistrantRow } from "#db/tables/saved-registrants";
import { type Tx, transact } from "#db/transact";
import type { AppDeps } from "#http/env";
import { type ActorRef, recordAudit, writeAudit } from "#lib/audit/write-audit";
import { cardImagesOf } from "./card-images";
import { registrantValuesOf } from "./registrant-columns";
import { type CardIds, cardIdsFor, savedPersonColumns } from "./saved-person-columns";
import {
  deleteSaved,
  findSamePerson,
  findSaved,
  insertSaved,
  listSaved,
  updateSaved,
} from "./saved-registrants.repo";

const attendee = (accountId: number): ActorRef => ({ kind: Actor.attendee, id: accountId });

function toView(row: SavedRegistrantRow, pii: Pii): SavedRegistrantView {
  return {
    id: row.id,
    ...toRegistrantView(registrantValuesOf(row, pii)),
    ...cardImagesOf(row),
    updateTime: row.updateTime,
  };
}

/** The person's own findings, whatever the conference (spec 000 §5): refused before anything is written. */
function assertValid(input: SavedRegistrantData) {
  const issues = savedRegistrantIssues(input);
  if (issues.length) throw new AppError("VALIDATION_FAILED", { fields: issues });
}

async function ownRow(deps: AppDeps, accountId: number, id: number) {
  const row = await findSaved(deps.db, accountId, id);
  // Another account's saved person does not exist for this one.
  if (!row) throw new AppError("NOT_FOUND");
  return row;
}

export async function listSavedRegistrants(deps: AppDeps, accountId: number): Promise<SavedRegistrantView[]> {
  return (await listSaved(deps.db, accountId)).map((row) => toView(row, deps.pii));
}

/** A saved person chosen to fill the form: the values as entered, to their owner only, audited (DOMAIN.md §10). */
export async function revealSavedRegistrant(
  deps: AppDeps,
  accountId: number,
  id: number,
): Promise<SavedRegistrantValues> {
  const row = await ownRow(deps, accountId, id);
  await recordAudit(deps, {
    action: "savedRegistrant.reveal",
    actor: attendee(accountId),
    entityId: row.id,
    conferenceId: null,
  });
  return { id: row.id, ...registrantValuesOf(row, deps.pii), ...cardImagesOf(row) };
}

/** Writes a person into a saved row (a new one without `id`), cards kept as the owner's own images. */
async function writePerson(
  tx: Tx,
  pii: Pii,
  accountId: number,
  person: { values: RegistrantValues; cards: CardIds },
  id: number | null,
): Promise<number> {
  const owner = attendee(accountId);
  const cards = await cardIdsFor(tx, owner, person.cards, null);
  const columns = { ...savedPersonColumns(person.values, pii), ...cards, updateTime: tx.now };
  let saved = id;
  if (saved === null) saved = (await insertSaved(tx.db, { ...columns, accountId, createTime: tx.now })).id;
  else await updateSaved(tx.db, accountId, saved, columns);
  await writeAudit(tx, { action: "savedRegistrant.save", actor: owner, entityId: saved, conferenceId: null });
  return saved;
}

const personOf = ({ studentCard, otherMemberCard, ...values }: SavedRegistrantData) => ({
  values,
  cards: { studentCard, otherMemberCard },
});

export async function addSavedRegistrant(
  deps: AppDeps,
  accountId: number,
  input: SavedRegistrantData,
): Promise<SavedRegistrantView> {
  assertValid(input);
  const id = await transact(deps.db, (tx) => writePerson(tx, deps.pii, accountId, personOf(input), null), {
    at: deps.now(),
  });
  return toView(await ownRow(deps, accountId, id), deps.pii);
}

export async function editSavedRegistrant(
  deps: AppDeps,
  accountId: number,
  id: number,
  input: SavedRegistrantData,
): Promise<SavedRegistrantView> {
  await ownRow(deps, accountId, id);
  assertValid(input);
  await transact(deps.db, (tx) => writePerson(tx, deps.pii, accountId, personOf(input), id), {
    at: deps.now(),
  });
  return toView(await ownRow(deps, accountId, id), deps.pii);
}

export async function deleteSavedRegistrant(deps: AppDeps, accountId: number, id: number): Promise<void> {
  await ownRow(deps, accountId, id);
  await transact(
    deps.db,
    async (tx) => {
      await deleteSaved(tx.db, accountId, id);
      await writeAudit(tx, {
        action: "savedRegistrant.delete",
        actor: attendee(accountId),
        entityId: id,
        conferenceId: null,
      });
    },
    { at: deps.now() },
  );
}

/**
 * "Save this person" on submit (spec 000 §2), in the registration's unit of work: the registrant as the
 * registration stores it updates the account's saved person of the same name and e-mail or phone, or
 * becomes a new one. The card images the registration holds are shared with the saved person (one it
 * lacks stays as saved).
 */
export async function savePersonIn(
  tx: Tx,
  pii: Pii,
  accountId: number,
  person: { values: RegistrantValues; cards: CardIds },
): Promise<number> {
  const same = await findSamePerson(tx.db, accountId, person.values);
  // A registration without a card (another type) keeps the saved person's.
  const cards = {
    studentCard: person.cards.studentCard ?? same?.studentCard ?? null,
    otherMemberCard: person.cards.otherMemberCard ?? same?.otherMemberCard ?? null,
  };
  return writePerson(tx, pii, accountId, { values: person.values, cards }, same?.id ?? null);
}
