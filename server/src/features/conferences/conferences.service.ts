import { AppError, type ConferenceView, type InvitationCode } from "@confreg/shared";
import type { Kysely } from "kysely";
import type { Database } from "#db/schema";
import type { AppDeps } from "#http/env";
import { toConference, toExtraItem, toFeeRow, toParticipantType, toWorkshop } from "./conference.mappers";
import {
  findConference,
  findInvitation,
  listExtraItems,
  listFeeRows,
  listHotels,
  listParticipantTypes,
  listWorkshops,
} from "./conferences.repo";

/** A conference with everything its registration rules and fees depend on. */
export async function loadConferenceContext(
  db: Kysely<Database>,
  conferenceId: number,
  invcode: string | undefined,
) {
  const row = await findConference(db, conferenceId);
  if (!row) throw new AppError("CONFERENCE_NOT_FOUND");
  const [types, workshops, feeRows, invitation] = await Promise.all([
    listParticipantTypes(db, conferenceId),
    listWorkshops(db, conferenceId),
    listFeeRows(db, conferenceId),
    invcode ? findInvitation(db, conferenceId, invcode) : null,
  ]);
  return {
    conference: toConference(row),
    participantTypes: types.map(toParticipantType),
    workshops: workshops.map(toWorkshop),
    feeRows: feeRows.map(toFeeRow),
    invitation: invitation ? toInvitation(invitation) : null,
  };
}
export type ConferenceContext = Awaited<ReturnType<typeof loadConferenceContext>>;

function toInvitation(row: NonNullable<Awaited<ReturnType<typeof findInvitation>>>): InvitationCode {
  return {
    id: row.id,
    conferenceId: row.conferenceId,
    code: row.code,
    title: row.title,
    showsHotel: row.showsHotel === 1,
    showsWorkshop: row.showsWorkshop === 1,
    hidesExtraInfo: row.hidesExtraInfo === 1,
    unlocksParticipantTypeIds: row.unlocksParticipantTypeIds,
  };
}

/** The attendee's view: hidden types only for the invitation code that unlocks them; visible workshops. */
export async function conferenceView(
  deps: AppDeps,
  conferenceId: number,
  invcode?: string,
): Promise<ConferenceView> {
  const context = await loadConferenceContext(deps.db, conferenceId, invcode);
  const unlocked = new Set(context.invitation?.unlocksParticipantTypeIds ?? []);
  const [hotels, extraItems] = await Promise.all([
    listHotels(deps.db, conferenceId),
    listExtraItems(deps.db, conferenceId),
  ]);
  return {
    ...context.conference,
    participantTypes: context.participantTypes.filter((t) => !t.isHidden || unlocked.has(t.id)),
    workshops: context.workshops.filter((w) => w.isVisible),
    feeRows: context.feeRows,
    hotels: hotels.map(({ hotel, rooms }) => ({
      id: hotel.id,
      conferenceId: hotel.conferenceId,
      name: { zh: hotel.nameZh, en: hotel.nameEn },
      address: hotel.address,
      sortOrder: hotel.sortOrder,
      roomTypes: rooms.map((r) => ({
        id: r.id,
        hotelId: r.hotelId,
        name: { zh: r.nameZh, en: r.nameEn },
        pricePerNight: r.pricePerNight,
        stock: r.stock,
        remaining: Math.max(0, r.stock - r.takenCount),
      })),
    })),
    extraItems: extraItems.map(toExtraItem),
    invitation: context.invitation
      ? {
          code: context.invitation.code,
          showsHotel: context.invitation.showsHotel,
          showsWorkshop: context.invitation.showsWorkshop,
          hidesExtraInfo: context.invitation.hidesExtraInfo,
          unlocksParticipantTypeIds: context.invitation.unlocksParticipantTypeIds,
        }
      : null,
    now: deps.now().toISOString(),
  };
}
