import { type AnyDb, index } from "./helpers";

/**
 * The back office's audit log (newest first, a page after a row id) filtered by conference, action or
 * actor: each filter walks an index of its own in id order, however long the log grows.
 */
const indexes = [
  ["conference_id", "id"],
  ["action", "id"],
  ["actor_kind", "actor_id", "id"],
];

export async function up(db: AnyDb): Promise<void> {
  for (const columns of indexes) await index(db, "audit_log", columns);
}

export async function down(db: AnyDb): Promise<void> {
  for (const columns of indexes) await db.schema.dropIndex(`audit_log_${columns.join("_")}_idx`).execute();
}
