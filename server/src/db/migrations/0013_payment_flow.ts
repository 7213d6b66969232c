import { type AnyDb, createTable, dropTables, index, optRef, ref, req, text, zero } from "./helpers";

/**
 * The payment flow (DOMAIN.md §4): every order made at a provider for a line (a line may see several: a new
 * trade number after a refund or a closed order), every notify applied once (by the provider's id), the
 * alerts for money that needs a person, the orders of the built-in demo cashier, and a refund request's
 * progress at the provider.
 */
const tables = ["payment_orders", "payment_notifies", "payment_alerts", "demo_orders"] as const;

export async function up(db: AnyDb): Promise<void> {
  await createTable(db, "payment_orders")
    .addColumn("pay_line_id", "integer", ref("pay_lines.id", "restrict"))
    .addColumn("out_trade_no", "text", req)
    .addColumn("provider", "text", req)
    .addColumn("pay_type", "integer", req)
    .addColumn("channel", "text", req)
    .addColumn("provider_order_id", "text")
    .addColumn("amount", "integer", req)
    .addColumn("currency", "text", req)
    /** creating, open, paid, closed */
    .addColumn("status", "text", req)
    /** What the browser does to pay (JSON), so that a page reloaded while paying resumes the same order. */
    .addColumn("checkout", "text", text)
    .addColumn("expires_at", "text", req)
    /** The first time the expiry job could not reach the provider about it (an alert after an hour). */
    .addColumn("unreachable_since", "text")
    .addColumn("create_time", "text", req)
    .addColumn("update_time", "text", req)
    .execute();
  await index(db, "payment_orders", ["out_trade_no"], true);
  await index(db, "payment_orders", ["pay_line_id"]);
  await index(db, "payment_orders", ["status", "expires_at"]);

  await createTable(db, "payment_notifies")
    .addColumn("provider", "text", req)
    /** The provider's id of what it reports (transaction id, or refund id and outcome). */
    .addColumn("dedupe_key", "text", req)
    .addColumn("out_trade_no", "text", text)
    /** applied, mismatch, unknownOrder, paidAfterClose, refund */
    .addColumn("outcome", "text", req)
    .addColumn("create_time", "text", req)
    .execute();
  await index(db, "payment_notifies", ["provider", "dedupe_key"], true);

  await createTable(db, "payment_alerts")
    .addColumn("kind", "text", req)
    .addColumn("conference_id", "integer", optRef("conferences.id", "cascade"))
    .addColumn("pay_line_id", "integer", optRef("pay_lines.id", "cascade"))
    .addColumn("provider", "text", text)
    .addColumn("out_trade_no", "text", text)
    .addColumn("detail", "text", text)
    .addColumn("resolved_by", "integer", optRef("admin_accounts.id", "set null"))
    .addColumn("resolved_time", "text")
    .addColumn("create_time", "text", req)
    .execute();
  await index(db, "payment_alerts", ["conference_id", "resolved_time"]);

  await createTable(db, "demo_orders")
    .addColumn("provider", "text", req)
    .addColumn("out_trade_no", "text", req)
    .addColumn("amount", "integer", req)
    .addColumn("currency", "text", req)
    .addColumn("subject", "text", text)
    /** pending, paid, closed */
    .addColumn("status", "text", req)
    .addColumn("transaction_id", "text", text)
    .addColumn("refunded", "integer", zero)
    .addColumn("create_time", "text", req)
    .execute();
  await index(db, "demo_orders", ["provider", "out_trade_no"], true);

  await db.schema
    .alterTable("refund_requests")
    .addColumn("out_refund_no", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema
    .alterTable("refund_requests")
    .addColumn("reject_reason", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema
    .alterTable("pay_lines")
    .addColumn("return_reason", "text", (c) => c.notNull().defaultTo(""))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable("pay_lines").dropColumn("return_reason").execute();
  await db.schema.alterTable("refund_requests").dropColumn("reject_reason").execute();
  await db.schema.alterTable("refund_requests").dropColumn("out_refund_no").execute();
  await dropTables(db, tables);
}
