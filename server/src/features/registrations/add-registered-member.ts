import {
  Actor,
  type AdminRegistrationDetail,
  AppError,
  type AttendeeLookupResult,
  type addMemberInput,
} from "@confreg/shared";
import type { z } from "zod";
import { transact } from "#db/transact";
import { findAttendeeAccountById, findAttendeeAccountByLogin } from "#features/auth";
import { cachedConferenceContext } from "#features/conferences";
import type { AppDeps } from "#http/env";
import { recordAudit } from "#lib/audit/write-audit";
import { searchLimits } from "#lib/list/search-limit";
import { takeAttempt } from "#lib/rate-limit/attempts";
import { loadAdminDetail } from "./admin-views";
import { checkRegistrationInput, registerIn } from "./create-registration";

/**
 * register/findparticipant: the one attendee account that signs in with this exact e-mail or phone, so a
 * registration made in the back office can be theirs. Never a list to browse: a whole e-mail or phone is a
 * personal-data search, throttled and audited like the registration list's.
 */
export async function findParticipantAccount(
  deps: AppDeps,
  admin: { id: number; scope: number | null },
  login: string,
): Promise<AttendeeLookupResult> {
  await takeAttempt(deps, `search:personal:${admin.id}`, searchLimits.personalData);
  await recordAudit(deps, {
    action: "personalData.search",
    actor: { kind: Actor.admin, id: admin.id },
    entityId: null,
    conferenceId: admin.scope,
    data: { by: "attendeeAccount", list: "addMember" },
  });
  const account = await findAttendeeAccountByLogin(deps, login);
  if (!account) throw new AppError("ATTENDEE_ACCOUNT_NOT_FOUND");
  return account;
}

/**
 * Add registered member (addRegisterMember, addNewRegisterMember; spec ops addNewRegisterMemberInfo,
 * backEndRegisterMemberInfo, register/add, register/directOrNewAddRegister): a registration for a person,
 * made by the back office through the registration service with the attendee's checks (outside the window
 * too), optionally belonging to an attendee account; the client's total must be the server's.
 */
export async function addRegisteredMember(
  deps: AppDeps,
  adminId: number,
  conferenceId: number,
  submitted: z.output<typeof addMemberInput>,
): Promise<AdminRegistrationDetail> {
  const at = deps.now();
  const { accountId, ...input } = submitted;
  if (accountId !== null && !(await findAttendeeAccountById(deps, accountId)))
    throw new AppError("ATTENDEE_ACCOUNT_NOT_FOUND");
  const context = await cachedConferenceContext(deps.db, conferenceId, input.invcode || undefined);
  const checked = await checkRegistrationInput(deps.db, context, input, at, Actor.admin, null, null);
  const actor = { kind: Actor.admin, id: adminId };
  const { registrationId } = await transact(
    deps.db,
    (tx) => registerIn(tx, deps.pii, context, checked, { accountId, actor }),
    { at },
  );
  return loadAdminDetail(deps, registrationId);
}
