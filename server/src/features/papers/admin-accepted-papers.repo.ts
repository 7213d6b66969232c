import {
  type AdminAcceptedPaper,
  type acceptedPaperAdminQuery,
  maskPhone,
  normalizePaperId,
  pageOf,
} from "@confreg/shared";
import type { Kysely } from "kysely";
import type { z } from "zod";
import type { Database } from "#db/schema";
import { anyColumnContains } from "#db/text-search";
import { isFinalPaper } from "./papers.repo";

type Db = Kysely<Database>;
type Query = z.output<typeof acceptedPaperAdminQuery>;

/** A conference's accepted papers with the live registration holding each (a deleted one holds none). */
function adminPapers(db: Db) {
  return db
    .selectFrom("acceptedPapers")
    .leftJoin("registrations", (join) =>
      join
        .onRef("registrations.id", "=", "acceptedPapers.registrationId")
        .on("registrations.isDeleted", "=", 0),
    )
    .select([
      "acceptedPapers.id",
      "acceptedPapers.paperId",
      "acceptedPapers.title",
      "acceptedPapers.pageNum",
      "acceptedPapers.finalPaper",
      "acceptedPapers.submitUserName",
      "acceptedPapers.submitUserEnName",
      "acceptedPapers.submitUserEmail",
      "acceptedPapers.submitUserPhone",
      "acceptedPapers.pin",
      "registrations.id as registrationId",
      "registrations.name as registrationName",
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof adminPapers>["execute"]>>[number];

const toAdminPaper = (row: Row): AdminAcceptedPaper => ({
  id: row.id,
  paperId: row.paperId,
  title: row.title,
  pages: row.pageNum,
  isFinal: isFinalPaper(row.finalPaper),
  authors: row.submitUserName,
  authorsEn: row.submitUserEnName,
  submitUserEmail: row.submitUserEmail,
  submitUserPhoneMasked: row.submitUserPhone ? maskPhone(row.submitUserPhone) : "",
  hasPin: row.pin.trim() !== "",
  registration:
    row.registrationId === null ? null : { id: row.registrationId, name: row.registrationName ?? "" },
});

const searched = [
  "acceptedPapers.paperId",
  "acceptedPapers.title",
  "acceptedPapers.submitUserName",
  "acceptedPapers.submitUserEnName",
  "acceptedPapers.submitUserEmail",
];

export async function listAdminAcceptedPapers(db: Db, conferenceId: number, query: Query) {
  const filtered = adminPapers(db)
    .where("acceptedPapers.conferenceId", "=", conferenceId)
    .$if(Boolean(query.q), (qb) => qb.where((eb) => anyColumnContains(eb, searched, query.q ?? "")));
  const [rows, count] = await Promise.all([
    filtered
      .orderBy("acceptedPapers.paperId")
      .limit(query.size)
      .offset((query.page - 1) * query.size)
      .execute(),
    filtered
      .clearSelect()
      .select((eb) => eb.fn.countAll<string | number>().as("total"))
      .executeTakeFirstOrThrow(),
  ]);
  return pageOf(rows.map(toAdminPaper), query, Number(count.total));
}

export async function findAdminAcceptedPaper(db: Db, id: number): Promise<AdminAcceptedPaper | undefined> {
  const row = await adminPapers(db).where("acceptedPapers.id", "=", id).executeTakeFirst();
  return row && toAdminPaper(row);
}

/** The conference's papers by their normalised id, to tell an import's updates from its additions. */
export async function acceptedPaperIdsOf(db: Db, conferenceId: number): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom("acceptedPapers")
    .select(["id", "paperId"])
    .where("conferenceId", "=", conferenceId)
    .execute();
  return new Map(rows.map((row) => [normalizePaperId(row.paperId), row.id]));
}
