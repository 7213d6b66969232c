import { sql } from "kysely";
import { type AnyDb, createTable, isPostgres, req } from "./helpers";

/**
 * A counter that moves whenever what the registration rules read of a conference changes: the conference,
 * its participant types, workshops (their settings, not the places taken) and fee rows. Servers keep those
 * in memory and re-read them when the counter has moved (features/conferences/context-cache.ts), so an
 * edit is seen at once by every server process, whoever made it, even straight in the database.
 */
const tables = ["conferences", "participant_types", "fee_rows"] as const;

export async function up(db: AnyDb): Promise<void> {
  await createTable(db, "config_version").addColumn("value", "integer", req).execute();
  await db.insertInto("config_version").values({ id: 1, value: 0 }).execute();
  const bump = sql.raw("update config_version set value = value + 1 where id = 1");
  if (isPostgres(db)) {
    await sql`create function bump_config_version() returns trigger language plpgsql as $$
      begin ${bump}; return null; end $$`.execute(db);
    for (const table of tables)
      await sql`create trigger ${sql.raw(`${table}_config_version`)} after insert or update or delete
        on ${sql.table(table)} for each statement execute function bump_config_version()`.execute(db);
    await sql`create trigger workshops_config_version after insert or delete on workshops
      for each statement execute function bump_config_version()`.execute(db);
    await sql`create trigger workshops_config_version_update after update on workshops for each row
      when (old.taken_count is not distinct from new.taken_count) execute function bump_config_version()`.execute(
      db,
    );
    return;
  }
  for (const table of tables)
    for (const event of ["insert", "update", "delete"])
      await sql`create trigger ${sql.raw(`${table}_config_version_${event}`)} after ${sql.raw(event)}
        on ${sql.table(table)} begin ${bump}; end`.execute(db);
  for (const event of ["insert", "delete"])
    await sql`create trigger ${sql.raw(`workshops_config_version_${event}`)} after ${sql.raw(event)}
      on workshops begin ${bump}; end`.execute(db);
  await sql`create trigger workshops_config_version_update after update on workshops
    when old.taken_count is new.taken_count begin ${bump}; end`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  if (isPostgres(db)) {
    for (const table of [...tables, "workshops"])
      await sql`drop trigger ${sql.raw(`${table}_config_version`)} on ${sql.table(table)}`.execute(db);
    await sql`drop trigger workshops_config_version_update on workshops`.execute(db);
    await sql`drop function bump_config_version()`.execute(db);
  } else {
    for (const table of [...tables, "workshops"])
      for (const event of ["insert", "update", "delete"])
        await sql`drop trigger if exists ${sql.raw(`${table}_config_version_${event}`)}`.execute(db);
  }
  await db.schema.dropTable("config_version").execute();
}
