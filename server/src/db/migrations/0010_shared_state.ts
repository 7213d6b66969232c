import { type AnyDb, dropTables, index, req } from "./helpers";

/**
 * What several server processes on one database must share instead of keeping in memory (server/docs/
 * deployment.md): rate-limit counters, one per key and window; leases that let one process at a
 * time run a background job; and when a queued message may next be tried, so a message one process is
 * sending, or waiting to retry, is left alone by the others.
 */
const tables = ["rate_limits", "job_leases"] as const;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable("rate_limits")
    .addColumn("key", "text", (c) => c.notNull().primaryKey())
    .addColumn("count", "integer", req)
    .addColumn("reset_at", "text", req)
    .execute();
  // The sweep deletes the windows that have ended.
  await index(db, "rate_limits", ["reset_at"]);

  await db.schema
    .createTable("job_leases")
    .addColumn("name", "text", (c) => c.notNull().primaryKey())
    .addColumn("holder", "text", req)
    .addColumn("expires_at", "text", req)
    .execute();

  // '' sorts before every time: messages queued before this migration are due at once.
  await db.schema
    .alterTable("outbox")
    .addColumn("next_attempt_at", "text", (c) => c.notNull().defaultTo(""))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable("outbox").dropColumn("next_attempt_at").execute();
  await dropTables(db, tables);
}
