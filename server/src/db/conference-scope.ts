import type { Kysely } from "kysely";
import type { Database } from "./schema";

/** The conferences an admin may see: its own, or every conference for an all-conferences account. */
export function listConferencesInScope(db: Kysely<Database>, conferenceId: number | null) {
  let query = db
    .selectFrom("conferences")
    .select(["id", "titleZh", "titleEn", "hostUnit", "timezone", "beginTime", "settings"])
    .where("isDeleted", "=", 0)
    .orderBy("beginTime", "desc");
  if (conferenceId !== null) query = query.where("id", "=", conferenceId);
  return query.execute();
}
