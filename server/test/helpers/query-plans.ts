import { CompiledQuery, type Kysely, sql } from "kysely";
import type { Database } from "#db/schema";

/** The plan's lines: SQLite's EXPLAIN QUERY PLAN, or Postgres's EXPLAIN with sequential scans made dear. */
export async function planOf(db: Kysely<Database>, dialect: string, query: CompiledQuery): Promise<string> {
  if (dialect === "sqlite") {
    const plan = await db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
    );
    return plan.rows.map((row) => row.detail).join("\n");
  }
  return db.connection().execute(async (connection) => {
    await sql`set enable_seqscan = off`.execute(connection);
    const plan = await connection.executeQuery<{ "QUERY PLAN": string }>(
      CompiledQuery.raw(`explain ${query.sql}`, [...query.parameters]),
    );
    await sql`reset enable_seqscan`.execute(connection);
    return plan.rows.map((row) => row["QUERY PLAN"]).join("\n");
  });
}

/** A plan line that reads the whole registrations table. */
export const tableScan = /^SCAN registrations$|Seq Scan on registrations/m;
