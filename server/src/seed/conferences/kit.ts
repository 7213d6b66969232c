import { type ConferenceSettings, conferenceSettings } from "@confreg/shared";
import type { ConferenceRow } from "#db/tables/conferences";
import type { ExtraItemRow } from "#db/tables/extra-items";
import type { FeeRowRow } from "#db/tables/fee-rows";
import type { GroupSchemeRow } from "#db/tables/group-schemes";
import type { HotelRow } from "#db/tables/hotels";
import type { InvitationCodeRow } from "#db/tables/invitation-codes";
import type { ParticipantTypeRow } from "#db/tables/participant-types";
import type { RoomTypeRow } from "#db/tables/room-types";
import type { WorkshopRow } from "#db/tables/workshops";

/** A demo conference and the configuration rows the registrations are generated against. */
export type ConferenceKit = {
  conference: ConferenceRow;
  settings: ConferenceSettings;
  /** Participant types by a short key of the seed's own ("member", "student"...). */
  types: Record<string, ParticipantTypeRow>;
  workshops: WorkshopRow[];
  feeRows: FeeRowRow[];
  rooms: { hotel: HotelRow; room: RoomTypeRow }[];
  schemes: GroupSchemeRow[];
  extraItems: ExtraItemRow[];
  codes: InvitationCodeRow[];
  mainPointId: number;
  extraPointIds: number[];
  /** When the event itself starts (ms): hotel nights and travel are around it. */
  eventStart: number;
};

export function kitSettings(conference: ConferenceRow): ConferenceSettings {
  return conferenceSettings.parse(JSON.parse(conference.settings));
}

export function typeOf(kit: ConferenceKit, key: string): ParticipantTypeRow {
  const type = kit.types[key];
  if (!type) throw new Error(`demo seed: no participant type "${key}"`);
  return type;
}

export const yuan = (amount: number) => Math.round(amount * 100);
