import type { AnyDb } from "./helpers";

/**
 * Issuing through an issuer (DOMAIN.md §5): which issuer holds the invoice, the order number of the
 * current operation (the platform's idempotency key: a retry cannot issue twice), how many issuing
 * attempts it has seen, the platform's serial while it is pending, and the built-in document's key.
 */
const textColumns = ["issuer", "order_no", "issuer_serial", "document_key"] as const;

export async function up(db: AnyDb): Promise<void> {
  for (const column of textColumns)
    await db.schema
      .alterTable("invoices")
      .addColumn(column, "text", (c) => c.notNull().defaultTo(""))
      .execute();
  await db.schema
    .alterTable("invoices")
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable("invoices").dropColumn("attempts").execute();
  for (const column of [...textColumns].reverse())
    await db.schema.alterTable("invoices").dropColumn(column).execute();
}
