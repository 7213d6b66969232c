import type { Generated, Insertable, Selectable, Updateable } from "kysely";

/**
 * Rooms taken per room type and night: a row exists once someone has booked that night. `night`
 * is the night's check-in day (YYYY-MM-DD); `takenCount` never exceeds the type's stock when it is taken
 * (features/registrations/blocks/room-nights.ts) and counts the live bookings whose stay includes it.
 */
export interface RoomNightsTable {
  id: Generated<number>;
  roomTypeId: number;
  night: string;
  takenCount: Generated<number>;
}

export type RoomNightRow = Selectable<RoomNightsTable>;
export type NewRoomNight = Insertable<RoomNightsTable>;
export type RoomNightUpdate = Updateable<RoomNightsTable>;
