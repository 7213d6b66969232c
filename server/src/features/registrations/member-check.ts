import {
  type ConferenceSettings,
  type FieldIssue,
  type MemberCheckType,
  memberListOf,
  memberMatchIssue,
  normalizeMemberNo,
} from "@confreg/shared";
import type { Kysely } from "kysely";
import type { Database } from "#db/schema";

/**
 * The member check of spec 000 §5 (`checkCaaMember`, and the committee's): the registrant's member number
 * must be on the list its type asks for (shared `memberListOf`), valid, under the registrant's name. Only
 * the one number entered is looked up: the list is never browsable.
 */
export async function memberIssues(
  db: Kysely<Database>,
  settings: Pick<ConferenceSettings, "memberCheck">,
  type: MemberCheckType | null,
  entered: { name: string; memberNo: string },
): Promise<FieldIssue[]> {
  const kind = memberListOf(settings, type);
  if (!kind || entered.memberNo.trim() === "") return [];
  const listed = await db
    .selectFrom("members")
    .select("name")
    .where("kind", "=", kind)
    .where("memberNo", "=", normalizeMemberNo(entered.memberNo))
    .where("valid", "=", 1)
    .executeTakeFirst();
  const issue = memberMatchIssue(kind, entered, listed ?? null);
  return issue ? [issue] : [];
}
