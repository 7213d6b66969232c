import { type AnyDb, text } from "./helpers";

/**
 * Accepted papers as the back office imports them (the back-office issue): the page count the paper
 * system gives and the submitter's phone, beside the e-mail of 0022. Additive: kiosks do not mirror them.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable("accepted_papers").addColumn("page_num", "integer").execute();
  await db.schema.alterTable("accepted_papers").addColumn("submit_user_phone", "text", text).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable("accepted_papers").dropColumn("submit_user_phone").execute();
  await db.schema.alterTable("accepted_papers").dropColumn("page_num").execute();
}
