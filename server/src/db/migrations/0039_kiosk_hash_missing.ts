import { sql } from "kysely";
import type { AnyDb } from "./helpers";

/**
 * The live registrations whose document has no kiosk look-up hash yet, for the kiosk job that makes them
 * (kiosk-hash-job.ts), as 0020 keeps the rows without a QR code: empty once it has run. Without it the job
 * found its next batch by reading every registration in id order, 50 ms at 100,000 on the server's one
 * thread, every few seconds and through a registration rush. The constant columns are in the index as well,
 * as in 0009: SQLite's planner otherwise prefers the live rows' index, whose `is_deleted` it can match.
 */
export async function up(db: AnyDb): Promise<void> {
  await sql`create index registrations_kiosk_hash_missing on registrations (is_deleted, kiosk_id_hash, id)
    where kiosk_id_hash is null and is_deleted = 0 and id_number_enc is not null`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex("registrations_kiosk_hash_missing").execute();
}
