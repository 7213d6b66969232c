import { formatPaperCode, paperCodeKindOf } from "@confreg/shared";
import type { Tx } from "#db/transact";
import { requireConference } from "#features/conferences";

/**
 * Gives the registration's papers their codes (spec 000 §4: on paid or paid-and-waiting, on conferences
 * with isPapermd, isPapermdccc or isPaperitsc), in the unit of work of the payment transition that made
 * it so. A paper keeps the code it has; the code is built from the paper's own row (shared
 * `formatPaperCode`), so it is unique by construction, and the database's unique index guards it.
 */
export async function assignPaperCodes(tx: Tx, registrationId: number): Promise<number> {
  const papers = await tx.db
    .selectFrom("papers")
    .select(["id", "conferenceId"])
    .where("registrationId", "=", registrationId)
    .where("paperCode", "=", "")
    .orderBy("id")
    .execute();
  const first = papers[0];
  if (!first) return 0;
  const conference = await requireConference(tx.db, first.conferenceId);
  const kind = paperCodeKindOf(conference.settings);
  if (!kind) return 0;
  for (const paper of papers) {
    await tx.db
      .updateTable("papers")
      .set({ paperCode: formatPaperCode(kind, paper.conferenceId, paper.id), updateTime: tx.now })
      .where("id", "=", paper.id)
      .where("paperCode", "=", "")
      .execute();
  }
  return papers.length;
}
