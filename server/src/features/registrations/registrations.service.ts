import { createHash } from "node:crypto";
import {
  Actor,
  AppError,
  type ConferenceSettings,
  type ErrorCode,
  type InvoiceStatus,
  type PageQuery,
  pageOf,
  type RegistrationData,
  type RegistrationDetail,
} from "@confreg/shared";
import { isUniqueViolation } from "#db/errors";
import { loadMoneyRows } from "#db/standing";
import { type Tx, transact, type Written } from "#db/transact";
import {
  assertInvitationAttempt,
  type ConferenceContext,
  cachedConferenceContext,
} from "#features/conferences";
import { paperClaimant, papersOfRegistration } from "#features/papers";
import type { AppDeps } from "#http/env";
import type { ActorRef } from "#lib/audit/write-audit";
import { registrationState } from "#state/bindings";
import { transition } from "#state/transition";
import { releaseBlocks } from "./blocks";
import { type CheckedRegistration, checkRegistrationInput, registerIn } from "./create-registration";
import { extrasOfWritten, loadRegistrationExtras, type RegistrationRow } from "./registration.extras";
import { toRegistrationDetail, toRegistrationSummary } from "./registration.mappers";
import { loadAdditionalView } from "./registration-additional";
import { loadAddressView } from "./registration-address";
import { releaseWorkshops } from "./registration-locks";
import { findRegistration, listOwnRegistrations } from "./registrations.repo";

/** What deleting a registration can answer: not there, or not deletable (paid or invoiced), or changed meanwhile. */
export const registrationDeleteErrors = [
  "REGISTRATION_NOT_FOUND",
  "REGISTRATION_NOT_DELETABLE",
  "STATE_CONFLICT",
  "TRANSITION_NOT_ALLOWED",
] as const satisfies readonly ErrorCode[];

/** An attendee's registration; someone else's is answered as not found, never as forbidden. */
export async function ownRegistration(deps: AppDeps, accountId: number, id: number) {
  const row = await findRegistration(deps.db, id);
  if (!row || row.accountId !== accountId) throw new AppError("REGISTRATION_NOT_FOUND");
  return row;
}

/** The detail's parts that its blocks keep in their own tables: answers and room, papers, address. */
const blockViews = (deps: AppDeps, row: RegistrationRow, settings: ConferenceSettings) =>
  Promise.all([
    loadAdditionalView(deps.db, row),
    papersOfRegistration(deps, row.id),
    loadAddressView(deps.db, row, settings),
  ]);

export async function getRegistrationDetail(
  deps: AppDeps,
  owner: { accountId: number },
  id: number,
): Promise<RegistrationDetail> {
  const row = await ownRegistration(deps, owner.accountId, id);
  const { conference } = await cachedConferenceContext(deps.db, row.conferenceId, undefined);
  const [extras, [additional, papers, address]] = await Promise.all([
    loadRegistrationExtras(deps.db, [row]),
    blockViews(deps, row, conference.settings),
  ]);
  return toRegistrationDetail(row, extras, deps.pii, additional, papers, address);
}

/**
 * The detail of a registration just created, built from what its unit of work wrote (the row, its lines
 * and invoice as committed) and the rules it was checked against; only the blocks' tables are read.
 */
async function createdDetail(
  deps: AppDeps,
  context: ConferenceContext,
  checked: CheckedRegistration,
  written: Written,
): Promise<RegistrationDetail> {
  const { conference, participantTypes } = context;
  const type = participantTypes.find((t) => t.id === written.row.participantTypeId);
  if (!type) throw new Error(`participant type ${written.row.participantTypeId} left the context`);
  const [additional, papers, address] = await blockViews(deps, written.row, conference.settings);
  const refs = { conference, type, workshops: checked.workshops };
  const extras = extrasOfWritten(written, refs, papers.length);
  return toRegistrationDetail(written.row, extras, deps.pii, additional, papers, address);
}

export async function listRegistrations(
  deps: AppDeps,
  accountId: number,
  conferenceId: number,
  page: PageQuery,
) {
  const { rows, total } = await listOwnRegistrations(deps.db, accountId, conferenceId, page);
  const extras = await loadRegistrationExtras(deps.db, rows);
  return pageOf(
    rows.map((row) => toRegistrationSummary(row, extras, deps.pii)),
    page,
    total,
  );
}

const requestHash = (conferenceId: number, input: RegistrationData) =>
  createHash("sha256")
    .update(JSON.stringify([conferenceId, input]))
    .digest("hex");

async function priorSubmission(deps: AppDeps, accountId: number, key: string, hash: string) {
  const prior = await deps.db
    .selectFrom("idempotencyKeys")
    .select(["requestHash", "registrationId"])
    .where("accountId", "=", accountId)
    .where("key", "=", key)
    .executeTakeFirst();
  if (!prior) return null;
  if (prior.requestHash !== hash || prior.registrationId === null)
    throw new AppError("IDEMPOTENCY_KEY_REUSED");
  return prior.registrationId;
}

/**
 * An attendee submits newRegist. With an idempotency key (the PWA sends one per submission), a retry
 * after a lost answer returns the first registration instead of making a second one; the same key
 * with other data is refused.
 */
export async function submitRegistration(
  deps: AppDeps,
  accountId: number,
  conferenceId: number,
  input: RegistrationData,
  idempotencyKey: string | undefined,
): Promise<RegistrationDetail> {
  const at = deps.now();
  const hash = requestHash(conferenceId, input);
  const replay = async () => {
    const id = idempotencyKey ? await priorSubmission(deps, accountId, idempotencyKey, hash) : null;
    return id === null ? null : getRegistrationDetail(deps, { accountId }, id);
  };
  const earlier = await replay();
  if (earlier) return earlier;
  const context = await cachedConferenceContext(deps.db, conferenceId, input.invcode || undefined);
  if (input.invcode) await assertInvitationAttempt(deps, accountId, context.invitation !== null);
  const checked = await checkRegistrationInput(
    deps.db,
    context,
    input,
    at,
    Actor.attendee,
    null,
    paperClaimant(deps, accountId),
  );
  const actor: ActorRef = { kind: Actor.attendee, id: accountId };
  let created: { id: number; unit: Tx };
  try {
    created = await transact(
      deps.db,
      async (tx) => {
        // The key first: a second submission with it waits here for the first, then finds it taken.
        const key = idempotencyKey
          ? await tx.db
              .insertInto("idempotencyKeys")
              .values({ accountId, key: idempotencyKey, requestHash: hash, createTime: tx.now })
              .returning("id")
              .executeTakeFirstOrThrow()
          : null;
        const { registrationId: id } = await registerIn(tx, deps.pii, context, checked, {
          accountId,
          actor,
        });
        if (key) {
          await tx.db
            .updateTable("idempotencyKeys")
            .set({ registrationId: id })
            .where("id", "=", key.id)
            .execute();
        }
        return { id, unit: tx };
      },
      { at },
    );
  } catch (error) {
    const first = isUniqueViolation(error) ? await replay() : null;
    if (first) return first;
    throw error;
  }
  // The unit of work has finished: what it wrote is the answer (read back only if it joined another).
  const written = created.unit.written(created.id);
  return written
    ? createdDetail(deps, context, checked, written)
    : getRegistrationDetail(deps, { accountId }, created.id);
}

/**
 * Soft-deletes a registration in the caller's unit of work (DOMAIN.md §7): the registration machine
 * decides, with every line and invoice read under the registration's lock, and the workshop places, the
 * room and the papers go back.
 */
export async function deleteRegistrationIn(tx: Tx, id: number, actor: ActorRef): Promise<void> {
  await transition(tx, registrationState, {
    id,
    event: "delete",
    actor,
    set: { deletedTime: tx.now },
    context: async () => {
      const { lines, invoices } = await loadMoneyRows(tx.db, [id]);
      const invoice = invoices.get(id);
      return {
        payStatuses: (lines.get(id) ?? []).map((line) => line.payStatus),
        invoiceStatuses: invoice ? [invoice.invoiceStatus as InvoiceStatus] : [],
      };
    },
  });
  const workshops = await tx.db
    .selectFrom("registrationWorkshops")
    .select("workshopId")
    .where("registrationId", "=", id)
    .execute();
  await releaseWorkshops(
    tx,
    workshops.map((w) => w.workshopId),
  );
  await releaseBlocks(tx, id);
}

/** An attendee deletes one of their registrations. */
export async function deleteOwnRegistration(deps: AppDeps, accountId: number, id: number): Promise<void> {
  await ownRegistration(deps, accountId, id);
  await transact(deps.db, (tx) => deleteRegistrationIn(tx, id, { kind: Actor.attendee, id: accountId }), {
    at: deps.now(),
  });
}
