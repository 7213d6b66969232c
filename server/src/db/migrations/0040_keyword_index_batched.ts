import { sql } from "kysely";
import { type AnyDb, isPostgres } from "./helpers";

/**
 * SQLite's keyword index (0009's FTS5 trigram table) takes new registrations in batches instead of one
 * by one. FTS5 writes a segment of its index for every transaction that adds to it, which was about half of
 * the bare cost of writing a registration in a rush. A new row now goes into `registrations_fts_pending`,
 * and a background job adds the waiting rows to the index many at a time (keyword-index-job.ts); the
 * keyword search reads the index and, beside it, the few rows still waiting (lib/list/keyword.ts),
 * so a registration is found the moment it is written, as before.
 *
 * A change to an indexed row's keyword columns still takes its old words out of the index and puts the new
 * ones in at once (edits are rare, and the index must never hold words a row no longer has); a waiting row
 * is left to the job, which reads its columns as they are then. Deleting a row takes it out of either.
 * Postgres is unchanged: its trigram index is an expression index with nothing to maintain.
 */

const keywordColumns = ["name", "name_en", "email", "unit", "member_no"];
const list = keywordColumns.join(", ");
const values = (row: "new" | "old") => keywordColumns.map((c) => `${row}.${c}`).join(", ");
const add = `insert into registrations_fts (rowid, ${list}) values (new.id, ${values("new")});`;
const remove = `insert into registrations_fts (registrations_fts, rowid, ${list})
  values ('delete', old.id, ${values("old")});`;
const waiting = (row: "new" | "old") =>
  `exists (select 1 from registrations_fts_pending where id = ${row}.id)`;

const triggers = ["insert", "update", "delete"].map((t) => `registrations_fts_${t}`);

async function dropTriggers(db: AnyDb): Promise<void> {
  for (const trigger of triggers) await sql.raw(`drop trigger ${trigger}`).execute(db);
}

export async function up(db: AnyDb): Promise<void> {
  if (isPostgres(db)) return;
  await sql`create table registrations_fts_pending (id integer primary key)`.execute(db);
  await dropTriggers(db);
  await sql
    .raw(
      `create trigger registrations_fts_insert after insert on registrations begin
         insert or ignore into registrations_fts_pending (id) values (new.id);
       end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger registrations_fts_update after update of ${list} on registrations
       when not ${waiting("old")} begin ${remove} ${add} end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger registrations_fts_delete after delete on registrations begin
         insert into registrations_fts (registrations_fts, rowid, ${list})
           select 'delete', old.id, ${values("old")} where not ${waiting("old")};
         delete from registrations_fts_pending where id = old.id;
       end`,
    )
    .execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  if (isPostgres(db)) return;
  await dropTriggers(db);
  await sql
    .raw(
      `insert into registrations_fts (rowid, ${list})
       select id, ${list} from registrations where id in (select id from registrations_fts_pending)`,
    )
    .execute(db);
  await sql`drop table registrations_fts_pending`.execute(db);
  await sql
    .raw(`create trigger registrations_fts_insert after insert on registrations begin ${add} end`)
    .execute(db);
  await sql
    .raw(`create trigger registrations_fts_delete after delete on registrations begin ${remove} end`)
    .execute(db);
  await sql
    .raw(
      `create trigger registrations_fts_update after update of ${list} on registrations
       begin ${remove} ${add} end`,
    )
    .execute(db);
}
