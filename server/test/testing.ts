// `@confreg/server/testing`: the one entry tests/ (browser journeys) and the benchmark import from the
// server, so they depend on this list and not on the server's file layout.
import pg from "pg";

export { type DatabaseConfig, databaseConfig } from "#config";
export { Pii } from "#crypto/pii";
export { openDatabase } from "#db/database";
export { migrateToLatest } from "#db/migrate";
export type { Database } from "#db/schema";
export {
  insertConference,
  insertParticipantType,
  insertPayLine,
  insertRegistration,
  insertWorkshop,
  seedDemo,
} from "#db/seed/index";
export { LocalDiskStorage } from "#storage/storage";
export { type Reply, TestClient } from "./helpers/app";

/** Drops a Postgres schema made for one run (DATABASE_SCHEMA) with everything in it. */
export async function dropPostgresSchema(url: string, schema: string): Promise<void> {
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`not a schema name: ${schema}`);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`drop schema if exists "${schema}" cascade`);
  } finally {
    await client.end();
  }
}
