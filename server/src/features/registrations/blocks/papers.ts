import { type AcceptedPaperFacts, AppError, normalizePaperId, paperIssues } from "@confreg/shared";
import type { Kysely } from "kysely";
import type { Database } from "#db/schema";
import type { Tx } from "#db/transact";
import { defineBlock } from "./block";

type AcceptedPaper = AcceptedPaperFacts & {
  id: number;
  /** As imported (the facts carry it normalised). */
  storedId: string;
  title: string;
};
type PaperPlan = { paper: AcceptedPaper; pages: number }[];

/** A final version is a file's path; the old system wrote "0" or nothing for none. */
const isFinal = (finalPaper: string) => finalPaper !== "" && finalPaper !== "0";

/** The conference's accepted papers with these (normalised) ids, and whether a live registration holds each. */
async function findAcceptedPapers(db: Kysely<Database>, conferenceId: number, paperIds: string[]) {
  if (paperIds.length === 0) return [];
  const rows = await db
    .selectFrom("acceptedPapers")
    .leftJoin("registrations", "registrations.id", "acceptedPapers.registrationId")
    .select([
      "acceptedPapers.id",
      "acceptedPapers.paperId",
      "acceptedPapers.title",
      "acceptedPapers.submitUserName",
      "acceptedPapers.submitUserEnName",
      "acceptedPapers.finalPaper",
      "registrations.isDeleted",
    ])
    .where("acceptedPapers.conferenceId", "=", conferenceId)
    // Imported ids may carry the spaces and leading zeros that the attendee's entry loses.
    .where((eb) =>
      eb(
        eb.fn<string>("ltrim", [eb.fn<string>("trim", ["acceptedPapers.paperId"]), eb.val("0")]),
        "in",
        paperIds,
      ),
    )
    .execute();
  return rows.map(
    (row): AcceptedPaper => ({
      id: row.id,
      storedId: row.paperId,
      paperId: normalizePaperId(row.paperId),
      title: row.title,
      isFinal: isFinal(row.finalPaper),
      takenByOther: row.isDeleted === 0,
      authors: row.submitUserName,
      authorsEn: row.submitUserEnName,
    }),
  );
}

/**
 * Claims an accepted paper for the registration: only while no live registration holds it, in one
 * conditional update, so two registrations submitted at once can never both hold it.
 */
async function claimPaper(tx: Tx, acceptedPaperId: number, registrationId: number, paperId: string) {
  const result = await tx.db
    .updateTable("acceptedPapers")
    .set({ registrationId })
    .where("id", "=", acceptedPaperId)
    .where((eb) =>
      eb.or([
        eb("registrationId", "is", null),
        eb("registrationId", "in", eb.selectFrom("registrations").select("id").where("isDeleted", "=", 1)),
      ]),
    )
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new AppError("PAPER_TAKEN", { paperId });
}

/** Papers (spec 000 §5 "Papers"): their pages price the fee-table row and over-page fees. */
export const papersBlock = defineBlock<PaperPlan>({
  name: "papers",
  async check({ db, context, input, type }) {
    // An unknown type is reported by the registration rules; "no papers for this type" would be noise.
    if (type === null) return { issues: [], plan: null };
    const { conference } = context;
    const accepted = await findAcceptedPapers(db, conference.id, [
      ...new Set(input.papers.map((p) => p.paperId)),
    ]);
    const issues = paperIssues(
      {
        settings: conference.settings,
        type,
        accepted,
        registrant: { name: input.name, nameEn: input.nameEn },
      },
      input.papers,
    );
    const plan = input.papers.flatMap(({ paperId, pages }) => {
      const paper = accepted.find((p) => p.paperId === paperId);
      return paper ? [{ paper, pages }] : [];
    });
    return { issues, plan: plan.length ? plan : null };
  },
  feeFacts: (plan) => ({ paperPages: plan.map((p) => p.pages) }),
  async write(tx, plan, { registrationId, conference }) {
    // Claimed in id order, so registrations naming the same papers in another order take turns.
    const byId = [...plan].sort((a, b) => a.paper.id - b.paper.id);
    for (const { paper } of byId) await claimPaper(tx, paper.id, registrationId, paper.storedId);
    await tx.db
      .insertInto("papers")
      .values(
        plan.map(({ paper, pages }) => ({
          registrationId,
          conferenceId: conference.id,
          acceptedPaperId: paper.id,
          paperId: paper.storedId,
          paperTitle: paper.title,
          paperPageNum: pages,
          submitUserName: paper.authors,
          submitUserEnName: paper.authorsEn,
          createTime: tx.now,
          updateTime: tx.now,
        })),
      )
      .execute();
  },
  async release(tx, registrationId) {
    await tx.db
      .updateTable("acceptedPapers")
      .set({ registrationId: null })
      .where("registrationId", "=", registrationId)
      .execute();
  },
});
