import type { Insertable, Selectable, Updateable } from "kysely";

/** The hidden participant types an invitation code unlocks. */
export interface InvitationCodeTypesTable {
  invitationCodeId: number;
  participantTypeId: number;
}

export type InvitationCodeTypeRow = Selectable<InvitationCodeTypesTable>;
export type NewInvitationCodeType = Insertable<InvitationCodeTypesTable>;
export type InvitationCodeTypeUpdate = Updateable<InvitationCodeTypesTable>;
