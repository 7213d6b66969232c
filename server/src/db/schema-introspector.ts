import {
  type ColumnMetadata,
  type DatabaseIntrospector,
  type DatabaseMetadata,
  type DatabaseMetadataOptions,
  type Kysely,
  PostgresIntrospector,
  type SchemaMetadata,
  sql,
  type TableMetadata,
} from "kysely";

type ColumnRow = {
  table: string;
  kind: string;
  schema: string;
  column: string;
  type: string;
  typeSchema: string;
  notNull: number;
  hasDefault: number;
  serial: string | null;
  description: string | null;
};

const kyselyTables = ["kysely_migration", "kysely_migration_lock"];

/**
 * Postgres tables of the connection's own schema (the first of its search path: DATABASE_SCHEMA, or
 * public). kysely's introspector lists every schema of the database, and its migrator asks it whether the
 * migration tables exist: where schemas share a database (test runs side by side, a staging schema beside
 * production), one dropped meanwhile made that listing fail ("relation … does not exist"), and every
 * other schema's tables made it slower.
 */
export class CurrentSchemaIntrospector implements DatabaseIntrospector {
  readonly #db: Kysely<unknown>;

  constructor(db: Kysely<unknown>) {
    this.#db = db;
  }

  getSchemas(): Promise<SchemaMetadata[]> {
    return new PostgresIntrospector(this.#db).getSchemas();
  }

  async getTables(
    options: DatabaseMetadataOptions = { withInternalKyselyTables: false },
  ): Promise<TableMetadata[]> {
    const { rows } = await sql<ColumnRow>`
      select c.relname as "table", c.relkind as "kind", ns.nspname as "schema", a.attname as "column",
        typ.typname as "type", tns.nspname as "typeSchema", a.attnotnull as "notNull",
        a.atthasdef as "hasDefault", col_description(a.attrelid, a.attnum) as "description",
        pg_get_serial_sequence(quote_ident(ns.nspname) || '.' || quote_ident(c.relname), a.attname) as "serial"
      from pg_catalog.pg_class c
      join pg_catalog.pg_namespace ns on ns.oid = c.relnamespace
      join pg_catalog.pg_attribute a on a.attrelid = c.oid
      join pg_catalog.pg_type typ on typ.oid = a.atttypid
      join pg_catalog.pg_namespace tns on tns.oid = typ.typnamespace
      where ns.nspname = current_schema() and c.relkind in ('r', 'v', 'p') and a.attnum > 0 and not a.attisdropped
      order by c.relname, a.attnum`.execute(this.#db);
    const tables = new Map<string, TableMetadata & { columns: ColumnMetadata[] }>();
    for (const row of rows) {
      if (!options.withInternalKyselyTables && kyselyTables.includes(row.table)) continue;
      let table = tables.get(row.table);
      if (!table) {
        table = { name: row.table, schema: row.schema, isView: row.kind === "v", columns: [] };
        tables.set(row.table, table);
      }
      table.columns.push({
        name: row.column,
        dataType: row.type,
        dataTypeSchema: row.typeSchema,
        // The pool reads booleans as 0/1 (database.ts: what SQLite answers).
        isNullable: row.notNull === 0,
        hasDefaultValue: row.hasDefault === 1,
        isAutoIncrementing: row.serial !== null,
        comment: row.description ?? undefined,
      });
    }
    return [...tables.values()];
  }

  async getMetadata(options?: DatabaseMetadataOptions): Promise<DatabaseMetadata> {
    return { tables: await this.getTables(options) };
  }
}
