import { formatPaperCode, paperCodeKindOf } from "@confreg/shared";
import type { Tx } from "#db/transact";
import { requireConference } from "#features/conferences";

/**
 * Gives the registrations' papers their codes (spec 000 §4: on paid or paid-and-waiting, on conferences
 * with isPapermd, isPapermdccc or isPaperitsc), in the unit of work of the payment transition that made
 * it so. A paper keeps the code it has; the code is built from the paper's own row (shared
 * `formatPaperCode`), so it is unique by construction, and the database's unique index guards it.
 * Answers how many papers got one.
 */
export async function assignPaperCodes(tx: Tx, registrationIds: readonly number[]): Promise<number> {
  if (registrationIds.length === 0) return 0;
  const papers = await tx.db
    .selectFrom("papers")
    .select(["id", "conferenceId"])
    .where("registrationId", "in", registrationIds)
    .where("paperCode", "=", "")
    .orderBy("id")
    .execute();
  const kinds = new Map<number, ReturnType<typeof paperCodeKindOf>>();
  for (const conferenceId of new Set(papers.map((paper) => paper.conferenceId)))
    kinds.set(conferenceId, paperCodeKindOf((await requireConference(tx.db, conferenceId)).settings));
  let coded = 0;
  for (const paper of papers) {
    const kind = kinds.get(paper.conferenceId);
    if (!kind) continue;
    await tx.db
      .updateTable("papers")
      .set({ paperCode: formatPaperCode(kind, paper.conferenceId, paper.id), updateTime: tx.now })
      .where("id", "=", paper.id)
      .where("paperCode", "=", "")
      .execute();
    coded++;
  }
  return coded;
}
