import {
  type AnyDb,
  createTable,
  dropTables,
  flag,
  flagOn,
  index,
  invoiceDetailColumns,
  optRef,
  ref,
  registrantColumns,
  req,
  text,
} from "./helpers";

/** Accounts, sessions, uploads, the audit log and the society-wide settings and lists. */
const tables = [
  "app_settings",
  "change_counter",
  "members",
  "attendee_accounts",
  "admin_accounts",
  "sessions",
  "uploads",
  "audit_log",
  "saved_registrants",
  "saved_invoices",
] as const;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable("app_settings")
    .addColumn("key", "text", (c) => c.notNull().primaryKey())
    .addColumn("value", "text", req)
    .addColumn("update_time", "text", req)
    .execute();

  // One row: the registration change sequence (kiosk sync cursor), taken with a row lock.
  await createTable(db, "change_counter").addColumn("value", "integer", req).execute();
  await db.insertInto("change_counter").values({ id: 1, value: 0 }).execute();

  await createTable(db, "members")
    .addColumn("kind", "text", req)
    .addColumn("name", "text", req)
    .addColumn("member_no", "text", req)
    .addColumn("unit", "text", text)
    .addColumn("valid", "integer", flagOn)
    .addColumn("create_time", "text", req)
    .addColumn("update_time", "text", req)
    .execute();
  await index(db, "members", ["kind", "member_no"], true);
  await index(db, "members", ["kind", "name"]);

  await createTable(db, "attendee_accounts")
    .addColumn("email", "text")
    .addColumn("phone", "text")
    .addColumn("password_hash", "text")
    .addColumn("name", "text", text)
    .addColumn("unify_id", "text")
    .addColumn("is_disabled", "integer", flag)
    .addColumn("last_login_time", "text")
    .addColumn("create_time", "text", req)
    .addColumn("update_time", "text", req)
    .execute();
  await index(db, "attendee_accounts", ["email"], true);
  await index(db, "attendee_accounts", ["phone"], true);
  await index(db, "attendee_accounts", ["unify_id"], true);

  await createTable(db, "admin_accounts")
    .addColumn("username", "text", req)
    .addColumn("password_hash", "text", req)
    .addColumn("role", "integer", req)
    .addColumn("conference_id", "integer", optRef("conferences.id", "restrict"))
    .addColumn("is_disabled", "integer", flag)
    .addColumn("last_login_time", "text")
    .addColumn("create_time", "text", req)
    .addColumn("update_time", "text", req)
    .execute();
  await index(db, "admin_accounts", ["username"], true);

  await db.schema
    .createTable("sessions")
    .addColumn("id", "text", (c) => c.notNull().primaryKey())
    .addColumn("kind", "text", req)
    .addColumn("account_id", "integer", req)
    .addColumn("create_time", "text", req)
    .addColumn("expire_time", "text", req)
    .addColumn("last_seen_time", "text", req)
    .addColumn("user_agent", "text", text)
    .execute();
  await index(db, "sessions", ["kind", "account_id"]);
  await index(db, "sessions", ["expire_time"]);

  await createTable(db, "uploads")
    .addColumn("kind", "text", req)
    .addColumn("storage_key", "text", req)
    .addColumn("mime", "text", req)
    .addColumn("size", "integer", req)
    .addColumn("sha256", "text", req)
    .addColumn("owner_kind", "text", req)
    .addColumn("owner_id", "integer")
    // No foreign key: registrations point at uploads too, and the two tables cannot both come first.
    .addColumn("registration_id", "integer")
    .addColumn("create_time", "text", req)
    .execute();
  await index(db, "uploads", ["storage_key"]);
  await index(db, "uploads", ["registration_id"]);
  await index(db, "uploads", ["owner_kind", "owner_id"]);

  await createTable(db, "audit_log")
    .addColumn("actor_kind", "text", req)
    .addColumn("actor_id", "integer")
    .addColumn("action", "text", req)
    .addColumn("entity", "text", req)
    .addColumn("entity_id", "integer")
    .addColumn("conference_id", "integer")
    .addColumn("from_state", "text")
    .addColumn("to_state", "text")
    .addColumn("reason", "text")
    .addColumn("data", "text")
    .addColumn("create_time", "text", req)
    .execute();
  await index(db, "audit_log", ["entity", "entity_id"]);
  await index(db, "audit_log", ["conference_id", "create_time"]);

  await createTable(db, "saved_registrants")
    .addColumn("account_id", "integer", ref("attendee_accounts.id", "cascade"))
    .$call(registrantColumns)
    .addColumn("unify_id", "text", text)
    .addColumn("create_time", "text", req)
    .addColumn("update_time", "text", req)
    .execute();
  await index(db, "saved_registrants", ["account_id"]);

  await createTable(db, "saved_invoices")
    .addColumn("account_id", "integer", ref("attendee_accounts.id", "cascade"))
    .$call(invoiceDetailColumns)
    .addColumn("create_time", "text", req)
    .addColumn("update_time", "text", req)
    .execute();
  await index(db, "saved_invoices", ["account_id"]);
}

export async function down(db: AnyDb): Promise<void> {
  await dropTables(db, tables);
}
