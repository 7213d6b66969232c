import { type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, PostgresAdapter } from "kysely";

/**
 * Helpers for the migrations only. Migrations are frozen in time: they see the database untyped and import
 * nothing of the application, so a later change to the app cannot change what an old migration does.
 */
// biome-ignore lint/suspicious/noExplicitAny: a migration must not depend on today's Database type.
export type AnyDb = Kysely<any>;
type Column = ColumnDefinitionBuilder;
type OnDelete = "cascade" | "restrict" | "set null";

export function isPostgres(db: AnyDb): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** A table whose first column is an integer id that the database numbers, as each dialect spells it. */
export function createTable(db: AnyDb, name: string) {
  const postgres = isPostgres(db);
  return db.schema
    .createTable(name)
    .addColumn("id", "integer", (c) =>
      postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    );
}

/** Required, no default. */
export const req = (c: Column) => c.notNull();
/** A 0/1 flag that starts at 0. */
export const flag = (c: Column) => c.notNull().defaultTo(0);
/** A 0/1 flag that starts at 1. */
export const flagOn = (c: Column) => c.notNull().defaultTo(1);
/** An integer (count, amount in cents) that starts at 0. */
export const zero = flag;
/** Optional text: empty rather than null when unknown, as the spec's forms send it. */
export const text = (c: Column) => c.notNull().defaultTo("");

/** A required foreign key. */
export const ref = (target: string, onDelete: OnDelete) => (c: Column) =>
  c.notNull().references(target).onDelete(onDelete);
/** A foreign key that may be null. */
export const optRef = (target: string, onDelete: OnDelete) => (c: Column) =>
  c.references(target).onDelete(onDelete);

/** A named index: `<table>_<columns>_idx`, or `_uq` when unique, identical on both dialects. */
export async function index(db: AnyDb, table: string, columns: string[], unique = false): Promise<void> {
  const name = `${table}_${columns.join("_")}_${unique ? "uq" : "idx"}`;
  const builder = db.schema.createIndex(name).on(table).columns(columns);
  await (unique ? builder.unique() : builder).execute();
}

export async function dropTables(db: AnyDb, tables: readonly string[]): Promise<void> {
  for (const table of [...tables].reverse()) await db.schema.dropTable(table).execute();
}

/** The buyer's invoice details, the same in a registration's invoice and in an attendee's saved ones. */
export function invoiceDetailColumns<T extends string>(table: CreateTableBuilder<T>): CreateTableBuilder<T> {
  return table
    .addColumn("invoice_type", "integer", req)
    .addColumn("invoice_content", "text", text)
    .addColumn("invoice_title", "text", text)
    .addColumn("taxpayer_number", "text", text)
    .addColumn("unit", "text", text)
    .addColumn("address", "text", text)
    .addColumn("phone", "text", text)
    .addColumn("bank", "text", text)
    .addColumn("account", "text", text)
    .addColumn("post_address", "text", text)
    .addColumn("post_phone", "text", text)
    .addColumn("post_email", "text", text)
    .addColumn("registree", "text", text)
    .addColumn("remark", "text", text);
}

/** A registrant's own details, the same in a registration and in an attendee's saved registrants. */
export function registrantColumns<T extends string>(table: CreateTableBuilder<T>): CreateTableBuilder<T> {
  return table
    .addColumn("name", "text", req)
    .addColumn("name_en", "text", text)
    .addColumn("gender", "integer", flagOn)
    .addColumn("id_number_enc", "text")
    .addColumn("unit", "text", text)
    .addColumn("unit_en", "text", text)
    .addColumn("job", "text", text)
    .addColumn("position", "text", text)
    .addColumn("email", "text", text)
    .addColumn("phone", "text", text)
    .addColumn("member_no", "text", text)
    .addColumn("other_member_no", "text", text)
    .addColumn("student_card", "integer", optRef("uploads.id", "set null"))
    .addColumn("other_member_card", "integer", optRef("uploads.id", "set null"));
}
