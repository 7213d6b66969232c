import { lodgingList, lodgingListQuery } from "@confreg/shared";
import { sql } from "kysely";
import { beforeAll, expect, it } from "vitest";
import { type ListContext, registrationListQueries } from "#features/registrations/admin-registrations.repo";
import { insertBulkRegistrations } from "#seed/bulk";
import { insertHotel, insertRoomType } from "#seed/index";
import { describeEachDialect } from "../helpers/database";
import { testPii } from "../helpers/pii";
import { planOf, tableScan } from "../helpers/query-plans";

/**
 * The lodging list at 100,000 registrations (hotelTranslist): its lodging filters read the indexes of
 * migration 0038, never the whole registrations table, on a big conference where one person in six
 * booked a room.
 */
describeEachDialect("lodging list plans", ({ db, dialect }) => {
  let conferenceId: number;
  let hotelId: number;
  let roomTypeId: number;

  beforeAll(async () => {
    conferenceId = (await insertBulkRegistrations(db(), testPii(), { count: 2_000, scannable: 0 }))
      .conferenceId;
    // Five hotels of two room types each; one person in six books, over nights of a week.
    for (let h = 0; h < 5; h++) {
      const hotel = await insertHotel(db(), { conferenceId, nameEn: `Hotel ${h}` });
      for (let r = 0; r < 2; r++) {
        const room = await insertRoomType(db(), { hotelId: hotel.id, nameEn: `Room ${r}` });
        const slot = h * 2 + r;
        await sql`update registrations set is_hotel = 1, hotel_id = ${hotel.id}, room_type_id = ${room.id},
          hotel_pay_type = 1 + id % 3,
          hotel_start_date = ${`2027-05-0${1 + (slot % 5)}`}, hotel_end_date = ${`2027-05-0${3 + (slot % 5)}`}
          where conference_id = ${conferenceId} and id % 60 = ${slot}`.execute(db());
        hotelId = hotel.id;
        roomTypeId = room.id;
      }
    }
    await sql`analyze`.execute(db());
  });

  it("the lodging filters read indexes only", async () => {
    const cases: [string, Record<string, string | number>, RegExp][] = [
      ["hotel", { hotelId }, /registrations_list_hotel_id_idx/],
      ["room type", { roomTypeId }, /registrations_list_room_type_id_idx/],
      ["hotel payment", { hotelPayType: 2 }, /registrations_list_hotel_pay_type_idx/],
      // A common night may be read in id order through the list's index (the page stops at its size).
      ["a night of the stay", { night: "2027-05-04" }, /registrations_list_(stay_)?idx/],
    ];
    for (const [label, raw, uses] of cases) {
      const context: ListContext = { db: db(), dialect, pii: testPii(), scope: conferenceId };
      const queries = registrationListQueries(context, lodgingListQuery.parse(raw), lodgingList);
      for (const statement of ["rows", "count"] as const) {
        const plan = await planOf(db(), dialect, queries[statement].compile());
        const where = `${label}, ${statement}:\n${plan}`;
        expect(plan, where).not.toMatch(tableScan);
        expect(plan, where).toMatch(uses);
      }
    }
  });
});
