import { type AcceptedPaperView, normalizePaperId, type RegistrationPaper } from "@confreg/shared";
import type { ExpressionBuilder, Kysely } from "kysely";
import type { Database } from "#db/schema";

type Db = Kysely<Database>;

/** An accepted paper as the look-ups read it: the view, plus what only the server may know. */
export type AcceptedPaperRecord = AcceptedPaperView & {
  id: number;
  /** As imported (the view's `paperId` is normalised). */
  storedId: string;
  pin: string;
  submitUserEmail: string;
  /** The live registration that covers it, if any (never shown to anyone but its owner). */
  registrationId: number | null;
};

/** A final version is a file's path; the old system wrote "0" or nothing for none. */
export const isFinalPaper = (finalPaper: string) => finalPaper !== "" && finalPaper !== "0";

/** Imported ids may carry the spaces and leading zeros that the attendee's entry loses. */
const normalisedId = (eb: ExpressionBuilder<Database, "acceptedPapers">) =>
  eb.fn<string>("ltrim", [eb.fn<string>("trim", ["acceptedPapers.paperId"]), eb.val("0")]);

function acceptedPapersOf(db: Db, conferenceId: number) {
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
      "acceptedPapers.submitUserName",
      "acceptedPapers.submitUserEnName",
      "acceptedPapers.submitUserEmail",
      "acceptedPapers.finalPaper",
      "acceptedPapers.pin",
      "registrations.id as liveRegistrationId",
    ])
    .where("acceptedPapers.conferenceId", "=", conferenceId)
    .orderBy("acceptedPapers.id");
}

type Row = Awaited<ReturnType<ReturnType<typeof acceptedPapersOf>["execute"]>>[number];

const toRecord = (row: Row): AcceptedPaperRecord => ({
  id: row.id,
  storedId: row.paperId,
  paperId: normalizePaperId(row.paperId),
  title: row.title,
  authors: row.submitUserName,
  authorsEn: row.submitUserEnName,
  isFinal: isFinalPaper(row.finalPaper),
  isRegistered: row.liveRegistrationId !== null,
  pin: row.pin,
  submitUserEmail: row.submitUserEmail,
  registrationId: row.liveRegistrationId,
});

export const toAcceptedPaperView = (record: AcceptedPaperRecord): AcceptedPaperView => ({
  paperId: record.paperId,
  title: record.title,
  authors: record.authors,
  authorsEn: record.authorsEn,
  isFinal: record.isFinal,
  isRegistered: record.isRegistered,
});

/** The conference's accepted papers with these (normalised) ids. */
export async function findAcceptedPapers(
  db: Db,
  conferenceId: number,
  paperIds: readonly string[],
): Promise<AcceptedPaperRecord[]> {
  if (paperIds.length === 0) return [];
  const rows = await acceptedPapersOf(db, conferenceId)
    .where((eb) => eb(normalisedId(eb), "in", [...paperIds]))
    .execute();
  return rows.map(toRecord);
}

/** The accepted papers the paper system lists under this e-mail (compared trimmed, case ignored). */
export async function acceptedPapersOfEmail(
  db: Db,
  conferenceId: number,
  email: string,
): Promise<AcceptedPaperRecord[]> {
  const wanted = email.trim().toLowerCase();
  if (wanted === "") return [];
  const rows = await acceptedPapersOf(db, conferenceId)
    .where((eb) => eb(eb.fn("lower", [eb.fn("trim", ["acceptedPapers.submitUserEmail"])]), "=", wanted))
    .execute();
  return rows.map(toRecord);
}

/** The papers the account's live registrations of the conference cover, with their accepted paper's state. */
export function registeredPapersOfAccount(db: Db, accountId: number, conferenceId: number) {
  return db
    .selectFrom("papers")
    .innerJoin("registrations", "registrations.id", "papers.registrationId")
    .leftJoin("acceptedPapers", "acceptedPapers.id", "papers.acceptedPaperId")
    .select([
      "papers.registrationId",
      "papers.paperId",
      "papers.paperTitle",
      "papers.paperPageNum",
      "papers.paperCode",
      "acceptedPapers.finalPaper",
    ])
    .where("registrations.accountId", "=", accountId)
    .where("registrations.conferenceId", "=", conferenceId)
    .where("registrations.isDeleted", "=", 0)
    .orderBy("papers.id")
    .execute();
}

/** The papers one registration covers, in the order they were listed (registerDetail's paper card). */
export async function registrationPapers(db: Db, registrationId: number): Promise<RegistrationPaper[]> {
  const rows = await db
    .selectFrom("papers")
    .select(["paperId", "paperTitle", "paperPageNum", "paperCode"])
    .where("registrationId", "=", registrationId)
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    paperId: row.paperId,
    title: row.paperTitle,
    pages: row.paperPageNum,
    paperCode: row.paperCode,
  }));
}
