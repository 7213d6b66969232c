import { sql } from "kysely";
import type { AnyDb } from "./helpers";

/**
 * Where a registration came from (spec 002 §7 import), kept on the row: "online" (the attendee's form),
 * "backOffice" (added in the back office) or "imported" (a spreadsheet import). Earlier rows take what
 * their creation's audit row says, as the detail panel read it until now (none: imported).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable("registrations")
    .addColumn("channel", "text", (c) => c.notNull().defaultTo("online"))
    .execute();
  const createdBy = (actor: string) => sql`exists (
    select 1 from audit_log a
    where a.entity = 'registration' and a.entity_id = registrations.id
      and a.action = 'registration.create' and a.actor_kind = ${sql.lit(actor)})`;
  await sql`update registrations set channel = case
    when ${createdBy("attendee")} then 'online'
    when ${createdBy("admin")} then 'backOffice'
    else 'imported' end`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable("registrations").dropColumn("channel").execute();
}
