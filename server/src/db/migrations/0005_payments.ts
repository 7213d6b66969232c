import {
  type AnyDb,
  createTable,
  dropTables,
  flag,
  index,
  invoiceDetailColumns,
  optRef,
  ref,
  req,
  text,
  zero,
} from "./helpers";

/** Payment lines, refund requests, invoices and the invoice issuer's log (DOMAIN.md §4, §5). */
const tables = ["pay_lines", "refund_requests", "invoices", "invoice_logs"] as const;

export async function up(db: AnyDb): Promise<void> {
  await createTable(db, "pay_lines")
    .addColumn("registration_id", "integer", ref("registrations.id", "restrict"))
    .addColumn("seq", "integer", req)
    .addColumn("pay_type", "integer", req)
    .addColumn("pay_status", "integer", zero)
    .addColumn("total_fee", "integer", zero)
    .addColumn("received_fee", "integer", zero)
    .addColumn("currency", "text", (c) => c.notNull().defaultTo("CNY"))
    .addColumn("out_trade_no", "text", req)
    .addColumn("transaction_id", "text", text)
    .addColumn("openid", "text", text)
    .addColumn("query_id", "text", text)
    .addColumn("trace_no", "text", text)
    .addColumn("pay_time", "text")
    .addColumn("transfer_voucher", "integer", optRef("uploads.id", "set null"))
    .addColumn("refund_type", "integer")
    .addColumn("refund_time", "text")
    .addColumn("is_repay", "integer", flag)
    .addColumn("create_time", "text", req)
    .addColumn("update_time", "text", req)
    .execute();
  await index(db, "pay_lines", ["registration_id", "seq"], true);
  await index(db, "pay_lines", ["out_trade_no"], true);

  await createTable(db, "refund_requests")
    .addColumn("pay_line_id", "integer", ref("pay_lines.id", "restrict"))
    .addColumn("pay_type", "integer", req)
    .addColumn("name", "text", text)
    .addColumn("id_number_enc", "text")
    .addColumn("bank_number", "text", text)
    .addColumn("bank", "text", text)
    .addColumn("reason", "text", req)
    .addColumn("create_time", "text", req)
    .execute();
  await index(db, "refund_requests", ["pay_line_id"]);

  await createTable(db, "invoices")
    .addColumn("registration_id", "integer", ref("registrations.id", "restrict"))
    .$call(invoiceDetailColumns)
    .addColumn("invoice_status", "integer", zero)
    .addColumn("invoice_number", "text", text)
    .addColumn("fpdm", "text", text)
    .addColumn("invoice_time", "text")
    .addColumn("invalidate_time", "text")
    .addColumn("electronic_invoice_url", "text", text)
    .addColumn("express_number", "text", text)
    .addColumn("receipt_is_sent", "integer", flag)
    .addColumn("is_taken", "integer", flag)
    .addColumn("amount", "integer", zero)
    .addColumn("create_time", "text", req)
    .addColumn("update_time", "text", req)
    .execute();
  await index(db, "invoices", ["registration_id"], true);
  await index(db, "invoices", ["invoice_status"]);

  await createTable(db, "invoice_logs")
    .addColumn("invoice_id", "integer", ref("invoices.id", "cascade"))
    .addColumn("action_type", "integer", req)
    .addColumn("fphm", "text", text)
    .addColumn("return_message", "text", text)
    .addColumn("electronic_invoice_url", "text", text)
    .addColumn("create_time", "text", req)
    .execute();
  await index(db, "invoice_logs", ["invoice_id"]);
}

export async function down(db: AnyDb): Promise<void> {
  await dropTables(db, tables);
}
