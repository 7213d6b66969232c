import type { Generated, Insertable, Selectable, Updateable } from "kysely";

/** Participant types of a conference, every field of the shared participantType schema. */
export interface ParticipantTypesTable {
  id: Generated<number>;
  conferenceId: number;
  titleZh: string;
  titleEn: string;
  fee: number;
  discountFee: number;
  dollar: Generated<number>;
  dollarDiscount: Generated<number>;
  sortOrder: Generated<number>;
  isHidden: Generated<number>;
  isDeleted: Generated<number>;
  isStudent: Generated<number>;
  isMember: Generated<number>;
  isCommittee: Generated<number>;
  needsOtherMemberNo: Generated<number>;
  otherMemberNoLabelZh: string | null;
  otherMemberNoLabelEn: string | null;
  needsOtherMemberCard: Generated<number>;
  allowsPapers: Generated<number>;
  /** null: the conference's paperLimit. */
  maxPapers: number | null;
  paperAuthorMustMatch: Generated<number>;
  needsAward: Generated<number>;
  workshopOnly: Generated<number>;
  createTime: string;
  updateTime: string;
}

export type ParticipantTypeRow = Selectable<ParticipantTypesTable>;
export type NewParticipantType = Insertable<ParticipantTypesTable>;
export type ParticipantTypeUpdate = Updateable<ParticipantTypesTable>;
