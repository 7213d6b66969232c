import type { Generated, Insertable, Selectable, Updateable } from "kysely";

/** Workshops (or forums) of a conference, every field of the shared workshop schema plus the places taken. */
export interface WorkshopsTable {
  id: Generated<number>;
  conferenceId: number;
  titleZh: string;
  titleEn: string;
  fee: Generated<number>;
  dollar: Generated<number>;
  feeOnly: Generated<number>;
  dollarOnly: Generated<number>;
  /** null: no limit. */
  numberLimit: number | null;
  /** Places held by registrations that are not deleted; changed in the transaction that takes or gives back a place. */
  takenCount: Generated<number>;
  isNoneOption: Generated<number>;
  isVisible: Generated<number>;
  isDeleted: Generated<number>;
  sortOrder: Generated<number>;
  createTime: string;
  updateTime: string;
}

export type WorkshopRow = Selectable<WorkshopsTable>;
export type NewWorkshop = Insertable<WorkshopsTable>;
export type WorkshopUpdate = Updateable<WorkshopsTable>;
