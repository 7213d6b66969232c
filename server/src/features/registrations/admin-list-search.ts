import { Actor } from "@confreg/shared";
import { recordAudit } from "#features/audit/audit.service";
import { takeAttempt } from "#features/auth/rate-limits";
import type { AppDeps } from "#http/env";
import { keywordKind } from "./admin-registrations.keyword";
import { searchLimits } from "./admin-registrations.routes";

/**
 * A back-office list's keyword is the registration list's (M2): throttled per account, and a whole phone
 * or ID number is a personal-data search, throttled harder and audited with the list it was made in.
 */
export async function limitListSearch(
  deps: AppDeps,
  search: { adminId: number; scope: number | null; keyword: string; list: string },
) {
  const { adminId, scope, keyword, list } = search;
  const kind = keywordKind(keyword);
  await takeAttempt(deps, `search:${adminId}`, searchLimits.keyword);
  if (kind !== "phone" && kind !== "idNumber") return;
  await takeAttempt(deps, `search:personal:${adminId}`, searchLimits.personalData);
  await recordAudit(deps, {
    action: "personalData.search",
    actor: { kind: Actor.admin, id: adminId },
    entityId: null,
    conferenceId: scope,
    data: { by: kind, list },
  });
}
