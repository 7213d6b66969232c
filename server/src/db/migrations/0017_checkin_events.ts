import { sql } from "kysely";
import { type AnyDb, index } from "./helpers";

/**
 * Check-in from kiosks (DOMAIN.md §8, §9): every kiosk records at one check-in point, chosen when its
 * pairing code is issued (the main point for kiosks paired before); what kiosks post is kept as events,
 * a check-in or a payment taken at the desk (checkin_events.kind) with the name the operator typed; every
 * badge print is a first print or a reprint with its reason, idempotent by the kiosk's client id; a kiosk
 * reports how many events it still holds.
 *
 * The new references are nullable: SQLite adds a column with a reference only with a null default. Rows
 * written before are filled here; the application always writes them.
 */
export async function up(db: AnyDb): Promise<void> {
  // Every conference has a main point (DOMAIN.md §8): one made before points existed gets the desk.
  await sql`
    insert into checkin_points (conference_id, name_zh, name_en, is_main, sort_order, is_deleted, create_time)
    select c.id, '报到处', 'Registration desk', 1, 0, 0, ${new Date().toISOString()} from conferences c
    where not exists (select 1 from checkin_points p where p.conference_id = c.id and p.is_main = 1)`.execute(
    db,
  );
  const mainPointOf = (conference: string) =>
    sql.raw(`(select min(p.id) from checkin_points p
      where p.conference_id = ${conference} and p.is_main = 1 and p.is_deleted = 0)`);

  for (const table of ["kiosk_devices", "kiosk_pairings"]) {
    await db.schema
      .alterTable(table)
      .addColumn("point_id", "integer", (c) => c.references("checkin_points.id").onDelete("restrict"))
      .execute();
    await sql`update ${sql.table(table)} set point_id = ${mainPointOf(`${table}.conference_id`)}`.execute(db);
  }
  await db.schema.alterTable("kiosk_devices").addColumn("queued", "integer").execute();

  await db.schema.alterTable("badge_prints").addColumn("client_id", "text").execute();
  await db.schema
    .alterTable("badge_prints")
    .addColumn("point_id", "integer", (c) => c.references("checkin_points.id").onDelete("restrict"))
    .execute();
  await db.schema
    .alterTable("badge_prints")
    .addColumn("method", "text", (c) => c.notNull().defaultTo("first"))
    .execute();
  await db.schema
    .alterTable("badge_prints")
    .addColumn("reason", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await index(db, "badge_prints", ["client_id"], true);
  await sql`
    update badge_prints set
      point_id = ${mainPointOf("(select r.conference_id from registrations r where r.id = badge_prints.registration_id)")},
      method = case when exists (select 1 from badge_prints b
        where b.registration_id = badge_prints.registration_id and b.id < badge_prints.id)
        then 'reprint' else 'first' end`.execute(db);

  await db.schema
    .alterTable("checkin_events")
    .addColumn("kind", "text", (c) => c.notNull().defaultTo("checkin"))
    .execute();
  await db.schema
    .alterTable("checkin_events")
    .addColumn("operator", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema.alterTable("checkin_events").addColumn("received_fee", "integer").execute();
  await index(db, "checkin_events", ["point_id", "is_repeat"]);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex("checkin_events_point_id_is_repeat_idx").execute();
  for (const column of ["received_fee", "operator", "kind"])
    await db.schema.alterTable("checkin_events").dropColumn(column).execute();
  await db.schema.dropIndex("badge_prints_client_id_uq").execute();
  for (const column of ["reason", "method", "point_id", "client_id"])
    await db.schema.alterTable("badge_prints").dropColumn(column).execute();
  await db.schema.alterTable("kiosk_devices").dropColumn("queued").execute();
  for (const table of ["kiosk_pairings", "kiosk_devices"])
    await db.schema.alterTable(table).dropColumn("point_id").execute();
}
