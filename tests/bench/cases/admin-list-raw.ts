// The back-office list's raw baseline: the very statements the product runs for a page (its query builder,
// compiled by kysely, `registrationListQueries`), executed with the bare driver in the bench process.
import {
  type DatabaseConfig,
  type ListContext,
  openDatabase,
  type Pii,
  registrationListQueries,
} from "@confreg/server/testing";
import { adminRegistrationQuery } from "@confreg/shared";
import SqliteDatabase from "better-sqlite3";
import pg from "pg";

export type Statement = { sql: string; parameters: readonly unknown[] };

/** The page's rows and its count, as SQL and parameters. */
export type ListStatements = { rows: Statement; count: Statement };

export type RawList = {
  /** Runs a page's statements; the count it read. */
  run(statements: ListStatements): Promise<number>;
  close(): Promise<void>;
};

/** SQLite: one read connection, each statement prepared once (the product keeps its own prepared too). */
function sqliteList(file: string): RawList {
  const db = new SqliteDatabase(file, { readonly: true });
  const prepared = new Map<string, SqliteDatabase.Statement>();
  const statement = (text: string) => {
    const found = prepared.get(text) ?? db.prepare(text);
    prepared.set(text, found);
    return found;
  };
  return {
    async run({ rows, count }) {
      statement(rows.sql).all(...rows.parameters);
      const { n } = statement(count.sql).get(...count.parameters) as { n: number };
      return Number(n);
    },
    async close() {
      db.close();
    },
  };
}

/** Postgres: a pool, the two statements at once, as the product sends them. */
function postgresList(url: string, schema: string | undefined): RawList {
  const pool = new pg.Pool({
    connectionString: url,
    max: 2,
    ...(schema === undefined ? {} : { options: `-c search_path=${schema}` }),
  });
  return {
    async run({ rows, count }) {
      const [, counted] = await Promise.all([
        pool.query(rows.sql, [...rows.parameters]),
        pool.query<{ n: string }>(count.sql, [...count.parameters]),
      ]);
      return Number(counted.rows[0]?.n);
    },
    close: () => pool.end(),
  };
}

/** Postgres: VACUUM (ANALYZE) of the registrations, as autovacuum does after a bulk import; SQLite: nothing. */
export async function vacuumPostgres(database: DatabaseConfig): Promise<void> {
  if (database.kind !== "postgres") return;
  const client = new pg.Client({
    connectionString: database.url,
    ...(database.schema === undefined ? {} : { options: `-c search_path=${database.schema}` }),
  });
  await client.connect();
  try {
    await client.query("vacuum (analyze) registrations");
  } finally {
    await client.end();
  }
}

export function rawList(database: DatabaseConfig): RawList {
  return database.kind === "sqlite" ? sqliteList(database.file) : postgresList(database.url, database.schema);
}

/**
 * Compiles the list's statements for a query string as the route would parse it, with a kysely handle of
 * the bench's own (compiling only: it runs nothing through it).
 */
export async function listCompiler(database: DatabaseConfig, pii: Pii) {
  const handle = await openDatabase(database);
  return {
    db: handle.db,
    compile(scope: number | null, params: Record<string, string | number>): ListStatements {
      const context: ListContext = { db: handle.db, dialect: handle.dialect, pii, scope };
      const query = adminRegistrationQuery.parse(params);
      const { rows, count } = registrationListQueries(context, query);
      return { rows: rows.compile(), count: count.compile() };
    },
    close: handle.close,
  };
}
