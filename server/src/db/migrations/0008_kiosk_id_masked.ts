import type { AnyDb } from "./helpers";

/**
 * What kiosks show of an identity document (its last four characters), kept beside the kiosk look-up hash
 * and filled with it by the same background job, so that kiosk sync never decrypts a number
 * (kiosk/README.md, "ID numbers on a kiosk"). Null until the job has seen the document.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable("registrations").addColumn("kiosk_id_masked", "text").execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable("registrations").dropColumn("kiosk_id_masked").execute();
}
