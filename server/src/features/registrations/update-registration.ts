import {
  Actor,
  AppError,
  EditFeeBasis,
  feeChoiceChanges,
  keepShownFields,
  type RegistrationData,
  type RegistrationEditResult,
} from "@confreg/shared";
import type { Pii } from "#crypto/pii";
import { type Tx, transact } from "#db/transact";
import type { ConferenceContext } from "#features/conferences";
import { cachedConferenceContext } from "#features/conferences";
import { paperClaimant } from "#features/papers";
import { registrantColumns, writeRegistrationPeople } from "#features/people";
import type { AppDeps } from "#http/env";
import type { ActorRef } from "#lib/audit/write-audit";
import { registrationState } from "#state/bindings";
import { transition } from "#state/transition";
import { updateBlocks } from "./blocks";
import { type CheckedRegistration, checkRegistrationInput } from "./create-registration";
import { type EditFacts, loadEditFacts } from "./edit-terms";
import { lockIdentity, lockWorkshops, releaseWorkshops } from "./registration-locks";
import { getRegistrationDetail, ownRegistration } from "./registrations.service";

/** Workshop places move by the difference: those left go back, those added are taken (a full one fails it). */
async function moveWorkshops(tx: Tx, registrationId: number, to: readonly number[]) {
  const held = await tx.db
    .selectFrom("registrationWorkshops")
    .select("workshopId")
    .where("registrationId", "=", registrationId)
    .execute();
  const from = held.map((w) => w.workshopId);
  const left = from.filter((id) => !to.includes(id));
  const added = to.filter((id) => !from.includes(id));
  await releaseWorkshops(tx, left);
  await lockWorkshops(tx, added);
  if (left.length) {
    await tx.db
      .deleteFrom("registrationWorkshops")
      .where("registrationId", "=", registrationId)
      .where("workshopId", "in", left)
      .execute();
  }
  if (added.length) {
    await tx.db
      .insertInto("registrationWorkshops")
      .values(added.map((workshopId) => ({ registrationId, workshopId })))
      .execute();
  }
}

/** The registrant's columns; the kiosk's look-up of the document is derived again only when it changed. */
async function writeRegistrant(
  tx: Tx,
  pii: Pii,
  context: ConferenceContext,
  target: { id: number; accountId: number | null; actor: ActorRef },
  input: RegistrationData,
) {
  const { id } = target;
  const type = context.participantTypes.find((t) => t.id === input.participantTypeId) ?? null;
  const values = keepShownFields({ settings: context.conference.settings, type }, input);
  const columns = registrantColumns(values, pii);
  const before = await tx.db
    .selectFrom("registrations")
    .select("idNumberHash")
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  if (values.idNumber) await lockIdentity(tx, pii, context.conference.id, values.idNumber, id);
  if (before.idNumberHash === columns.idNumberHash) {
    delete columns.kioskIdHash;
  }
  await tx.db
    .updateTable("registrations")
    .set({ ...columns, participantTypeId: input.participantTypeId })
    .where("id", "=", id)
    .execute();
  // The card images the type shows, and "save this person" (the people feature's hook, as on submit).
  const conferenceId = context.conference.id;
  const place = { registrationId: id, conferenceId, accountId: target.accountId, actor: target.actor };
  await writeRegistrationPeople(tx, pii, place, { type, values, input });
}

/** A repriced fee goes on the first line while nothing is received on any (DOMAIN.md §3). */
async function writeFee(tx: Tx, id: number, checked: CheckedRegistration) {
  await tx.db
    .updateTable("payLines")
    .set({
      totalFee: checked.fee.total,
      currency: checked.fee.currency,
      payType: checked.payType,
      updateTime: tx.now,
    })
    .where("registrationId", "=", id)
    .where("seq", "=", 1)
    .execute();
}

/**
 * Writes a checked edit in the caller's unit of work: the registration machine's `edit` (the registration's
 * lock and the audit row), the payment read again under that lock (a payment that arrived since the check
 * makes it a conflict, never a silent change), then the registrant, the workshop places, each block's move
 * (papers, room nights, answers, invoice) and the fee. Any refusal undoes all of it.
 */
export async function updateRegistrationIn(
  tx: Tx,
  pii: Pii,
  context: ConferenceContext,
  checked: CheckedRegistration,
  edit: {
    id: number;
    facts: EditFacts;
    accountId: number | null;
    actor: ActorRef;
    /** The fee after the edit when the caller settles it on the lines itself (the back office's edit). */
    feeAfter?: number;
  },
): Promise<void> {
  const { id, facts } = edit;
  const after = edit.feeAfter ?? (facts.basis === EditFeeBasis.kept ? facts.total : checked.fee.total);
  await transition(tx, registrationState, {
    id,
    event: "edit",
    actor: edit.actor,
    amounts: { totalFee: after, currency: checked.fee.currency },
    data: {
      feeBefore: facts.total,
      feeBasis: facts.basis,
      participantTypeId: checked.input.participantTypeId,
    },
  });
  const row = await tx.db
    .selectFrom("registrations")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  const now = await loadEditFacts(tx.db, context, row, tx.at);
  if (now.basis !== facts.basis) throw new AppError("STATE_CONFLICT", { machine: "registration", id });
  await writeRegistrant(
    tx,
    pii,
    context,
    { id, accountId: edit.accountId, actor: edit.actor },
    checked.input,
  );
  await moveWorkshops(
    tx,
    id,
    checked.workshops.map((w) => w.id),
  );
  await updateBlocks(tx, checked.blocks, {
    registrationId: id,
    conference: context.conference,
    actor: edit.actor,
    options: {},
  });
  if (facts.basis !== EditFeeBasis.kept) await writeFee(tx, id, checked);
  tx.touch(id);
}

/**
 * An attendee edits their own registration (spec 000 §5 "Edit registration form", DOMAIN.md §3): the same
 * input and checks as submitting it, inside the registration window. While unpaid the fee is priced again
 * (at the first submission's prices, or today's with `recalculateFeeWhileUnpaid`); once paid or under
 * review the fee-deciding fields are refused, each named at its field, and the rest may still change.
 */
export async function updateOwnRegistration(
  deps: AppDeps,
  accountId: number,
  id: number,
  submitted: RegistrationData,
): Promise<RegistrationEditResult> {
  const at = deps.now();
  const row = await ownRegistration(deps, accountId, id);
  const context = await cachedConferenceContext(deps.db, row.conferenceId, row.invcode || undefined);
  const facts = await loadEditFacts(deps.db, context, row, at);
  // The invitation it was made with and its group stay as they are: neither is edited here.
  const input: RegistrationData = { ...submitted, invcode: row.invcode, group: null };
  if (facts.basis === EditFeeBasis.kept) {
    const payType = input.payType ?? facts.stored.payType;
    const locked = feeChoiceChanges(facts.stored, { ...input, payType });
    if (locked.length) throw new AppError("VALIDATION_FAILED", { fields: locked });
  }
  const checked = await checkRegistrationInput(
    deps.db,
    context,
    input,
    at,
    Actor.attendee,
    null,
    paperClaimant(deps, accountId),
    {
      registrationId: id,
      priceAt: facts.priceAt,
      groupDiscount: facts.groupDiscount,
      keepsFee: facts.basis === EditFeeBasis.kept,
    },
  );
  const actor: ActorRef = { kind: Actor.attendee, id: accountId };
  await transact(
    deps.db,
    (tx) => updateRegistrationIn(tx, deps.pii, context, checked, { id, facts, accountId, actor }),
    {
      at,
    },
  );
  const registration = await getRegistrationDetail(deps, { accountId }, id);
  const kept = facts.basis === EditFeeBasis.kept;
  return {
    registration,
    fee: {
      basis: facts.basis,
      pricedAt: facts.priceAt.toISOString(),
      before: facts.total,
      after: kept ? facts.total : checked.fee.total,
      currency: kept ? facts.currency : checked.fee.currency,
    },
  };
}
