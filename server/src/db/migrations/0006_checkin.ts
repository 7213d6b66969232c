import { type AnyDb, createTable, dropTables, flag, index, optRef, ref, req, zero } from "./helpers";

/** Kiosks, check-in events and results, badge prints (DOMAIN.md §8). */
const tables = ["kiosk_devices", "kiosk_pairings", "checkin_events", "checkins", "badge_prints"] as const;

export async function up(db: AnyDb): Promise<void> {
  await createTable(db, "kiosk_devices")
    .addColumn("conference_id", "integer", ref("conferences.id", "restrict"))
    .addColumn("name", "text", req)
    .addColumn("token_hash", "text", req)
    .addColumn("last_seen_time", "text")
    .addColumn("last_cursor", "integer", zero)
    .addColumn("revoked_time", "text")
    .addColumn("created_by_admin_id", "integer", optRef("admin_accounts.id", "restrict"))
    .addColumn("create_time", "text", req)
    .execute();
  await index(db, "kiosk_devices", ["token_hash"], true);
  await index(db, "kiosk_devices", ["conference_id"]);

  await createTable(db, "kiosk_pairings")
    .addColumn("conference_id", "integer", ref("conferences.id", "restrict"))
    .addColumn("code_hash", "text", req)
    .addColumn("expire_time", "text", req)
    .addColumn("used_time", "text")
    .addColumn("device_id", "integer", optRef("kiosk_devices.id", "set null"))
    .addColumn("created_by_admin_id", "integer", optRef("admin_accounts.id", "restrict"))
    .addColumn("create_time", "text", req)
    .execute();
  await index(db, "kiosk_pairings", ["code_hash"], true);

  // Every scan as the kiosk (or back office) reported it; applied idempotently by client id.
  await createTable(db, "checkin_events")
    .addColumn("client_id", "text", req)
    .addColumn("conference_id", "integer", ref("conferences.id", "restrict"))
    .addColumn("point_id", "integer", ref("checkin_points.id", "restrict"))
    .addColumn("registration_id", "integer", ref("registrations.id", "restrict"))
    .addColumn("device_id", "integer", optRef("kiosk_devices.id", "restrict"))
    .addColumn("admin_id", "integer", optRef("admin_accounts.id", "restrict"))
    .addColumn("method", "text", req)
    .addColumn("scanned_at", "text", req)
    .addColumn("received_at", "text", req)
    .addColumn("is_repeat", "integer", flag)
    .execute();
  await index(db, "checkin_events", ["client_id"], true);
  await index(db, "checkin_events", ["registration_id", "point_id"]);
  await index(db, "checkin_events", ["conference_id", "received_at"]);

  // The canonical check-in per person and point: the earliest scan wins.
  await db.schema
    .createTable("checkins")
    .addColumn("registration_id", "integer", ref("registrations.id", "cascade"))
    .addColumn("point_id", "integer", ref("checkin_points.id", "restrict"))
    .addColumn("first_event_id", "integer", optRef("checkin_events.id", "restrict"))
    .addColumn("checked_in_at", "text", req)
    .addColumn("device_id", "integer", optRef("kiosk_devices.id", "restrict"))
    .addColumn("admin_id", "integer", optRef("admin_accounts.id", "restrict"))
    .addPrimaryKeyConstraint("checkins_pk", ["registration_id", "point_id"])
    .execute();
  await index(db, "checkins", ["point_id"]);

  await createTable(db, "badge_prints")
    .addColumn("registration_id", "integer", ref("registrations.id", "cascade"))
    .addColumn("device_id", "integer", optRef("kiosk_devices.id", "restrict"))
    .addColumn("admin_id", "integer", optRef("admin_accounts.id", "restrict"))
    .addColumn("printed_at", "text", req)
    .execute();
  await index(db, "badge_prints", ["registration_id"]);
}

export async function down(db: AnyDb): Promise<void> {
  await dropTables(db, tables);
}
