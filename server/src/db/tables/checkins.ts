import type { Insertable, Selectable, Updateable } from "kysely";

/** The canonical check-in of a registration at a point: the earliest scan wins (DOMAIN.md §8). */
export interface CheckinsTable {
  registrationId: number;
  pointId: number;
  firstEventId: number | null;
  checkedInAt: string;
  deviceId: number | null;
  adminId: number | null;
}

export type CheckinRow = Selectable<CheckinsTable>;
export type NewCheckin = Insertable<CheckinsTable>;
export type CheckinUpdate = Updateable<CheckinsTable>;
