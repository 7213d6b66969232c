import type { AnyDb } from "./helpers";

/**
 * Partial refunds (the back office's registration edit, DOMAIN.md §3): an administrator who lowers a paid
 * registration's fee asks the difference back on a paid line. The request records how much (cents of the
 * line's currency); null, as on every earlier request, means the line's whole received fee.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable("refund_requests").addColumn("amount", "integer").execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable("refund_requests").dropColumn("amount").execute();
}
