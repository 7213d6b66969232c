import { sql } from "kysely";
import type { AnyDb } from "./helpers";

/**
 * The registration's signed QR code (DOMAIN.md §8) kept on its row, so that kiosk sync hands it over with
 * the rest (badges printed at the desk carry it) without signing a hundred thousand codes per first sync.
 * Ed25519 signatures are deterministic: a code signed when a row is read and the one stored later are the
 * same text. Null until written (bulk imports, the kiosk job for older rows).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable("registrations").addColumn("checkin_qr", "text").execute();
  // The rows still without one, for the job that fills them: empty once it has run.
  await sql`create index registrations_checkin_qr_missing on registrations (id) where checkin_qr is null`.execute(
    db,
  );
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex("registrations_checkin_qr_missing").execute();
  await db.schema.alterTable("registrations").dropColumn("checkin_qr").execute();
}
