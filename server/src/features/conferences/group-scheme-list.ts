import { type AdminGroupSchemeQuery, type GroupType, groupSchemeList, pageOf } from "@confreg/shared";
import { type Kysely, type SqlBool, sql } from "kysely";
import type { Database } from "#db/schema";
import { whereFilters } from "#lib/list/filters";
import { newestFirstPage } from "#lib/list/query";

/** The live schemes with their conference and how many groups each has. */
function schemeRows(db: Kysely<Database>) {
  return db
    .selectFrom("groupSchemes")
    .innerJoin("conferences", "conferences.id", "groupSchemes.conferenceId")
    .where("groupSchemes.isDeleted", "=", sql.lit(0))
    .select((eb) => [
      "groupSchemes.id",
      "groupSchemes.conferenceId",
      "groupSchemes.groupType",
      "groupSchemes.minNumber",
      "groupSchemes.maxNumber",
      "groupSchemes.discountBp",
      "groupSchemes.createTime",
      "conferences.titleZh",
      "conferences.titleEn",
      eb
        .selectFrom("groups")
        .select((g) => g.fn.countAll<number>().as("n"))
        .whereRef("groups.schemeId", "=", "groupSchemes.id")
        .as("groups"),
    ]);
}

/** A head count typed in the filter: that number of fewest people, or nothing for text that is not one. */
const fewestPeople = (text: string) =>
  /^\d+$/.test(text)
    ? sql<SqlBool>`${sql.ref("groupSchemes.minNumber")} = ${Number(text)}`
    : sql<SqlBool>`1 = 0`;

/** groupSchemeList: the scope's live schemes (null: every conference), newest first, filtered as declared. */
export async function groupSchemeListPage(
  db: Kysely<Database>,
  scope: number | null,
  query: AdminGroupSchemeQuery,
) {
  const filtered = whereFilters(
    schemeRows(db),
    groupSchemeList,
    query,
    { groupType: "groupSchemes.groupType", minNumber: fewestPeople },
    "UTC",
  );
  const columns = { id: "groupSchemes.id", conferenceId: "groupSchemes.conferenceId" };
  const { rows, total } = await newestFirstPage(filtered, columns, scope, query);
  const items = rows.map(({ discountBp, groups, titleZh, titleEn, ...row }) => ({
    ...row,
    groupType: row.groupType as GroupType,
    discount: discountBp / 10_000,
    groups: Number(groups ?? 0),
    conference: { id: row.conferenceId, title: { zh: titleZh, en: titleEn } },
  }));
  return pageOf(items, query, total);
}
