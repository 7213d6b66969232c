import type { ConferenceSettings, ParticipantType } from "../schemas/conference";
import { validationIds as v } from "../validation";
import type { FieldIssue } from "./field-issue";

/** The society's lists a member number is checked against (server `members.kind`). */
export type MemberListKind = "caa" | "committee";

export type MemberCheckType = Pick<ParticipantType, "isMember" | "isCommittee">;

/**
 * Which list the registrant's member number must be on (spec 000 §5 "member check, committee check"): the
 * committee's for committee types, else the society's for member types; none where the conference turned
 * the check off (`memberCheck`, DOMAIN.md §2) or the type asks for no number.
 */
export function memberListOf(
  settings: Pick<ConferenceSettings, "memberCheck">,
  type: MemberCheckType | null,
): MemberListKind | null {
  if (!settings.memberCheck || !type) return null;
  if (type.isCommittee) return "committee";
  return type.isMember ? "caa" : null;
}

/** Member numbers as lists print them: no spaces, letters upper-cased. */
export const normalizeMemberNo = (memberNo: string): string => memberNo.replace(/\s+/g, "").toUpperCase();

/** Names compare without spaces and case: "Li Ming" is "li ming", "张 三" is "张三". */
const squash = (name: string) => name.replace(/\s+/g, "").toLowerCase();
export const sameName = (a: string, b: string): boolean => squash(a) === squash(b);

/**
 * The member check's finding (spec `checkCaaMember`): nothing when the number is on the list under the
 * registrant's name, else the spec's "member name and number do not match" (or the committee's). An empty
 * number is the required rule's to report, not this one's.
 */
export function memberMatchIssue(
  kind: MemberListKind,
  entered: { name: string; memberNo: string },
  listed: { name: string } | null,
): FieldIssue | null {
  if (entered.memberNo.trim() === "") return null;
  if (listed && sameName(listed.name, entered.name)) return null;
  return { path: "memberNo", code: kind === "committee" ? v.committeeMismatch : v.memberMismatch };
}
