import { type AnyDb, createTable, dropTables, flag, index, optRef, ref, req } from "./helpers";

/**
 * Badge templates per conference (DOMAIN.md §8): the layout the designer saves (as JSON: the page size in
 * millimetres and the elements placed on it, read back through the shared schema), whom it prints for
 * (participant type ids and print types, as JSON lists; one default per conference, kept so by the
 * service), and its logo, an upload the conference's staff may read.
 */
export async function up(db: AnyDb): Promise<void> {
  await createTable(db, "badge_templates")
    .addColumn("conference_id", "integer", ref("conferences.id", "cascade"))
    .addColumn("name", "text", req)
    .addColumn("layout", "text", req)
    .addColumn("participant_type_ids", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("print_types", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("is_default", "integer", flag)
    .addColumn("logo_upload_id", "integer", optRef("uploads.id", "set null"))
    .addColumn("create_time", "text", req)
    .addColumn("update_time", "text", req)
    .execute();
  await index(db, "badge_templates", ["conference_id"]);
}

export async function down(db: AnyDb): Promise<void> {
  await dropTables(db, ["badge_templates"]);
}
