import type { Generated, Insertable, Selectable, Updateable } from "kysely";

/** A conference. Its flags and named rules are `settings`: JSON validated by the shared conferenceSettings schema. */
export interface ConferencesTable {
  id: Generated<number>;
  titleZh: string;
  titleEn: string;
  systemCode: Generated<string>;
  hostUnit: Generated<string>;
  timezone: Generated<string>;
  /** Registration window and early-bird deadline: ISO-8601 UTC. */
  beginTime: string;
  discountTime: string;
  endTime: string;
  paperDatabase: Generated<string>;
  paperConferenceId: Generated<string>;
  /** JSON of the shared ConferenceSettings. */
  settings: string;
  isDeleted: Generated<number>;
  createTime: string;
  updateTime: string;
}

export type ConferenceRow = Selectable<ConferencesTable>;
export type NewConference = Insertable<ConferencesTable>;
export type ConferenceUpdate = Updateable<ConferencesTable>;
