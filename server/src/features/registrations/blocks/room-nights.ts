import { AppError, stayNights } from "@confreg/shared";
import type { Tx } from "#db/transact";

/** A stay in a room type: check-in and check-out days, YYYY-MM-DD (the rules checked them). */
export type Stay = { roomTypeId: number; startDate: string; endDate: string };

/** One room of a type for one night, taken (+1) or given back (-1). */
export type NightChange = { roomTypeId: number; night: string; delta: 1 | -1 };

const nightsOf = (stay: Stay | null) =>
  stay ? stayNights(stay.startDate, stay.endDate).map((night) => `${stay.roomTypeId}|${night}`) : [];

/**
 * What goes from one stay to another: the nights only the old stay has are given back, those only
 * the new one has are taken, shared nights stay as they are. Sorted by room type, then night: every unit of
 * work takes night rows in this one order, so two of them never wait on each other in a circle.
 */
export function nightChanges(from: Stay | null, to: Stay | null): NightChange[] {
  const before = new Set(nightsOf(from));
  const after = new Set(nightsOf(to));
  const changes: NightChange[] = [
    ...[...before].filter((key) => !after.has(key)).map((key) => ({ key, delta: -1 as const })),
    ...[...after].filter((key) => !before.has(key)).map((key) => ({ key, delta: 1 as const })),
  ].map(({ key, delta }) => {
    const [roomTypeId = "", night = ""] = key.split("|");
    return { roomTypeId: Number(roomTypeId), night, delta };
  });
  return changes.sort((a, b) => a.roomTypeId - b.roomTypeId || a.night.localeCompare(b.night));
}

/**
 * Takes one room of the type for the night in one conditional write: the night's first booking inserts its
 * row, later ones add one while the count is below the type's stock. On Postgres a concurrent first
 * booking of the same night waits on the unique index and then takes the update path against the row the
 * other committed, re-checked under its lock; SQLite has one writer. Nothing written means the night is full.
 */
async function takeNight(tx: Tx, roomTypeId: number, night: string): Promise<void> {
  const stockOf = tx.db
    .selectFrom("roomTypes")
    .select("roomTypes.stock")
    .where("roomTypes.id", "=", roomTypeId)
    .where("roomTypes.isDeleted", "=", 0);
  const result = await tx.db
    .insertInto("roomNights")
    .columns(["roomTypeId", "night", "takenCount"])
    .expression((eb) =>
      eb
        .selectFrom("roomTypes")
        .select((s) => ["roomTypes.id", s.val(night).as("night"), s.lit(1).as("takenCount")])
        .where("roomTypes.id", "=", roomTypeId)
        .where("roomTypes.isDeleted", "=", 0)
        .where("roomTypes.stock", ">", 0),
    )
    .onConflict((oc) =>
      oc
        .columns(["roomTypeId", "night"])
        .doUpdateSet((eb) => ({ takenCount: eb("roomNights.takenCount", "+", 1) }))
        .where((eb) => eb("roomNights.takenCount", "<", stockOf)),
    )
    .executeTakeFirst();
  if (Number(result.numInsertedOrUpdatedRows) !== 1)
    throw new AppError("ROOM_SOLD_OUT", { roomTypeId, night });
}

async function giveBackNight(tx: Tx, roomTypeId: number, night: string): Promise<void> {
  await tx.db
    .updateTable("roomNights")
    .set((eb) => ({ takenCount: eb("takenCount", "-", 1) }))
    .where("roomTypeId", "=", roomTypeId)
    .where("night", "=", night)
    .where("takenCount", ">", 0)
    .execute();
}

/**
 * Moves a booking's rooms from one stay to another in the caller's unit of work (null: no booking): a
 * new booking takes every night, a cancelled one gives every night back, a changed one both. A full night
 * throws ROOM_SOLD_OUT naming it, which fails the whole unit of work: nothing is taken or given back.
 */
export async function changeNights(tx: Tx, from: Stay | null, to: Stay | null): Promise<void> {
  const changes = nightChanges(from, to);
  const taken = [...new Set(changes.filter((c) => c.delta > 0).map((c) => c.roomTypeId))];
  // Postgres: the room types' rows are held shared until the commit, so an administrator lowering a stock
  // (conferences/items/hotels.ts) waits for these nights, or these nights read the stock it wrote.
  if (tx.dialect === "postgres" && taken.length > 0)
    await tx.db
      .selectFrom("roomTypes")
      .select("id")
      .where("id", "in", taken)
      .orderBy("id")
      .forShare()
      .execute();
  for (const { roomTypeId, night, delta } of changes) {
    if (delta > 0) await takeNight(tx, roomTypeId, night);
    else await giveBackNight(tx, roomTypeId, night);
  }
}
