import { AppError, normalizePaperId, paperIssues, validationIds } from "@confreg/shared";
import type { Kysely } from "kysely";
import type { Database } from "#db/schema";
import type { Tx } from "#db/transact";
import { type AcceptedPaperRecord, acceptedPapersWithIds, paperPinIssues } from "#features/papers";
import { type BlockTarget, defineBlock } from "./block";

type PaperPlan = { paper: AcceptedPaperRecord; pages: number }[];

/** The papers a registration covers: accepted paper and pages, in the order they were added. */
const papersHeld = (db: Kysely<Database>, registrationId: number) =>
  db
    .selectFrom("papers")
    .select(["acceptedPaperId", "paperId", "paperPageNum"])
    .where("registrationId", "=", registrationId)
    .orderBy("id")
    .execute();

const samePapers = (held: { acceptedPaperId: number | null; paperPageNum: number }[], plan: PaperPlan) => {
  const key = (id: number | null, pages: number) => `${id}|${pages}`;
  const before = held.map((p) => key(p.acceptedPaperId, p.paperPageNum)).sort();
  const after = plan.map((p) => key(p.paper.id, p.pages)).sort();
  return before.length === after.length && before.every((k, i) => k === after[i]);
};

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

/** Claims the plan's papers (in id order) and records them with their pages. */
async function writePapers(tx: Tx, plan: PaperPlan, { registrationId, conference }: BlockTarget) {
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
}

/** Gives the papers back to the accepted list. */
async function releasePapers(tx: Tx, registrationId: number) {
  await tx.db
    .updateTable("acceptedPapers")
    .set({ registrationId: null })
    .where("registrationId", "=", registrationId)
    .execute();
}

/**
 * Papers (spec 000 §5 "Papers"): the shared rules, with the accepted papers and their claims read here;
 * their pages price the fee-table row and over-page fees (shared computeFee, as the form does).
 */
export const papersBlock = defineBlock<PaperPlan>({
  name: "papers",
  async check({ db, context, input, type, at, registrationId, attendee }) {
    // An unknown type is reported by the registration rules; "no papers for this type" would be noise.
    if (type === null) return { issues: [], plan: null };
    const { conference } = context;
    const found = await acceptedPapersWithIds({ db }, conference.id, [
      ...new Set(input.papers.map((p) => p.paperId)),
    ]);
    const accepted = found.map((paper) => ({
      ...paper,
      takenByOther: paper.isRegistered && paper.registrationId !== registrationId,
    }));
    const findings = paperIssues(
      {
        settings: conference.settings,
        type,
        accepted,
        registrant: { name: input.name, nameEn: input.nameEn },
        now: at,
      },
      input.papers,
    );
    // An edit after the paper deadline may keep the papers it holds; it may not add any.
    const keepsOwn =
      registrationId !== null &&
      input.papers.every(
        (p) => accepted.find((a) => a.paperId === p.paperId)?.registrationId === registrationId,
      );
    const issues = keepsOwn
      ? findings.filter((issue) => issue.code !== validationIds.paperDeadline)
      : findings;
    // Someone else's paper needs its PIN (isPinpaper); one this registration already holds does not.
    const unheld = accepted.filter((a) => registrationId === null || a.registrationId !== registrationId);
    issues.push(...(await paperPinIssues(conference.settings, attendee, unheld, input.papers)));
    const plan = input.papers.flatMap(({ paperId, pages }) => {
      const paper = accepted.find((p) => p.paperId === paperId);
      return paper ? [{ paper, pages }] : [];
    });
    return { issues, plan: plan.length ? plan : null };
  },
  feeFacts: (plan) => ({ paperPages: plan.map((p) => p.pages) }),
  write: writePapers,
  async update(tx, plan, target) {
    const held = await papersHeld(tx.db, target.registrationId);
    if (samePapers(held, plan ?? [])) return;
    await releasePapers(tx, target.registrationId);
    await tx.db.deleteFrom("papers").where("registrationId", "=", target.registrationId).execute();
    if (plan) await writePapers(tx, plan, target);
  },
  async load(db, registrationId) {
    const held = await papersHeld(db, registrationId);
    return { papers: held.map((p) => ({ paperId: normalizePaperId(p.paperId), pages: p.paperPageNum })) };
  },
  release: releasePapers,
});
