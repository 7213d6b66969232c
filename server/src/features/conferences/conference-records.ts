import type { ConferenceRecord } from "@confreg/shared";
import { wallTimeIn } from "@confreg/shared";
import type { Kysely } from "kysely";
import type { Database } from "#db/schema";
import type { ConferenceScope } from "#http/guard";

type Filter = { year?: number | undefined; host?: string | undefined };

/**
 * getMeetingList, getConferenceListByYearAndHost: the conferences in the account's scope, newest first,
 * each with its live registrations; the year is the one registration opens in, on the conference's clock.
 */
export async function listConferenceRecords(
  db: Kysely<Database>,
  scope: ConferenceScope,
  filter: Filter,
): Promise<ConferenceRecord[]> {
  let query = db
    .selectFrom("conferences")
    .select((eb) => [
      "id",
      "titleZh",
      "titleEn",
      "systemCode",
      "hostUnit",
      "timezone",
      "beginTime",
      "discountTime",
      "endTime",
      "paperDatabase",
      "paperConferenceId",
      "createTime",
      eb
        .selectFrom("registrations")
        .select(eb.fn.countAll<number>().as("n"))
        .whereRef("registrations.conferenceId", "=", "conferences.id")
        .where("registrations.isDeleted", "=", 0)
        .as("registrations"),
    ])
    .where("isDeleted", "=", 0)
    .orderBy("beginTime", "desc")
    .orderBy("id", "desc");
  if (scope !== null) query = query.where("id", "=", scope);
  if (filter.host) query = query.where("hostUnit", "=", filter.host);
  const rows = await query.execute();
  return rows
    .filter((row) => !filter.year || wallTimeIn(row.beginTime, row.timezone).startsWith(String(filter.year)))
    .map(({ titleZh, titleEn, registrations, ...row }) => ({
      ...row,
      title: { zh: titleZh, en: titleEn },
      registrations: Number(registrations ?? 0),
    }));
}
