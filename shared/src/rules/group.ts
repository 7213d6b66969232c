import type { ConferenceSettings, GroupScheme } from "../schemas/conference";
import type { GroupChoice } from "../schemas/registration-blocks";
import { groupJoinError, type JoinableGroup } from "../state/group";
import { validationIds as v } from "../validation";
import type { FieldIssue } from "./field-issue";

/** Group codes: short, upper case, without characters read one for another (0/O, 1/I/L). */
export const groupCodeAlphabet = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const groupCodeLength = 6;

/** Codes are typed by hand: trimmed, spaces dropped, upper-cased. */
export function normalizeGroupCode(raw: string): string {
  return raw.replace(/\s+/g, "").toUpperCase();
}

/** Whether text (normalized) could be a group code: the code's length, from its alphabet only. */
export const isGroupCode = (code: string): boolean =>
  code.length === groupCodeLength && [...code].every((ch) => groupCodeAlphabet.includes(ch));

/**
 * A new code; `pick(n)` answers a random whole number in [0, n): the server passes node's `crypto.randomInt`,
 * the demo seed its own seeded generator (so the demo stays the same from run to run).
 */
export function makeGroupCode(pick: (size: number) => number): string {
  let code = "";
  for (let i = 0; i < groupCodeLength; i++) code += groupCodeAlphabet[pick(groupCodeAlphabet.length)];
  return code;
}

export type GroupRuleContext = {
  settings: Pick<ConferenceSettings, "isGroup">;
  /** The conference's schemes that are not deleted. */
  schemes: readonly Pick<GroupScheme, "id">[];
  /** For a join: the group behind the code (null: no such group in this conference). */
  joining?: JoinableGroup | null;
};

const joinCodes = {
  GROUP_NOT_FOUND: v.groupNotFound,
  GROUP_EXPIRED: v.groupExpired,
  GROUP_FULL: v.groupFull,
} as const;

/**
 * The group block (DOMAIN.md §6, spec 001 §4): only where the conference has group discounts; a new
 * group from one of its schemes, or a code that finds a joinable group (1 not found, 2 expired, 3 full).
 * The server checks fullness again under the group's lock, so concurrent joins never exceed it.
 */
export function groupChoiceIssues(context: GroupRuleContext, choice: GroupChoice | null): FieldIssue[] {
  if (!choice) return [];
  if (!context.settings.isGroup) return [{ path: "group", code: v.groupUnavailable }];
  if ("create" in choice) {
    const known = context.schemes.some((scheme) => scheme.id === choice.create);
    return known ? [] : [{ path: "group.create", code: v.groupScheme }];
  }
  const error = groupJoinError(context.joining);
  return error ? [{ path: "group.join", code: joinCodes[error] }] : [];
}
