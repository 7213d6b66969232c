import type { Kysely } from "kysely";
import { afterAll, beforeAll } from "vitest";
import { type DatabaseHandle, openDatabase } from "#db/database";
import type { Database } from "#db/schema";
import type { TestDatabase } from "./database";

/**
 * What a second server process would have: its own connection (pool) to the same database, open for the
 * describe block it is called in. Call it inside `describeEachDialect`'s body, with its `handle`.
 */
export function secondProcessDb(handle: () => TestDatabase): () => Kysely<Database> {
  let other: DatabaseHandle | undefined;
  beforeAll(async () => {
    other = await openDatabase(handle().config);
  });
  afterAll(async () => {
    await other?.close();
  });
  return () => {
    if (!other) throw new Error("the second connection is not open yet (use it inside tests or hooks)");
    return other.db;
  };
}
