import type { Generated, Insertable, Selectable, Updateable } from "kysely";

/** Hotels a conference offers; their room types hold prices and stock. */
export interface HotelsTable {
  id: Generated<number>;
  conferenceId: number;
  nameZh: string;
  nameEn: string;
  address: Generated<string>;
  sortOrder: Generated<number>;
  isDeleted: Generated<number>;
  createTime: string;
}

export type HotelRow = Selectable<HotelsTable>;
export type NewHotel = Insertable<HotelsTable>;
export type HotelUpdate = Updateable<HotelsTable>;
