import { Actor } from "@confreg/shared";
import type { AppDeps } from "#http/env";
import { recordAudit } from "#lib/audit/write-audit";
import { type Limit, takeAttempt } from "#lib/rate-limit/attempts";
import { keywordKind } from "./keyword";

const minute = 60_000;

/** Keyword searches per account: any, and those by a whole phone or document number (audited, fewer). */
export const searchLimits = {
  keyword: { limit: 120, windowMs: minute },
  personalData: { limit: 30, windowMs: 10 * minute },
};

/** A list's own allowance of personal-data searches, counted apart from the others'. */
export type PersonalSearchLimit = { bucket: string; limit: Limit };

/**
 * Every back-office list's keyword is the registration list's: throttled per account, and a whole phone
 * or ID number is a personal-data search, throttled harder (by the list's own allowance, if it has one)
 * and audited with the list it was made in. The one preamble of every list and export with a keyword.
 */
export async function limitListSearch(
  deps: AppDeps,
  search: {
    adminId: number;
    scope: number | null;
    /** None or empty: nothing to throttle. */
    keyword: string | undefined;
    list: string;
    personal?: PersonalSearchLimit;
  },
) {
  const { adminId, scope, keyword, list } = search;
  if (!keyword) return;
  const kind = keywordKind(keyword);
  await takeAttempt(deps, `search:${adminId}`, searchLimits.keyword);
  if (kind !== "phone" && kind !== "idNumber") return;
  const personal = search.personal ?? { bucket: "search:personal", limit: searchLimits.personalData };
  await takeAttempt(deps, `${personal.bucket}:${adminId}`, personal.limit);
  await recordAudit(deps, {
    action: "personalData.search",
    actor: { kind: Actor.admin, id: adminId },
    entityId: null,
    conferenceId: scope,
    data: { by: kind, list },
  });
}
