import { sql } from "kysely";
import { type AnyDb, createTable, dropTables, index, optRef, ref, req, text, zero } from "./helpers";

/**
 * The groundwork: identity documents, a registration's standing kept beside it for lists and
 * kiosks, kiosk look-up hashes and PINs, idempotent submissions, the outgoing-message outbox, password
 * reset codes, the audit row's event, and who owns an upload.
 */
const tables = ["idempotency_keys", "outbox", "password_reset_codes"] as const;

async function addColumns(db: AnyDb, table: string, columns: [string, "integer" | "text", string | null][]) {
  for (const [name, type, fallback] of columns) {
    await db.schema
      .alterTable(table)
      .addColumn(name, type, (c) => (fallback === null ? c : c.notNull().defaultTo(sql.raw(fallback))))
      .execute();
  }
}

const identityColumns: [string, "integer" | "text", string | null][] = [
  ["id_type", "integer", "1"],
  ["id_country", "text", "''"],
];

/** The registration's standing (shared registrationStanding), rewritten whenever its lines or invoice change. */
const standingColumns: [string, "integer" | "text", string | null][] = [
  ["pay_status", "integer", "0"],
  ["pay_type", "integer", "1"],
  ["total_fee", "integer", "0"],
  ["received_fee", "integer", "0"],
  ["currency", "text", "'CNY'"],
  ["invoice_status", "integer", "0"],
  ["invoice_type", "integer", null],
  ["checkin_eligible", "integer", "0"],
  ["checkin_reason", "text", "'unpaid'"],
];

export async function up(db: AnyDb): Promise<void> {
  await addColumns(db, "registrations", [
    ...identityColumns,
    ...standingColumns,
    // The kiosk's slow look-up hash of the ID number (kiosk/README.md); filled in the background.
    ["kiosk_id_hash", "text", null],
  ]);
  await addColumns(db, "saved_registrants", identityColumns);
  // Registrations made before this migration: their standing from the first line and the invoice, as the
  // product read it until now; the next change to each rewrites it with the shared read model.
  await sql`
    update registrations set
      pay_status = coalesce((select p.pay_status from pay_lines p where p.registration_id = registrations.id order by p.seq limit 1), 0),
      pay_type = coalesce((select p.pay_type from pay_lines p where p.registration_id = registrations.id order by p.seq limit 1), 1),
      total_fee = coalesce((select sum(p.total_fee) from pay_lines p where p.registration_id = registrations.id), 0),
      received_fee = coalesce((select sum(p.received_fee) from pay_lines p where p.registration_id = registrations.id and p.pay_status in (2, 3, -1, -3, -4)), 0),
      currency = coalesce((select p.currency from pay_lines p where p.registration_id = registrations.id order by p.seq limit 1), 'CNY'),
      invoice_status = coalesce((select i.invoice_status from invoices i where i.registration_id = registrations.id), 0),
      invoice_type = (select i.invoice_type from invoices i where i.registration_id = registrations.id)
  `.execute(db);
  await sql`
    update registrations set checkin_eligible = case
      when is_deleted = 0 and (pay_status in (2, -4) or (pay_status = 0 and total_fee = 0)) then 1 else 0 end
  `.execute(db);
  for (const column of ["pay_status", "pay_type", "invoice_status", "invoice_type", "create_time"]) {
    await index(db, "registrations", ["conference_id", column]);
  }
  // Change sequences are handed out by the counter at the end of each transaction (server/src/db/transact.ts):
  // a new row holds a placeholder until then, so the index cannot be unique; the counter keeps values unique.
  await db.schema.dropIndex("registrations_change_seq_uq").execute();
  await index(db, "registrations", ["change_seq"]);

  await db.schema.alterTable("audit_log").addColumn("event", "text").execute();
  await addColumns(db, "kiosk_pairings", [["pin_hash", "text", "''"]]);
  await addColumns(db, "kiosk_devices", [
    ["pin_hash", "text", "''"],
    ["revoked_by_admin_id", "integer", null],
  ]);
  await addColumns(db, "uploads", [["conference_id", "integer", null]]);
  // Where a back-office account's password reset code goes.
  await addColumns(db, "admin_accounts", [
    ["email", "text", "''"],
    ["phone", "text", "''"],
  ]);

  // A client's key for one submission: a retry returns the first result, never a second registration.
  await createTable(db, "idempotency_keys")
    .addColumn("account_id", "integer", ref("attendee_accounts.id", "cascade"))
    .addColumn("key", "text", req)
    .addColumn("request_hash", "text", req)
    .addColumn("registration_id", "integer", optRef("registrations.id", "set null"))
    .addColumn("create_time", "text", req)
    .execute();
  await index(db, "idempotency_keys", ["account_id", "key"], true);
  await index(db, "idempotency_keys", ["create_time"]);

  // E-mails and text messages waiting to go, and what became of them (the development outbox shows them).
  await createTable(db, "outbox")
    .addColumn("channel", "text", req)
    .addColumn("recipient", "text", req)
    .addColumn("template", "text", req)
    .addColumn("locale", "text", req)
    .addColumn("subject", "text", text)
    .addColumn("body", "text", req)
    .addColumn("status", "text", req)
    .addColumn("attempts", "integer", zero)
    .addColumn("last_error", "text", text)
    .addColumn("conference_id", "integer", optRef("conferences.id", "set null"))
    .addColumn("sender", "text", text)
    .addColumn("create_time", "text", req)
    .addColumn("sent_time", "text")
    .execute();
  await index(db, "outbox", ["status", "create_time"]);
  await index(db, "outbox", ["create_time"]);

  await createTable(db, "password_reset_codes")
    .addColumn("account_kind", "text", req)
    .addColumn("account_id", "integer", req)
    .addColumn("code_hash", "text", req)
    .addColumn("channel", "text", req)
    .addColumn("attempts", "integer", zero)
    .addColumn("expire_time", "text", req)
    .addColumn("used_time", "text")
    .addColumn("create_time", "text", req)
    .execute();
  await index(db, "password_reset_codes", ["account_kind", "account_id"]);
}

export async function down(db: AnyDb): Promise<void> {
  await dropTables(db, tables);
  const drop = async (table: string, columns: string[]) => {
    for (const column of columns) await db.schema.alterTable(table).dropColumn(column).execute();
  };
  for (const column of ["pay_status", "pay_type", "invoice_status", "invoice_type", "create_time"]) {
    await db.schema.dropIndex(`registrations_conference_id_${column}_idx`).execute();
  }
  await db.schema.dropIndex("registrations_change_seq_idx").execute();
  await index(db, "registrations", ["change_seq"], true);
  await drop("uploads", ["conference_id"]);
  await drop("admin_accounts", ["email", "phone"]);
  await drop("kiosk_devices", ["pin_hash", "revoked_by_admin_id"]);
  await drop("kiosk_pairings", ["pin_hash"]);
  await drop("audit_log", ["event"]);
  await drop(
    "saved_registrants",
    identityColumns.map(([name]) => name),
  );
  await drop(
    "registrations",
    [...identityColumns, ...standingColumns, ["kiosk_id_hash"]].map(([name]) => name),
  );
}
