import { sql } from "kysely";
import type { AnyDb } from "./helpers";

/**
 * The lodging and transport list at 100,000 registrations (hotelTranslist, spec 002 §2). Its equality
 * filters on the registration's own lodging columns (hotel, room type, hotel payment method) get the
 * registration list's index shape (migration 0009): (conference_id, is_deleted, column, id) over live rows,
 * so a filtered page and its count are read from the index alone, newest first, with no sort. A night the
 * stay covers (check-in on or before it, check-out after it) reads a range of check-in days of the
 * conference from its own index and checks the check-out beside it, never a row outside the conference.
 */
const added = [
  { name: "registrations_list_hotel_id_idx", columns: ["conference_id", "is_deleted", "hotel_id", "id"] },
  {
    name: "registrations_list_room_type_id_idx",
    columns: ["conference_id", "is_deleted", "room_type_id", "id"],
  },
  {
    name: "registrations_list_hotel_pay_type_idx",
    columns: ["conference_id", "is_deleted", "hotel_pay_type", "id"],
  },
  {
    name: "registrations_list_stay_idx",
    columns: ["conference_id", "is_deleted", "hotel_start_date", "hotel_end_date"],
  },
];

export async function up(db: AnyDb): Promise<void> {
  for (const { name, columns } of added)
    await db.schema
      .createIndex(name)
      .on("registrations")
      .columns(columns)
      .where(sql.ref("is_deleted"), "=", 0)
      .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const { name } of added) await db.schema.dropIndex(name).execute();
}
