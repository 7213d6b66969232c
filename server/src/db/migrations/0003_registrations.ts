import {
  type AnyDb,
  createTable,
  dropTables,
  flag,
  index,
  optRef,
  ref,
  registrantColumns,
  req,
  text,
  zero,
} from "./helpers";

/** Groups and the registrations themselves (spec 000 §3, 002 §3: every field). */
const tables = ["groups", "registrations"] as const;

export async function up(db: AnyDb): Promise<void> {
  await createTable(db, "groups")
    .addColumn("conference_id", "integer", ref("conferences.id", "restrict"))
    .addColumn("scheme_id", "integer", ref("group_schemes.id", "restrict"))
    .addColumn("group_code", "text", req)
    .addColumn("group_type", "integer", zero)
    .addColumn("group_status", "integer", zero)
    // No foreign key: registrations point at groups, and the two tables cannot both come first.
    .addColumn("leader_registration_id", "integer")
    .addColumn("pay_number", "integer", zero)
    .addColumn("create_time", "text", req)
    .addColumn("update_time", "text", req)
    .execute();
  await index(db, "groups", ["group_code"], true);
  await index(db, "groups", ["conference_id"]);
  await index(db, "groups", ["scheme_id"]);

  await createTable(db, "registrations")
    .addColumn("conference_id", "integer", ref("conferences.id", "restrict"))
    .addColumn("account_id", "integer", optRef("attendee_accounts.id", "restrict"))
    .addColumn("participant_type_id", "integer", ref("participant_types.id", "restrict"))
    .addColumn("group_id", "integer", optRef("groups.id", "restrict"))
    // Identity, contact and membership.
    .$call(registrantColumns)
    .addColumn("id_number_hash", "text")
    .addColumn("contact_phone", "text", text)
    .addColumn("card_number", "text", text)
    .addColumn("wechat_nickname", "text", text)
    .addColumn("level", "integer")
    .addColumn("print_type", "integer")
    .addColumn("remark", "text", text)
    // Group, recommendation, invitation, papers.
    .addColumn("is_manager", "integer", flag)
    .addColumn("is_removed", "integer", flag)
    .addColumn("is_recommend", "integer", flag)
    .addColumn("invcode", "text", text)
    .addColumn("user_pin", "text", text)
    .addColumn("paper_ids", "text", text)
    // Check-in at the main point (mirrors the checkins table) and time spent on the form.
    .addColumn("is_sign_in", "integer", flag)
    .addColumn("sign_in_time", "text")
    .addColumn("start_register_time", "text")
    .addColumn("stop_register_time", "text")
    .addColumn("register_duration", "integer")
    // Lodging.
    .addColumn("is_hotel", "integer", flag)
    .addColumn("hotel_id", "integer", optRef("hotels.id", "restrict"))
    .addColumn("room_type_id", "integer", optRef("room_types.id", "restrict"))
    .addColumn("hotel_number", "integer", zero)
    .addColumn("hotel_pay_type", "integer")
    .addColumn("hotel_start_date", "text")
    .addColumn("hotel_end_date", "text")
    .addColumn("hotel_nights", "integer", zero)
    .addColumn("resident_type", "integer")
    .addColumn("roommate_name", "text", text)
    .addColumn("dinner", "integer")
    .addColumn("meal_type", "text")
    // Travel.
    .addColumn("travel_arrive_number", "text", text)
    .addColumn("travel_arrive_time", "text")
    .addColumn("travel_arrive_place", "text", text)
    .addColumn("travel_depart_number", "text", text)
    .addColumn("travel_depart_time", "text")
    .addColumn("travel_depart_place", "text", text)
    // Address declaration and conference-specific answers.
    .addColumn("live_district", "text", text)
    .addColumn("live_address", "text", text)
    .addColumn("work_district", "text", text)
    .addColumn("work_address", "text", text)
    .addColumn("is_visit", "integer")
    .addColumn("social", "text", text)
    .addColumn("allergens", "text", text)
    .addColumn("award_title", "text", text)
    .addColumn("award_first_name", "text", text)
    .addColumn("award_receive_name", "text", text)
    .addColumn("award_receive_unit", "text", text)
    .addColumn("award_receive_email", "text", text)
    .addColumn("award_receive_phone", "text", text)
    // Sync and lifecycle.
    .addColumn("change_seq", "integer", req)
    .addColumn("is_deleted", "integer", flag)
    .addColumn("deleted_time", "text")
    .addColumn("create_time", "text", req)
    .addColumn("update_time", "text", req)
    .execute();
  await index(db, "registrations", ["change_seq"], true);
  await index(db, "registrations", ["conference_id", "change_seq"]);
  await index(db, "registrations", ["conference_id", "is_deleted"]);
  await index(db, "registrations", ["conference_id", "id_number_hash"]);
  await index(db, "registrations", ["conference_id", "card_number"]);
  await index(db, "registrations", ["account_id"]);
  await index(db, "registrations", ["participant_type_id"]);
  await index(db, "registrations", ["group_id"]);
  await index(db, "registrations", ["email"]);
  await index(db, "registrations", ["phone"]);
  await index(db, "registrations", ["name"]);
}

export async function down(db: AnyDb): Promise<void> {
  await dropTables(db, tables);
}
