import type { Generated, Insertable, Selectable, Updateable } from "kysely";

/** Where people check in: every conference has a main point (isMain), more may be added (dinner, day 2...). */
export interface CheckinPointsTable {
  id: Generated<number>;
  conferenceId: number;
  nameZh: string;
  nameEn: string;
  isMain: Generated<number>;
  sortOrder: Generated<number>;
  isDeleted: Generated<number>;
  createTime: string;
}

export type CheckinPointRow = Selectable<CheckinPointsTable>;
export type NewCheckinPoint = Insertable<CheckinPointsTable>;
export type CheckinPointUpdate = Updateable<CheckinPointsTable>;
