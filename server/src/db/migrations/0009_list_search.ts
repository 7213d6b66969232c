import { sql } from "kysely";
import { type AnyDb, index, isPostgres } from "./helpers";

/**
 * The back-office list at 100,000 registrations (the speed issue, item 3).
 *
 * Every page is ordered by id, newest first, over the live rows of one conference (or of all), with
 * equality filters on the registration's own columns. Each such filter gets an index (conference_id,
 * is_deleted, column, id) over live rows only (`where is_deleted = 0`), so its count is read from the index
 * alone and its page in order, with no sort; the unfiltered list has (conference_id, is_deleted, id), and
 * (is_deleted, id) in the all-conferences scope. The flag is a column too, though constant: SQLite's
 * planner counts an index that lacks a column of the statement as one needing the table's rows, and with
 * statistics it then prefers scanning the table.
 * ID numbers and card numbers are looked up across conferences too (the all-conferences scope): by
 * themselves first. The identity check keeps its (conference_id, id_number_hash).
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
/**
 * The 0003 and 0007 indexes the new ones replace. SQLite uses a partial index for a statement that binds
 * `is_deleted` to 0 too, so the write path's look-ups by conference and live flag or pay status read the
 * new ones instead, as they read these before.
 */
const replaced = [
  ["conference_id", "is_deleted"],
  ["conference_id", "pay_status"],
  ["conference_id", "pay_type"],
  ["conference_id", "invoice_status"],
  ["conference_id", "invoice_type"],
  ["conference_id", "card_number"],
];
type NewIndex = { name: string; columns: string[]; live?: true };
/** Named by what they serve: names from the columns would pass Postgres's 63 characters. */
const added: NewIndex[] = [
  { name: "registrations_list_idx", columns: ["conference_id", "is_deleted", "id"], live: true },
  { name: "registrations_live_idx", columns: ["is_deleted", "id"], live: true },
  ...filterColumns.map(
    (column): NewIndex => ({
      name: `registrations_list_${column}_idx`,
      columns: ["conference_id", "is_deleted", column, "id"],
      live: true,
    }),
  ),
  { name: "registrations_id_number_hash_idx", columns: ["id_number_hash"] },
  { name: "registrations_card_number_idx", columns: ["card_number"] },
];
const indexName = (columns: string[]) => `registrations_${columns.join("_")}_idx`;

/** The columns a keyword is looked for in (FTS5 reads them from `registrations` by these names). */
const keywordColumns = ["name", "name_en", "email", "unit", "member_no"];

export async function up(db: AnyDb): Promise<void> {
  for (const { name, columns, live } of added) {
    const create = db.schema.createIndex(name).on("registrations").columns(columns);
    await (live ? create.where(sql.ref("is_deleted"), "=", 0) : create).execute();
  }
  for (const columns of replaced) await db.schema.dropIndex(indexName(columns)).execute();
  if (isPostgres(db)) await upPostgres(db);
  else await upSqlite(db);
}

export async function down(db: AnyDb): Promise<void> {
  if (isPostgres(db)) await sql`drop index registrations_keyword_trgm`.execute(db);
  else await downSqlite(db);
  for (const columns of replaced) await index(db, "registrations", columns);
  for (const { name } of added) await db.schema.dropIndex(name).execute();
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
