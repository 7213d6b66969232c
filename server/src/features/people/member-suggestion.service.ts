import {
  AppError,
  type MemberSuggestionAnswer,
  type MemberSuggestionInput,
  matchesMember,
  mayAskMemberSuggestion,
  memberSuggestionListOf,
  normalizeEmail,
  normalizePhone,
} from "@confreg/shared";
import { cachedConferenceContext } from "#features/conferences";
import type { AppDeps } from "#http/env";
import { type Limit, takeAttempt } from "#lib/rate-limit/attempts";
import { membersByContact } from "./member-suggestion.repo";

/** Each ask tells whether one name and contact pair is listed: limited per account, like the member check. */
export const memberSuggestionLimit: Limit = { limit: 30, windowMs: 10 * 60_000 };

type Entered = Required<Omit<MemberSuggestionInput, "participantTypeId">> & { participantTypeId?: number };

/**
 * The form's member suggestion (spec 000 §3 "member info suggestion"): what the society's list knows of
 * the member whose name and e-mail or phone are the ones typed in, when exactly one member matches;
 * otherwise nothing, never a list and never which part differed.
 */
export async function suggestMember(
  deps: AppDeps,
  accountId: number,
  conferenceId: number,
  entered: Entered,
): Promise<MemberSuggestionAnswer> {
  await takeAttempt(deps, `member-suggestion:${accountId}`, memberSuggestionLimit);
  const context = await cachedConferenceContext(deps.db, conferenceId, undefined);
  const type =
    entered.participantTypeId === undefined
      ? null
      : (context.participantTypes.find((t) => t.id === entered.participantTypeId) ?? null);
  if (entered.participantTypeId !== undefined && !type) throw new AppError("PARTICIPANT_TYPE_UNAVAILABLE");
  if (!mayAskMemberSuggestion(entered)) return { suggestion: null };
  const candidates = await membersByContact(deps.db, memberSuggestionListOf(type), {
    email: normalizeEmail(entered.email),
    phone: normalizePhone(entered.phone),
  });
  const matches = candidates.filter((member) => matchesMember(entered, member));
  const [member] = matches;
  if (matches.length !== 1 || !member) return { suggestion: null };
  return {
    suggestion: {
      gender: member.gender,
      unit: member.unit,
      job: member.job,
      email: member.email,
      phone: member.phone,
      memberNo: member.memberNo,
    },
  };
}
