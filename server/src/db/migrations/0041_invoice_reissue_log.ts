import type { AnyDb } from "./helpers";

/**
 * One live invoice per payment (DOMAIN.md §5). On invoices: `reissue_follows`, set while an issued
 * invoice's red reversal is under way for a re-issue, so that whoever learns of the confirmed reversal
 * (the answer itself, or a later query of an asynchronous platform) issues the corrected invoice, and
 * nobody does if the reversal fails; `void_reason`, the reason of the current reversal, for its log entry.
 * On invoice_logs: every entry a message key and its values (JSON), rendered in the staff's language;
 * older entries keep only their text (an empty key).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable("invoices")
    .addColumn("reissue_follows", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable("invoices")
    .addColumn("void_reason", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema
    .alterTable("invoice_logs")
    .addColumn("message_key", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema
    .alterTable("invoice_logs")
    .addColumn("message_params", "text", (c) => c.notNull().defaultTo("{}"))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable("invoice_logs").dropColumn("message_params").execute();
  await db.schema.alterTable("invoice_logs").dropColumn("message_key").execute();
  await db.schema.alterTable("invoices").dropColumn("void_reason").execute();
  await db.schema.alterTable("invoices").dropColumn("reissue_follows").execute();
}
