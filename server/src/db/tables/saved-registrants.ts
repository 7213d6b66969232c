import type { Gender } from "@confreg/shared";
import type { Generated, Insertable, Selectable, Updateable } from "kysely";

/** People an attendee registers often ("common registrants"), saved for quick registration. */
export interface SavedRegistrantsTable {
  id: Generated<number>;
  accountId: number;
  name: string;
  nameEn: Generated<string>;
  gender: Generated<Gender>;
  /** Encrypted (Pii.encrypt). */
  idNumberEnc: string | null;
  unit: Generated<string>;
  unitEn: Generated<string>;
  job: Generated<string>;
  position: Generated<string>;
  email: Generated<string>;
  phone: Generated<string>;
  memberNo: Generated<string>;
  otherMemberNo: Generated<string>;
  studentCard: number | null;
  otherMemberCard: number | null;
  unifyId: Generated<string>;
  createTime: string;
  updateTime: string;
}

export type SavedRegistrantRow = Selectable<SavedRegistrantsTable>;
export type NewSavedRegistrant = Insertable<SavedRegistrantsTable>;
export type SavedRegistrantUpdate = Updateable<SavedRegistrantsTable>;
