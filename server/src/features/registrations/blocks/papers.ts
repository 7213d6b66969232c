import { AppError, paperIssues } from "@confreg/shared";
import type { Tx } from "#db/transact";
import { type AcceptedPaperRecord, acceptedPapersWithIds } from "#features/papers/papers.service";
import { defineBlock } from "./block";

type PaperPlan = { paper: AcceptedPaperRecord; pages: number }[];

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

/**
 * Papers (spec 000 §5 "Papers"): the shared rules, with the accepted papers and their claims read here;
 * their pages price the fee-table row and over-page fees (shared computeFee, as the form does).
 */
export const papersBlock = defineBlock<PaperPlan>({
  name: "papers",
  async check({ db, context, input, type, at }) {
    // An unknown type is reported by the registration rules; "no papers for this type" would be noise.
    if (type === null) return { issues: [], plan: null };
    const { conference } = context;
    const found = await acceptedPapersWithIds({ db }, conference.id, [
      ...new Set(input.papers.map((p) => p.paperId)),
    ]);
    const accepted = found.map((paper) => ({ ...paper, takenByOther: paper.isRegistered }));
    const issues = paperIssues(
      {
        settings: conference.settings,
        type,
        accepted,
        registrant: { name: input.name, nameEn: input.nameEn },
        now: at,
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
