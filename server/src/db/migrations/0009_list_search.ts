import { sql } from "kysely";
import { type AnyDb, index, isPostgres } from "./helpers";

/**
 * The back-office list at 100,000 registrations (the speed issue, item 3).
 *
 * Every page is ordered by id, newest first, over one conference's live rows, with equality filters on the
 * registration's own columns. Each such filter gets an index (conference_id, is_deleted, column, id), so
 * its count is read from the index alone and its page in order, with no sort; the unfiltered list has
 * (conference_id, is_deleted, id), and (is_deleted, id) in the all-conferences scope. They replace the
 * shorter indexes 0003 and 0007 made for the list.
 * ID numbers and card numbers are looked up across conferences (the all-conferences scope), so their
 * indexes no longer start with the conference.
 *
 * Keywords go through a trigram index: an FTS5 table with the trigram tokenizer on SQLite (external
 * content, kept in step by triggers, so no write path changes), a pg_trgm GIN index over the same five
 * columns joined by U+001F on Postgres (an expression: nothing to maintain). Terms of one or two characters
 * have no trigram: they find names that begin with them, through a NOCASE index on SQLite and the same GIN
 * index (names come first in the expression) on Postgres.
 */

const filterColumns = [
  "participant_type_id",
  "level",
  "pay_type",
  "pay_status",
  "invoice_type",
  "invoice_status",
  "is_sign_in",
];
/** What the new indexes make redundant (same leading columns, or a look-up the new one serves). */
const replaced = [
  ["conference_id", "is_deleted"],
  ["conference_id", "pay_status"],
  ["conference_id", "pay_type"],
  ["conference_id", "invoice_status"],
  ["conference_id", "invoice_type"],
  ["conference_id", "id_number_hash"],
  ["conference_id", "card_number"],
];
/** Named by what they serve: the list's names would pass Postgres's 63 characters. */
const added: [name: string, columns: string[]][] = [
  ["registrations_list_idx", ["conference_id", "is_deleted", "id"]],
  ["registrations_live_idx", ["is_deleted", "id"]],
  ...filterColumns.map((column): [string, string[]] => [
    `registrations_list_${column}_idx`,
    ["conference_id", "is_deleted", column, "id"],
  ]),
  ["registrations_id_number_hash_idx", ["id_number_hash"]],
  ["registrations_card_number_idx", ["card_number"]],
];
const indexName = (columns: string[]) => `registrations_${columns.join("_")}_idx`;

/** The columns a keyword is looked for in (FTS5 reads them from `registrations` by these names). */
const keywordColumns = ["name", "name_en", "email", "unit", "member_no"];

export async function up(db: AnyDb): Promise<void> {
  for (const [name, columns] of added)
    await db.schema.createIndex(name).on("registrations").columns(columns).execute();
  for (const columns of replaced) await db.schema.dropIndex(indexName(columns)).execute();
  if (isPostgres(db)) await upPostgres(db);
  else await upSqlite(db);
}

export async function down(db: AnyDb): Promise<void> {
  if (isPostgres(db)) await sql`drop index registrations_keyword_trgm`.execute(db);
  else await downSqlite(db);
  for (const columns of replaced) await index(db, "registrations", columns);
  for (const [name] of added) await db.schema.dropIndex(name).execute();
}

async function upSqlite(db: AnyDb): Promise<void> {
  const list = keywordColumns.join(", ");
  const values = (row: "new" | "old") => keywordColumns.map((c) => `${row}.${c}`).join(", ");
  await sql
    .raw(
      `create virtual table registrations_fts using fts5(${list},
         content = 'registrations', content_rowid = 'id', tokenize = 'trigram')`,
    )
    .execute(db);
  const add = `insert into registrations_fts (rowid, ${list}) values (new.id, ${values("new")});`;
  const remove = `insert into registrations_fts (registrations_fts, rowid, ${list})
    values ('delete', old.id, ${values("old")});`;
  await sql
    .raw(`create trigger registrations_fts_insert after insert on registrations begin ${add} end`)
    .execute(db);
  await sql
    .raw(`create trigger registrations_fts_delete after delete on registrations begin ${remove} end`)
    .execute(db);
  // Only a change of these columns touches the index: the standing rewritten after every write does not.
  await sql
    .raw(
      `create trigger registrations_fts_update after update of ${list} on registrations
       begin ${remove} ${add} end`,
    )
    .execute(db);
  await sql`insert into registrations_fts (registrations_fts) values ('rebuild')`.execute(db);
  await sql`create index registrations_name_nocase on registrations (name collate nocase)`.execute(db);
}

async function downSqlite(db: AnyDb): Promise<void> {
  await sql`drop index registrations_name_nocase`.execute(db);
  for (const trigger of ["insert", "delete", "update"])
    await sql.raw(`drop trigger registrations_fts_${trigger}`).execute(db);
  await sql`drop table registrations_fts`.execute(db);
}

/**
 * pg_trgm lives in `public` (or wherever it already is), never in the app's own schema: the tests give each
 * file a schema and drop it afterwards, which would take the extension from the others. Kysely's migration
 * lock is one advisory lock for the whole database, so two schemas never create it at once. The extension
 * is left in place by `down` (other schemas may use it).
 */
async function upPostgres(db: AnyDb): Promise<void> {
  await sql`create extension if not exists pg_trgm with schema public`.execute(db);
  const { rows } = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
    where e.extname = 'pg_trgm'`.execute(db);
  const schema = rows[0]?.schema ?? "public";
  const text = keywordColumns.join(` || E'\\x1f' || `);
  const opclass = `"${schema.replaceAll('"', '""')}".gin_trgm_ops`;
  await sql
    .raw(`create index registrations_keyword_trgm on registrations using gin ((${text}) ${opclass})`)
    .execute(db);
}
