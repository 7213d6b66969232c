import type { Generated, Insertable, Selectable, Updateable } from "kysely";

/** Room types of a hotel: price per night and stock. */
export interface RoomTypesTable {
  id: Generated<number>;
  hotelId: number;
  nameZh: string;
  nameEn: string;
  /** Cents. */
  pricePerNight: number;
  /** Rooms offered each night; what is taken is counted per night in room_nights. */
  stock: number;
  sortOrder: Generated<number>;
  isDeleted: Generated<number>;
}

export type RoomTypeRow = Selectable<RoomTypesTable>;
export type NewRoomType = Insertable<RoomTypesTable>;
export type RoomTypeUpdate = Updateable<RoomTypesTable>;
