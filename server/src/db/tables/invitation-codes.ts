import type { Generated, Insertable, Selectable, Updateable } from "kysely";

/** Invitation codes with their options (DOMAIN.md §2: replaces the old hard-coded codes). */
export interface InvitationCodesTable {
  id: Generated<number>;
  conferenceId: number;
  code: string;
  title: Generated<string>;
  showsHotel: Generated<number>;
  showsWorkshop: Generated<number>;
  hidesExtraInfo: Generated<number>;
  isDeleted: Generated<number>;
  createTime: string;
}

export type InvitationCodeRow = Selectable<InvitationCodesTable>;
export type NewInvitationCode = Insertable<InvitationCodesTable>;
export type InvitationCodeUpdate = Updateable<InvitationCodesTable>;
