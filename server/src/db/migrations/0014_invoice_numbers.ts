import { type AnyDb, createTable, dropTables, flag, index, req, text } from "./helpers";

/**
 * The built-in invoice issuer (DOMAIN.md §5): its number series, one row per series and year, taken by an
 * upsert that increments inside the transaction recording the number, so a number is never skipped or
 * given twice; and its register: every invoice or red reversal it numbered, by the order number that asked
 * (a second request with the same order number gets the same invoice), and where its document is stored.
 */
const tables = ["invoice_sequences", "builtin_invoices"] as const;

export async function up(db: AnyDb): Promise<void> {
  await createTable(db, "invoice_sequences")
    .addColumn("name", "text", req)
    .addColumn("value", "integer", req)
    .execute();
  await index(db, "invoice_sequences", ["name"], true);

  await createTable(db, "builtin_invoices")
    .addColumn("order_no", "text", req)
    /** invoice, reversal */
    .addColumn("kind", "text", req)
    /** No foreign key: like a platform's, this register keeps what was issued whatever becomes of the invoice. */
    .addColumn("invoice_id", "integer", req)
    .addColumn("invoice_type", "integer", req)
    .addColumn("invoice_number", "text", req)
    /** The blue invoice a reversal reverses. */
    .addColumn("original_number", "text", text)
    .addColumn("storage_key", "text", req)
    /** What the document shows (JSON), kept only until the document is stored. */
    .addColumn("content", "text", text)
    .addColumn("stored", "integer", flag)
    .addColumn("issued_at", "text", req)
    .execute();
  await index(db, "builtin_invoices", ["order_no"], true);
  await index(db, "builtin_invoices", ["invoice_number"], true);
  await index(db, "builtin_invoices", ["original_number"]);
}

export async function down(db: AnyDb): Promise<void> {
  await dropTables(db, tables);
}
