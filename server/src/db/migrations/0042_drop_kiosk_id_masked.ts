import type { AnyDb } from "./helpers";

/**
 * Kiosks no longer get any part of an ID number in clear, its last four included (DOMAIN.md §9): with the
 * check character, the tail let a stolen kiosk's data give a number back in seconds once the region and
 * birth years were guessed (kiosk/README.md, "ID numbers on a kiosk"). `kiosk_id_masked` (0008) held only
 * that tail for sync pages, so it goes, and the tails stored in it with it. Down adds the column back
 * empty: the kiosk job fills only rows without a look-up hash, so the tails do not come back.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable("registrations").dropColumn("kiosk_id_masked").execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable("registrations").addColumn("kiosk_id_masked", "text").execute();
}
