import type { Kysely } from "kysely";
import type { Database } from "#db/schema";

/** Runs `work` in the caller's transaction, or in a new one when the caller has none. */
export function inTransaction<T>(
  db: Kysely<Database>,
  work: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
