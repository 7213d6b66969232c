import { type Insertable, type Kysely, type Selectable, sql } from "kysely";
import type { DialectName } from "#db/database";
import type { Database } from "#db/schema";

/**
 * A dialect-neutral description of a column: "int" or "text", then " null" when it may be null, then " opt"
 * when an insert may leave it out (default, nullable or numbered by the database).
 */
type ColumnSpec<
  V,
  Optional extends boolean,
> = `${[NonNullable<V>] extends [number] ? "int" : "text"}${null extends V
  ? " null"
  : ""}${Optional extends true ? " opt" : ""}`;

type TableSpec<T> = {
  [K in keyof Selectable<T> & string]-?: ColumnSpec<
    Selectable<T>[K],
    // biome-ignore lint/complexity/noBannedTypes: `{}` is exactly "an object that may lack this key".
    {} extends Pick<Insertable<T>, K & keyof Insertable<T>> ? true : false
  >;
};

/** The schema as the TypeScript table interfaces declare it; tests compare the real database with it. */
export type SchemaSpec = { [T in keyof Database]: TableSpec<Database[T]> };

export const camelCase = (name: string) => name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

async function currentSchema(db: Kysely<Database>, dialect: DialectName): Promise<string | undefined> {
  if (dialect === "sqlite") return undefined;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema;
}

/**
 * SQLite's virtual tables, the shadow tables behind them and the queues of rows waiting for them (full-text
 * indexes, migration 0040: not part of the model).
 */
async function virtualTables(db: Kysely<Database>, dialect: DialectName): Promise<Set<string>> {
  if (dialect !== "sqlite") return new Set();
  const { rows } = await sql<{ name: string }>`
    select name from pragma_table_list
    where type in ('virtual', 'shadow') or name like '%\\_fts\\_pending' escape '\\'`.execute(db);
  return new Set(rows.map((row) => row.name));
}

/** Every table of this database (Postgres: of this connection's schema) with its columns, dialect-neutral. */
export async function readColumns(
  db: Kysely<Database>,
  dialect: DialectName,
): Promise<Record<string, Record<string, string>>> {
  const schema = await currentSchema(db, dialect);
  const skipped = await virtualTables(db, dialect);
  const tables = (await db.introspection.getTables()).filter(
    (t) => (!schema || t.schema === schema) && !skipped.has(t.name),
  );
  const result: Record<string, Record<string, string>> = {};
  for (const table of tables.sort((a, b) => a.name.localeCompare(b.name))) {
    const columns: Record<string, string> = {};
    for (const c of table.columns) {
      const type = /^int/i.test(c.dataType) ? "int" : c.dataType.toLowerCase();
      const nullable = c.isNullable && !c.isAutoIncrementing;
      const optional = nullable || c.hasDefaultValue || c.isAutoIncrementing;
      columns[camelCase(c.name)] = `${type}${nullable ? " null" : ""}${optional ? " opt" : ""}`;
    }
    result[camelCase(table.name)] = columns;
  }
  return result;
}

/**
 * The named indexes (`..._idx`, `..._uq`) as "table(column, ...)", plus " unique", plus " where ..." for a
 * partial index, sorted.
 */
export async function readIndexes(db: Kysely<Database>, dialect: DialectName): Promise<string[]> {
  const { rows } =
    dialect === "sqlite"
      ? await sql<{ name: string; table: string; definition: string }>`
          select name, tbl_name as "table", sql as definition from sqlite_master
          where type = 'index' and sql is not null`.execute(db)
      : await sql<{ name: string; table: string; definition: string }>`
          select indexname as name, tablename as "table", indexdef as definition from pg_indexes
          where schemaname = current_schema()`.execute(db);
  return rows
    .filter((row) => /_(idx|uq)$/.test(row.name))
    .map((row) => {
      const [, list = "", condition] = /\(([^()]*)\)(?:\s+where\s+(.+))?\s*$/i.exec(row.definition) ?? [];
      const columns = list.replaceAll('"', "").split(/\s*,\s*/);
      const unique = /create unique index/i.test(row.definition);
      const where = condition ? ` where ${condition.replace(/["()]/g, "").toLowerCase()}` : "";
      return `${row.table}(${columns.join(", ")})${unique ? " unique" : ""}${where}`;
    })
    .sort();
}
