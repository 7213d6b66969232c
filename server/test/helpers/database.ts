import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe } from "vitest";
import type { DatabaseConfig } from "#config";
import { type DatabaseHandle, type DialectName, openDatabase } from "#db/database";
import { migrateToLatest } from "#db/migrate";
import type { Database } from "#db/schema";
import { dropPostgresSchema } from "./postgres";

/**
 * Real databases for server tests (STYLE.md: service and route tests looped over SQLite and Postgres).
 * SQLite always, in a fresh temporary file; Postgres too when TEST_DATABASE_URL is set, in a fresh schema
 * of that database that is dropped afterwards, so test files run side by side without seeing each other.
 */
export function testDialects(): DialectName[] {
  return process.env.TEST_DATABASE_URL ? ["sqlite", "postgres"] : ["sqlite"];
}

/** A fresh, empty database's configuration, and how to remove it; also as environment for a child server. */
export type FreshDatabase = {
  config: DatabaseConfig;
  env: { DATABASE_URL: string; DATABASE_SCHEMA?: string };
  /** Drops the schema (Postgres) or deletes the file (SQLite). */
  cleanup(): Promise<void>;
};

export function freshDatabase(dialect: DialectName): FreshDatabase {
  if (dialect === "sqlite") {
    const dir = mkdtempSync(path.join(tmpdir(), "confreg-test-"));
    const file = path.join(dir, "test.sqlite");
    return {
      config: { kind: "sqlite", file },
      env: { DATABASE_URL: `sqlite:${file}` },
      cleanup: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DATABASE_URL is not set");
  const schema = `test_${randomBytes(6).toString("hex")}`;
  return {
    config: { kind: "postgres", url, schema },
    env: { DATABASE_URL: url, DATABASE_SCHEMA: schema },
    cleanup: () => dropPostgresSchema(url, schema),
  };
}

export type TestDatabase = DatabaseHandle & {
  config: DatabaseConfig;
  /** Closes the connection and removes the database. */
  destroy(): Promise<void>;
};

/** Opens a fresh database, migrated to the latest schema unless `migrate: false`. */
export async function createTestDatabase(
  dialect: DialectName,
  options: { migrate?: boolean } = {},
): Promise<TestDatabase> {
  const fresh = freshDatabase(dialect);
  const handle = await openDatabase(fresh.config);
  try {
    if (options.migrate ?? true) await migrateToLatest(handle.db);
  } catch (error) {
    await handle.close();
    await fresh.cleanup();
    throw error;
  }
  return {
    ...handle,
    config: fresh.config,
    destroy: async () => {
      await handle.close();
      await fresh.cleanup();
    },
  };
}

export type DialectContext = {
  dialect: DialectName;
  /** The database of this describe block (available inside tests and hooks). */
  db(): Kysely<Database>;
  handle(): TestDatabase;
};

/**
 * `describe(title)` once per dialect, each with its own fresh database for the whole block, e.g.
 * `describeEachDialect("registrations", ({ db }) => { it("...", async () => { await db()... }) })`.
 */
export function describeEachDialect(
  title: string,
  body: (context: DialectContext) => void,
  options: { migrate?: boolean } = {},
): void {
  for (const dialect of testDialects()) {
    describe(`${title} [${dialect}]`, () => {
      let database: TestDatabase | undefined;
      beforeAll(async () => {
        database = await createTestDatabase(dialect, options);
      });
      afterAll(async () => {
        await database?.destroy();
      });
      const handle = () => {
        if (!database) throw new Error("the test database is not open yet (use it inside tests or hooks)");
        return database;
      };
      body({ dialect, db: () => handle().db, handle });
    });
  }
}
