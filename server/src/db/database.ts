import { mkdirSync } from "node:fs";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import type { DatabaseConfig } from "#config";
import type { Database } from "./schema";

export type DialectName = "sqlite" | "postgres";

export type DatabaseHandle = {
  db: Kysely<Database>;
  dialect: DialectName;
  close(): Promise<void>;
};

/**
 * Opens the database the configuration names. TypeScript sees camelCase, SQL has snake_case (CamelCasePlugin).
 * Both dialects give the same JavaScript types for the same column: integers as numbers, text as strings.
 */
export async function openDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  return config.kind === "sqlite" ? openSqlite(config.file) : openPostgres(config.url, config.schema);
}

function openSqlite(file: string): DatabaseHandle {
  if (file !== ":memory:") mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("synchronous = NORMAL");
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: sqlite }),
    plugins: [new CamelCasePlugin()],
  });
  return { db, dialect: "sqlite", close: () => db.destroy() };
}

const pgOid = { bool: 16, int8: 20, numeric: 1700 } as const;

/**
 * What SQLite returns for the same expressions: count(*) and sum() (int8) as numbers, numeric aggregates
 * such as avg() as numbers, and boolean expressions as 0/1. The schema itself uses only integer and text.
 */
function getTypeParser(oid: number, format?: string): (value: string) => unknown {
  if (oid === pgOid.int8 || oid === pgOid.numeric) return Number;
  if (oid === pgOid.bool) return (value) => (value === "t" ? 1 : 0);
  return pg.types.getTypeParser(oid, format as "text");
}

async function openPostgres(url: string, schema: string | undefined): Promise<DatabaseHandle> {
  if (schema !== undefined) {
    if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error("Invalid Postgres schema name");
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(`create schema if not exists "${schema}"`);
    } finally {
      await client.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    types: { getTypeParser } as pg.CustomTypesConfig,
    ...(schema === undefined ? {} : { options: `-c search_path=${schema}` }),
  });
  // An idle client that loses its connection is dropped by the pool; without a listener it would crash us.
  pool.on("error", (error) => console.error("postgres pool: idle client error:", error.message));
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new CamelCasePlugin()],
  });
  return { db, dialect: "postgres", close: () => db.destroy() };
}
