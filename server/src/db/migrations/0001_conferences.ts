import { type AnyDb, createTable, dropTables, flag, flagOn, index, ref, req, text, zero } from "./helpers";

/** Conferences and everything an administrator configures for one: types, fees, workshops, hotels... */
const tables = [
  "conferences",
  "participant_types",
  "fee_rows",
  "workshops",
  "invitation_codes",
  "invitation_code_types",
  "extra_items",
  "hotels",
  "room_types",
  "group_schemes",
  "checkin_points",
] as const;

export async function up(db: AnyDb): Promise<void> {
  await createTable(db, "conferences")
    .addColumn("title_zh", "text", req)
    .addColumn("title_en", "text", req)
    .addColumn("system_code", "text", text)
    .addColumn("host_unit", "text", text)
    .addColumn("timezone", "text", (c) => c.notNull().defaultTo("Asia/Shanghai"))
    .addColumn("begin_time", "text", req)
    .addColumn("discount_time", "text", req)
    .addColumn("end_time", "text", req)
    .addColumn("paper_database", "text", text)
    .addColumn("paper_conference_id", "text", text)
    .addColumn("settings", "text", req)
    .addColumn("is_deleted", "integer", flag)
    .addColumn("create_time", "text", req)
    .addColumn("update_time", "text", req)
    .execute();

  await createTable(db, "participant_types")
    .addColumn("conference_id", "integer", ref("conferences.id", "restrict"))
    .addColumn("title_zh", "text", req)
    .addColumn("title_en", "text", req)
    .addColumn("fee", "integer", req)
    .addColumn("discount_fee", "integer", req)
    .addColumn("dollar", "integer", zero)
    .addColumn("dollar_discount", "integer", zero)
    .addColumn("sort_order", "integer", zero)
    .addColumn("is_hidden", "integer", flag)
    .addColumn("is_deleted", "integer", flag)
    .addColumn("is_student", "integer", flag)
    .addColumn("is_member", "integer", flag)
    .addColumn("is_committee", "integer", flag)
    .addColumn("needs_other_member_no", "integer", flag)
    .addColumn("other_member_no_label_zh", "text")
    .addColumn("other_member_no_label_en", "text")
    .addColumn("needs_other_member_card", "integer", flag)
    .addColumn("allows_papers", "integer", flag)
    .addColumn("max_papers", "integer")
    .addColumn("paper_author_must_match", "integer", flag)
    .addColumn("needs_award", "integer", flag)
    .addColumn("workshop_only", "integer", flag)
    .addColumn("create_time", "text", req)
    .addColumn("update_time", "text", req)
    .execute();
  await index(db, "participant_types", ["conference_id"]);

  await createTable(db, "fee_rows")
    .addColumn("participant_type_id", "integer", ref("participant_types.id", "cascade"))
    .addColumn("paper_num", "integer", req)
    .addColumn("fee", "integer", req)
    .addColumn("discount_fee", "integer", req)
    .addColumn("page_limit", "integer", req)
    .addColumn("over_page_fee", "integer", zero)
    .execute();
  await index(db, "fee_rows", ["participant_type_id", "paper_num"], true);

  await createTable(db, "workshops")
    .addColumn("conference_id", "integer", ref("conferences.id", "restrict"))
    .addColumn("title_zh", "text", req)
    .addColumn("title_en", "text", req)
    .addColumn("fee", "integer", zero)
    .addColumn("dollar", "integer", zero)
    .addColumn("fee_only", "integer", zero)
    .addColumn("dollar_only", "integer", zero)
    .addColumn("number_limit", "integer")
    .addColumn("taken_count", "integer", zero)
    .addColumn("is_none_option", "integer", flag)
    .addColumn("is_visible", "integer", flagOn)
    .addColumn("is_deleted", "integer", flag)
    .addColumn("sort_order", "integer", zero)
    .addColumn("create_time", "text", req)
    .addColumn("update_time", "text", req)
    .execute();
  await index(db, "workshops", ["conference_id"]);

  await createTable(db, "invitation_codes")
    .addColumn("conference_id", "integer", ref("conferences.id", "restrict"))
    .addColumn("code", "text", req)
    .addColumn("title", "text", text)
    .addColumn("shows_hotel", "integer", flag)
    .addColumn("shows_workshop", "integer", flag)
    .addColumn("hides_extra_info", "integer", flag)
    .addColumn("is_deleted", "integer", flag)
    .addColumn("create_time", "text", req)
    .execute();
  await index(db, "invitation_codes", ["conference_id", "code"], true);

  await db.schema
    .createTable("invitation_code_types")
    .addColumn("invitation_code_id", "integer", ref("invitation_codes.id", "cascade"))
    .addColumn("participant_type_id", "integer", ref("participant_types.id", "cascade"))
    .addPrimaryKeyConstraint("invitation_code_types_pk", ["invitation_code_id", "participant_type_id"])
    .execute();

  await createTable(db, "extra_items")
    .addColumn("conference_id", "integer", ref("conferences.id", "restrict"))
    .addColumn("title_zh", "text", req)
    .addColumn("title_en", "text", req)
    .addColumn("type", "integer", req)
    .addColumn("options", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("required", "integer", flag)
    .addColumn("sort_order", "integer", zero)
    .addColumn("is_deleted", "integer", flag)
    .execute();
  await index(db, "extra_items", ["conference_id"]);

  await createTable(db, "hotels")
    .addColumn("conference_id", "integer", ref("conferences.id", "restrict"))
    .addColumn("name_zh", "text", req)
    .addColumn("name_en", "text", req)
    .addColumn("address", "text", text)
    .addColumn("sort_order", "integer", zero)
    .addColumn("is_deleted", "integer", flag)
    .addColumn("create_time", "text", req)
    .execute();
  await index(db, "hotels", ["conference_id"]);

  await createTable(db, "room_types")
    .addColumn("hotel_id", "integer", ref("hotels.id", "cascade"))
    .addColumn("name_zh", "text", req)
    .addColumn("name_en", "text", req)
    .addColumn("price_per_night", "integer", req)
    .addColumn("stock", "integer", req)
    .addColumn("taken_count", "integer", zero)
    .addColumn("sort_order", "integer", zero)
    .addColumn("is_deleted", "integer", flag)
    .execute();
  await index(db, "room_types", ["hotel_id"]);

  await createTable(db, "group_schemes")
    .addColumn("conference_id", "integer", ref("conferences.id", "restrict"))
    .addColumn("group_type", "integer", zero)
    .addColumn("min_number", "integer", req)
    .addColumn("max_number", "integer", (c) => c.notNull().defaultTo(10000))
    .addColumn("discount_bp", "integer", req)
    .addColumn("is_deleted", "integer", flag)
    .addColumn("create_time", "text", req)
    .execute();
  await index(db, "group_schemes", ["conference_id"]);

  await createTable(db, "checkin_points")
    .addColumn("conference_id", "integer", ref("conferences.id", "restrict"))
    .addColumn("name_zh", "text", req)
    .addColumn("name_en", "text", req)
    .addColumn("is_main", "integer", flag)
    .addColumn("sort_order", "integer", zero)
    .addColumn("is_deleted", "integer", flag)
    .addColumn("create_time", "text", req)
    .execute();
  await index(db, "checkin_points", ["conference_id"]);
}

export async function down(db: AnyDb): Promise<void> {
  await dropTables(db, tables);
}
