import type { Database } from "@confreg/server/testing";
import type { Kysely } from "kysely";

type AcceptedPaper = { paperId: string; title: string; email: string };

/**
 * Accepted papers with their final versions, by one author, that the paper system lists under the e-mail
 * each gives (PIN 135790): what a journey's `prepare` seeds for an attendee to add on the form.
 */
export async function insertAcceptedPapers(
  db: Kysely<Database>,
  conferenceId: number,
  author: { name: string; nameEn: string },
  papers: readonly AcceptedPaper[],
): Promise<void> {
  const at = new Date().toISOString();
  await db
    .insertInto("acceptedPapers")
    .values(
      papers.map(({ paperId, title, email }) => ({
        conferenceId,
        paperId,
        title,
        submitUserName: author.name,
        submitUserEnName: author.nameEn,
        submitUserEmail: email,
        finalPaper: `papers/${paperId}-final.pdf`,
        pin: "135790",
        registrationId: null,
        createTime: at,
      })),
    )
    .execute();
}
