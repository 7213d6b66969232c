import { sql } from "kysely";
import { expect, it } from "vitest";
import { migrateTo, migrateToLatest } from "#db/migrate";
import { migrations } from "#db/migrations/index";
import {
  insertConference,
  insertHotel,
  insertParticipantType,
  insertRoomType,
} from "#seed/builders/conference";
import { describeEachDialect } from "../helpers/database";

const names = Object.keys(migrations);
const before = names[names.indexOf("0021_room_nights") - 1] as string;

describeEachDialect(
  "migration 0021: rooms per night",
  ({ db }) => {
    it("carries every live booking's nights into room_nights, and the way back restores the per-type count", async () => {
      await migrateTo(db(), before);
      const now = new Date().toISOString();
      const conference = await insertConference(db(), { titleEn: "Before nights", systemCode: "BFN" });
      const type = await insertParticipantType(db(), { conferenceId: conference.id });
      const hotel = await insertHotel(db(), { conferenceId: conference.id });
      const king = await insertRoomType(db(), { hotelId: hotel.id, stock: 5 });
      const twin = await insertRoomType(db(), { hotelId: hotel.id, stock: 5 });
      const booking = (
        roomTypeId: number,
        start: string,
        end: string,
        fields: Record<string, unknown> = {},
      ) =>
        db()
          .insertInto("registrations")
          .values({
            conferenceId: conference.id,
            participantTypeId: type.id,
            name: "赵六",
            isHotel: 1,
            hotelId: hotel.id,
            roomTypeId,
            hotelStartDate: start,
            hotelEndDate: end,
            changeSeq: 0,
            createTime: now,
            updateTime: now,
            ...fields,
          })
          .execute();
      await booking(king.id, "2027-05-10", "2027-05-13");
      await booking(king.id, "2027-05-12", "2027-05-14");
      await booking(king.id, "2027-05-10", "2027-05-11", { isDeleted: 1 });
      await booking(king.id, "2027-05-10", "2027-05-11", { isHotel: 0 });
      await booking(king.id, "", "");
      await booking(twin.id, "2027-05-31", "2027-06-02");

      await migrateTo(db(), "0021_room_nights");
      const rows = await db()
        .selectFrom("roomNights")
        .select(["roomTypeId", "night", "takenCount"])
        .orderBy("roomTypeId")
        .orderBy("night")
        .execute();
      expect(rows).toEqual([
        { roomTypeId: king.id, night: "2027-05-10", takenCount: 1 },
        { roomTypeId: king.id, night: "2027-05-11", takenCount: 1 },
        { roomTypeId: king.id, night: "2027-05-12", takenCount: 2 },
        { roomTypeId: king.id, night: "2027-05-13", takenCount: 1 },
        { roomTypeId: twin.id, night: "2027-05-31", takenCount: 1 },
        { roomTypeId: twin.id, night: "2027-06-01", takenCount: 1 },
      ]);

      await migrateTo(db(), before);
      const { rows: counts } = await sql<{ id: number; taken_count: number }>`
        select id, taken_count from room_types order by id`.execute(db().withoutPlugins());
      // The old count: live registrations with a room of the type (the empty-dated one included).
      expect(counts.map((c) => [c.id, Number(c.taken_count)])).toEqual([
        [king.id, 3],
        [twin.id, 1],
      ]);
      await migrateToLatest(db());
    });
  },
  { migrate: false },
);
