import { sql } from "kysely";
import { type AnyDb, createTable, index, isPostgres, ref, req, zero } from "./helpers";

/**
 * Room stock per night: one row per room type and night (the night's check-in day, YYYY-MM-DD)
 * that someone has booked, with the rooms taken that night. A booking takes every night of its stay with a
 * conditional write per night (insert, or add one while below the type's stock), so no night is oversold.
 *
 * The bookings made before are carried over: every live registration with a room and dates takes one room
 * for each night of its stay. The type's old count of bookings (`room_types.taken_count`, whatever their
 * nights) is dropped: what is left is read per night from here.
 */
export async function up(db: AnyDb): Promise<void> {
  await createTable(db, "room_nights")
    .addColumn("room_type_id", "integer", ref("room_types.id", "cascade"))
    .addColumn("night", "text", req)
    .addColumn("taken_count", "integer", zero)
    .execute();
  await index(db, "room_nights", ["room_type_id", "night"], true);

  const nextNight = isPostgres(db)
    ? sql.raw("to_char(night::date + 1, 'YYYY-MM-DD')")
    : sql.raw("date(night, '+1 day')");
  await sql`
    insert into room_nights (room_type_id, night, taken_count)
    with recursive stays (room_type_id, night, end_date) as (
      select room_type_id, hotel_start_date, hotel_end_date from registrations
      where is_deleted = 0 and is_hotel = 1 and room_type_id is not null
        and length(hotel_start_date) = 10 and length(hotel_end_date) = 10
        and hotel_start_date < hotel_end_date
      union all
      select room_type_id, ${nextNight}, end_date from stays where ${nextNight} < end_date
    )
    select room_type_id, night, count(*) from stays group by room_type_id, night`.execute(db);

  await db.schema.alterTable("room_types").dropColumn("taken_count").execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable("room_types").addColumn("taken_count", "integer", zero).execute();
  await sql`
    update room_types set taken_count = (select count(*) from registrations r
      where r.room_type_id = room_types.id and r.is_deleted = 0 and r.is_hotel = 1)`.execute(db);
  await db.schema.dropTable("room_nights").execute();
}
