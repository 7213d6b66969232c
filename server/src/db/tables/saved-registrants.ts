import type { Generated, Insertable, Selectable, Updateable } from "kysely";
import type { RegistrantDetails } from "./registrant-details";

/** People an attendee registers often ("common registrants"), saved for quick registration. */
export interface SavedRegistrantsTable extends RegistrantDetails {
  id: Generated<number>;
  accountId: number;
  unifyId: Generated<string>;
  createTime: string;
  updateTime: string;
}

export type SavedRegistrantRow = Selectable<SavedRegistrantsTable>;
export type NewSavedRegistrant = Insertable<SavedRegistrantsTable>;
export type SavedRegistrantUpdate = Updateable<SavedRegistrantsTable>;
