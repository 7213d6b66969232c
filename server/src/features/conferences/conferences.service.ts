import {
  AppError,
  type Conference,
  type ConferenceView,
  type InvitationCode,
  type InvitationView,
} from "@confreg/shared";
import type { Kysely } from "kysely";
import type { Database } from "#db/schema";
import type { AppDeps } from "#http/env";
import { type Limit, minutes } from "#lib/rate-limit/attempts";
import { toConference, toExtraItem, toFeeRow, toParticipantType, toWorkshop } from "./conference.mappers";
import {
  findConference,
  findInvitation,
  listExtraItems,
  listFeeRows,
  listParticipantTypes,
  listWorkshops,
} from "./conferences.repo";
import { hotelsView } from "./hotels-view";

/** A live (not deleted) conference, or CONFERENCE_NOT_FOUND: for features that act within one. */
export async function requireConference(db: Kysely<Database>, conferenceId: number): Promise<Conference> {
  const row = await findConference(db, conferenceId);
  if (!row) throw new AppError("CONFERENCE_NOT_FOUND");
  return toConference(row);
}

/** A conference with everything its registration rules and fees depend on (not the invitation). */
export async function loadConferenceRules(db: Kysely<Database>, conferenceId: number) {
  const row = await findConference(db, conferenceId);
  if (!row) throw new AppError("CONFERENCE_NOT_FOUND");
  const [types, workshops, feeRows] = await Promise.all([
    listParticipantTypes(db, conferenceId),
    listWorkshops(db, conferenceId),
    listFeeRows(db, conferenceId),
  ]);
  return {
    conference: toConference(row),
    participantTypes: types.map(toParticipantType),
    workshops: workshops.map(toWorkshop),
    feeRows: feeRows.map(toFeeRow),
  };
}
export type ConferenceRules = Awaited<ReturnType<typeof loadConferenceRules>>;

/** The invitation code of the conference, or null when there is none such. */
export async function loadInvitation(
  db: Kysely<Database>,
  conferenceId: number,
  invcode: string | undefined,
) {
  const row = invcode ? await findInvitation(db, conferenceId, invcode) : undefined;
  return row ? toInvitation(row) : null;
}

/** A conference's rules and the invitation code given, read now. */
export async function loadConferenceContext(
  db: Kysely<Database>,
  conferenceId: number,
  invcode: string | undefined,
) {
  const [rules, invitation] = await Promise.all([
    loadConferenceRules(db, conferenceId),
    loadInvitation(db, conferenceId, invcode),
  ]);
  return { ...rules, invitation };
}
export type ConferenceContext = Awaited<ReturnType<typeof loadConferenceContext>>;

/** An invitation code's row, with the ids of the types it unlocks, as the shared schema has it. */
export function toInvitation(row: NonNullable<Awaited<ReturnType<typeof findInvitation>>>): InvitationCode {
  return {
    id: row.id,
    conferenceId: row.conferenceId,
    code: row.code,
    title: row.title,
    showsHotel: row.showsHotel === 1,
    showsWorkshop: row.showsWorkshop === 1,
    hidesExtraInfo: row.hidesExtraInfo === 1,
    unlocksParticipantTypeIds: row.unlocksParticipantTypeIds,
  };
}

export function toInvitationView(invitation: InvitationCode): InvitationView {
  const { code, showsHotel, showsWorkshop, hidesExtraInfo, unlocksParticipantTypeIds } = invitation;
  return { code, showsHotel, showsWorkshop, hidesExtraInfo, unlocksParticipantTypeIds };
}

/** Invitation-code guesses per source address. */
const invitationLimit: Limit = { limit: 20, windowMs: minutes(10) };

/**
 * Whether the visitor's address may try an invitation code: wrong codes count, and once they are used up
 * every code is refused for a while, so codes cannot be guessed. A wrong code is counted and judged
 * in one atomic step, so guesses sent at once cannot slip past the limit together.
 */
export async function invitationAttemptAllowed(deps: AppDeps, who: string, found: boolean) {
  const key = `invitation:${who}`;
  if (!found) return (await deps.rateLimiter.record(key, invitationLimit.windowMs)) <= invitationLimit.limit;
  return (await deps.rateLimiter.count(key)) < invitationLimit.limit;
}

const tooManyCodes = () =>
  new AppError("RATE_LIMITED", { retryAfterSeconds: Math.ceil(invitationLimit.windowMs / 1000) });

/** An invitation code of the conference, or INVITATION_CODE_INVALID; attempts are throttled per address. */
export async function checkInvitation(deps: AppDeps, ip: string, conferenceId: number, code: string) {
  if (!(await findConference(deps.db, conferenceId))) throw new AppError("CONFERENCE_NOT_FOUND");
  const found = await findInvitation(deps.db, conferenceId, code);
  if (!(await invitationAttemptAllowed(deps, ip, found !== null))) throw tooManyCodes();
  if (!found) throw new AppError("INVITATION_CODE_INVALID", { code });
  return toInvitationView(toInvitation(found));
}

/** A registration submitted with a code: guesses through the form count like those through the field. */
export async function assertInvitationAttempt(deps: AppDeps, accountId: number, found: boolean) {
  if (!(await invitationAttemptAllowed(deps, `account:${accountId}`, found))) throw tooManyCodes();
}

/** The attendee's view: hidden types only for the invitation code that unlocks them; visible workshops. */
export async function conferenceView(
  deps: AppDeps,
  conferenceId: number,
  invcode: string | undefined,
  ip: string,
): Promise<ConferenceView> {
  const found = await loadConferenceContext(deps.db, conferenceId, invcode);
  // Past the limit a code in the address opens nothing (and the page says the code is not valid).
  const allowed = !invcode || (await invitationAttemptAllowed(deps, ip, found.invitation !== null));
  const context = allowed ? found : { ...found, invitation: null };
  const unlocked = new Set(context.invitation?.unlocksParticipantTypeIds ?? []);
  const [hotels, extraItems] = await Promise.all([
    hotelsView(deps.db, conferenceId, context.conference.settings.hotelWindow),
    listExtraItems(deps.db, conferenceId),
  ]);
  return {
    ...context.conference,
    participantTypes: context.participantTypes.filter((t) => !t.isHidden || unlocked.has(t.id)),
    workshops: context.workshops.filter((w) => w.isVisible),
    feeRows: context.feeRows,
    hotels,
    extraItems: extraItems.map(toExtraItem),
    invitation: context.invitation ? toInvitationView(context.invitation) : null,
    invitationInvalid: Boolean(invcode) && !context.invitation,
    now: deps.now().toISOString(),
  };
}
