import { AppError, type conferenceHotelInput } from "@confreg/shared";
import type { z } from "zod";
import type { Tx } from "#db/transact";
import type { ItemKind } from "../conference-items";
import { bookingsByRoomType, nightAbove } from "../editor-usage";

type Input = z.output<typeof conferenceHotelInput>;
type RoomInput = Input["roomTypes"][number];

const roomColumns = (room: RoomInput, sortOrder: number) => ({
  nameZh: room.name.zh,
  nameEn: room.name.en,
  pricePerNight: room.pricePerNight,
  stock: room.stock,
  sortOrder,
});

/**
 * A room type's new stock, refused below the rooms taken on any night. The row is written first: on
 * Postgres bookings hold the room type's row shared while they take nights (blocks/room-nights.ts), so
 * once this write has it, the nights read next are final until the commit; SQLite has one writer.
 */
async function updateRoom(tx: Tx, id: number, room: RoomInput, sortOrder: number) {
  await tx.db.updateTable("roomTypes").set(roomColumns(room, sortOrder)).where("id", "=", id).execute();
  const busiest = await nightAbove(tx.db, id, room.stock);
  if (busiest)
    throw new AppError("ROOM_STOCK_BELOW_TAKEN", { taken: busiest.takenCount, night: busiest.night });
}

/** Deletes room types (softly), refused while live registrations have booked them. */
async function deleteRooms(tx: Tx, conferenceId: number, ids: number[]) {
  if (ids.length === 0) return;
  await tx.db.updateTable("roomTypes").set({ isDeleted: 1 }).where("id", "in", ids).execute();
  const bookings = await bookingsByRoomType(tx.db, conferenceId);
  const count = ids.reduce((sum, id) => sum + (bookings.get(id) ?? 0), 0);
  if (count > 0) throw new AppError("ROOM_TYPE_IN_USE", { count });
}

async function liveRooms(tx: Tx, hotelId: number) {
  const rows = await tx.db
    .selectFrom("roomTypes")
    .select("id")
    .where("hotelId", "=", hotelId)
    .where("isDeleted", "=", 0)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Writes a hotel's room types as listed (their order is the list's): listed ones changed, in id order
 * like bookings take them, new ones added, the others deleted.
 */
async function saveRooms(tx: Tx, conferenceId: number, hotelId: number, rooms: RoomInput[]) {
  const existing = await liveRooms(tx, hotelId);
  const listed = rooms.map((room, order) => ({ room, order }));
  const changed = listed.filter(({ room }) => room.id !== undefined);
  for (const { room, order } of changed.sort((a, b) => (a.room.id ?? 0) - (b.room.id ?? 0))) {
    if (!existing.includes(room.id as number)) throw new AppError("NOT_FOUND", { roomTypeId: room.id });
    await updateRoom(tx, room.id as number, room, order);
  }
  for (const { room, order } of listed.filter(({ room }) => room.id === undefined)) {
    await tx.db
      .insertInto("roomTypes")
      .values({ ...roomColumns(room, order), hotelId })
      .execute();
  }
  const kept = new Set(rooms.map((room) => room.id));
  await deleteRooms(
    tx,
    conferenceId,
    existing.filter((id) => !kept.has(id)).sort((a, b) => a - b),
  );
}

const hotelColumns = (input: Input) => ({
  nameZh: input.name.zh,
  nameEn: input.name.en,
  address: input.address,
});

/** Hotels with their room types: names, address, price per night and the rooms offered each night. */
export const hotelKind: ItemKind<Input> = {
  table: "hotels",
  ordered: true,
  times: ["createTime"],
  columns: hotelColumns,
  saveWith: (tx, conferenceId, id, input) => saveRooms(tx, conferenceId, id, input.roomTypes),
  async afterDelete(tx, conferenceId, id) {
    await deleteRooms(tx, conferenceId, await liveRooms(tx, id));
  },
  refusals: {
    create: ["NOT_FOUND"],
    update: ["NOT_FOUND", "ROOM_STOCK_BELOW_TAKEN", "ROOM_TYPE_IN_USE"],
    remove: ["ROOM_TYPE_IN_USE"],
  },
};
