import { type Kysely, type MigrationResultSet, Migrator, NO_MIGRATIONS, PostgresAdapter, sql } from "kysely";
import { migrationProvider } from "./migrations";
import type { Database } from "./schema";

/**
 * On Postgres the migration bookkeeping tables live in the connection's schema (tests give every file its
 * own schema in one database, so "any schema has kysely_migration" would be wrong).
 */
async function createMigrator(db: Kysely<Database>): Promise<Migrator> {
  const raw = db.withoutPlugins();
  let schema: string | undefined;
  if (raw.getExecutor().adapter instanceof PostgresAdapter) {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(raw);
    schema = rows[0]?.schema;
  }
  return new Migrator({ db: raw, provider: migrationProvider, migrationTableSchema: schema });
}

function check({ error, results }: MigrationResultSet): void {
  if (!error) return;
  const failed = results?.find((r) => r.status === "Error")?.migrationName ?? "(before any migration)";
  const message = error instanceof Error ? error.message : String(error);
  throw new Error(`Migration ${failed} failed: ${message}`, { cause: error });
}

/** Applies every pending migration; throws with the failing migration's name and error. */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  check(await (await createMigrator(db)).migrateToLatest());
}

/** Migrates up or down to the named migration (tests of a migration's data start from the one before it). */
export async function migrateTo(db: Kysely<Database>, name: string): Promise<void> {
  check(await (await createMigrator(db)).migrateTo(name));
}

/** Runs every migration's `down`, newest first, leaving an empty database (tests use it). */
export async function migrateDownAll(db: Kysely<Database>): Promise<void> {
  check(await (await createMigrator(db)).migrateTo(NO_MIGRATIONS));
}
