import { sql } from "kysely";
import { type AnyDb, index, text } from "./helpers";

/**
 * Papers (the form issue): the submitter's e-mail on an accepted paper, so an attendee's own accepted
 * papers are those listed under the account's e-mail; and paper codes unique among the papers that have
 * one (an empty code means none yet). The condition is written so both dialects print it alike.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable("accepted_papers").addColumn("submit_user_email", "text", text).execute();
  await index(db, "accepted_papers", ["conference_id", "submit_user_email"]);
  await sql`create unique index papers_paper_code_uq on papers (paper_code) where length(paper_code) > 0`.execute(
    db,
  );
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex("papers_paper_code_uq").execute();
  await db.schema.dropIndex("accepted_papers_conference_id_submit_user_email_idx").execute();
  await db.schema.alterTable("accepted_papers").dropColumn("submit_user_email").execute();
}
