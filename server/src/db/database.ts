import { mkdirSync } from "node:fs";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { Kysely, type KyselyConfig, PostgresAdapter, type SqliteDialectConfig, sql } from "kysely";
import pg from "pg";
import type { DatabaseConfig } from "#config";
import type { Database } from "./schema";
import { CamelCaseResults, SnakeCasePostgresDialect } from "./snake-case";
import { startCheckpointer } from "./sqlite-checkpointer";
import { ServerSqliteDialect } from "./sqlite-dialect";

export type DialectName = "sqlite" | "postgres";

export type DatabaseHandle = {
  db: Kysely<Database>;
  dialect: DialectName;
  close(): Promise<void>;
};

/**
 * Opens the database the configuration names. TypeScript sees camelCase, SQL has snake_case (snake-case.ts).
 * Both dialects give the same JavaScript types for the same column: integers as numbers, text as strings.
 */
export async function openDatabase(
  config: DatabaseConfig,
  options: OpenOptions = {},
): Promise<DatabaseHandle> {
  const log = slowQueryLog(options);
  return config.kind === "sqlite"
    ? openSqlite(config.file, log, options.backgroundCheckpoints)
    : openPostgres(config.url, config.schema, log);
}

export type OpenOptions = {
  /** Statements slower than `slowQueryMs` are passed to `onSlowQuery` (the SQL text, never the parameters). */
  slowQueryMs?: number;
  onSlowQuery?: (sql: string, ms: number) => void;
  /** SQLite: the write-ahead log is checkpointed on a thread of its own (sqlite-checkpointer.ts). */
  backgroundCheckpoints?: { onError(message: string): void };
};

function slowQueryLog({ slowQueryMs, onSlowQuery }: OpenOptions): KyselyConfig["log"] {
  if (!slowQueryMs || !onSlowQuery) return undefined;
  return (event) => {
    if (event.queryDurationMillis >= slowQueryMs) onSlowQuery(event.query.sql, event.queryDurationMillis);
  };
}

/**
 * How a SQLite connection writes (the bench's bare writer takes the same): waits up to 5 s for the file's
 * lock; commits without an fsync each (WAL: a power cut may lose the last commits, never corrupt); keeps up
 * to 64 MB of pages. SQLite's default of 2 MB holds a few of the 30 indexes of `registrations` at 100,000
 * rows, so every registration written read most of the index pages it touched back from the file.
 */
export const sqliteWriteTuning = ["busy_timeout = 5000", "synchronous = NORMAL", "cache_size = -65536"];

/**
 * With checkpoints on their own thread, the connection's automatic one (every 1,000 pages by default) waits
 * for 20,000 pages (80 MB of log): a backstop, should that thread fall behind.
 */
const backstopCheckpointPages = 20_000;

function openSqlite(
  file: string,
  log: KyselyConfig["log"],
  backgroundCheckpoints: OpenOptions["backgroundCheckpoints"],
): DatabaseHandle {
  if (file !== ":memory:") mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  for (const pragma of sqliteWriteTuning) sqlite.pragma(pragma);
  const checkpointer =
    backgroundCheckpoints && file !== ":memory:" ? startCheckpointer(file, backgroundCheckpoints) : null;
  if (checkpointer) sqlite.pragma(`wal_autocheckpoint = ${backstopCheckpointPages}`);
  const db = new Kysely<Database>({
    dialect: new ServerSqliteDialect({ database: keepingStatements(sqlite) }),
    plugins: [new CamelCaseResults()],
    log,
  });
  const optimizer = setInterval(() => optimizeSqlite(sqlite), optimizeEveryMs);
  optimizer.unref();
  return {
    db,
    dialect: "sqlite",
    close: async () => {
      clearInterval(optimizer);
      await checkpointer?.stop();
      await db.destroy();
    },
  };
}

/**
 * Refreshes the planner's statistics now (after migrating at start-up, after a bulk import): SQLite where
 * they are missing or stale, Postgres all of them (autovacuum keeps them fresh afterwards).
 */
/** Which database a handle (or a transaction on it) talks to. */
export function dialectOf(db: Kysely<Database>): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? "postgres" : "sqlite";
}

export async function refreshStatistics(db: Kysely<Database>): Promise<void> {
  if (dialectOf(db) === "postgres") await sql`analyze`.execute(db);
  else {
    await sql`pragma analysis_limit = 1000`.execute(db);
    await sql`pragma optimize = 0x10002`.execute(db);
  }
}

/** How often a SQLite connection refreshes the planner's statistics (PRAGMA optimize). */
const optimizeEveryMs = 10 * 60_000;

/**
 * Refreshes the statistics SQLite's planner chooses indexes by, where they are missing or stale (bounded
 * work: analysis_limit). Without them it cannot tell that "conference and not deleted" matches nearly
 * every row while "conference and this ID number" matches one, and scans a conference for each check.
 */
function optimizeSqlite(sqlite: SqliteDatabase.Database): void {
  sqlite.pragma("analysis_limit = 1000");
  sqlite.pragma("optimize = 0x10002");
}

/**
 * A statement whose text begins with this comment answers its rows as arrays of values in the select
 * list's order on SQLite (better-sqlite3's raw mode), for a hot read of many rows whose objects cost more
 * than the query itself. Postgres ignores the comment and answers objects, so a caller handles both.
 */
export const rowsAsArrays = "/* rows as arrays */";

/** How many prepared statements a SQLite connection keeps (the app's queries are a few hundred texts). */
const statementCacheSize = 1_000;

/**
 * better-sqlite3 as kysely's driver sees it, keeping its prepared statements: the driver prepares every
 * query afresh otherwise, and preparing costs more than running most of ours. Least recently used first
 * out. One connection runs one query at a time (the driver's mutex), so a statement is never shared.
 */
function keepingStatements(sqlite: SqliteDatabase.Database): SqliteDialectConfig["database"] {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      const kept = statements.get(sql);
      if (kept) {
        statements.delete(sql);
        statements.set(sql, kept);
        return kept;
      }
      const statement = sqlite.prepare(sql);
      if (sql.startsWith(rowsAsArrays)) statement.raw(true);
      statements.set(sql, statement);
      if (statements.size > statementCacheSize) statements.delete(statements.keys().next().value as string);
      return statement;
    },
  };
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

async function openPostgres(
  url: string,
  schema: string | undefined,
  log: KyselyConfig["log"],
): Promise<DatabaseHandle> {
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
    dialect: new SnakeCasePostgresDialect({ pool }),
    plugins: [new CamelCaseResults()],
    log,
  });
  return { db, dialect: "postgres", close: () => db.destroy() };
}
