import type { Kysely } from "kysely";
import type { Database } from "#db/schema";

/** A workshop's places taken, as stored. */
export async function workshopTaken(db: Kysely<Database>, workshopId: number): Promise<number> {
  const row = await db
    .selectFrom("workshops")
    .select("takenCount")
    .where("id", "=", workshopId)
    .executeTakeFirstOrThrow();
  return row.takenCount;
}
