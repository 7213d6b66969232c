import { type MemberRow, maskPhone, type memberListQuery, pageOf } from "@confreg/shared";
import type { Kysely } from "kysely";
import type { z } from "zod";
import type { Database } from "#db/schema";
import type { MemberRow as MemberRecord } from "#db/tables/members";
import { anyColumnContains } from "#db/text-search";

type Db = Kysely<Database>;
type Query = z.output<typeof memberListQuery>;

export const toMemberRow = (row: MemberRecord): MemberRow => ({
  id: row.id,
  kind: row.kind as MemberRow["kind"],
  name: row.name,
  memberNo: row.memberNo,
  unit: row.unit,
  gender: row.gender,
  job: row.job,
  email: row.email,
  phoneMasked: row.phone ? maskPhone(row.phone) : "",
  valid: row.valid === 1,
  updateTime: row.updateTime,
});

/** One list's entries, searched by part of a name, member number or unit, by member number. */
export async function listMembers(db: Db, query: Query) {
  const filtered = db
    .selectFrom("members")
    .where("kind", "=", query.kind)
    .$if(Boolean(query.q), (qb) =>
      qb.where((eb) => anyColumnContains(eb, ["name", "memberNo", "unit"], query.q ?? "")),
    );
  const [rows, count] = await Promise.all([
    filtered
      .selectAll()
      .orderBy("memberNo")
      .limit(query.size)
      .offset((query.page - 1) * query.size)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<string | number>().as("total")).executeTakeFirstOrThrow(),
  ]);
  return pageOf(rows.map(toMemberRow), query, Number(count.total));
}

export function findMember(db: Db, id: number) {
  return db.selectFrom("members").selectAll().where("id", "=", id).executeTakeFirst();
}

/** The entries of a list with these member numbers, to tell an import's updates from its additions. */
export async function memberIdsByNumber(db: Db, kind: string, memberNos: readonly string[]) {
  const found = new Map<string, number>();
  for (let start = 0; start < memberNos.length; start += 500) {
    const chunk = memberNos.slice(start, start + 500);
    const rows = await db
      .selectFrom("members")
      .select(["id", "memberNo"])
      .where("kind", "=", kind)
      .where("memberNo", "in", chunk)
      .execute();
    for (const row of rows) found.set(row.memberNo, row.id);
  }
  return found;
}
