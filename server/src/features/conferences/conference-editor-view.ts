import type { ConferenceEditorView } from "@confreg/shared";
import type { Kysely } from "kysely";
import type { Database } from "#db/schema";
import {
  toExtraItem,
  toFeeRow,
  toHotelFields,
  toParticipantType,
  toRoomTypeFields,
  toWorkshop,
} from "./conference.mappers";
import {
  listExtraItems,
  listFeeRows,
  listHotels,
  listLiveInvitations,
  listParticipantTypes,
  listWorkshops,
} from "./conferences.repo";
import { requireConference, toInvitation } from "./conferences.service";
import {
  answersByItem,
  bookingsByRoomType,
  countLiveRegistrations,
  mostTakenByRoomType,
  registrationsByCode,
  registrationsByType,
  registrationsByWorkshop,
} from "./editor-usage";

type Db = Kysely<Database>;

const countOf = (db: Db, table: "checkinPoints" | "badgeTemplates", conferenceId: number) => {
  let query = db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("conferenceId", "=", conferenceId);
  if (table === "checkinPoints") query = query.where("isDeleted", "=", 0);
  return query.executeTakeFirstOrThrow().then((row) => Number(row.n));
};

async function hotelsWithUse(db: Db, conferenceId: number) {
  const hotels = await listHotels(db, conferenceId);
  const rooms = hotels.flatMap(({ rooms }) => rooms.filter((r) => r.isDeleted === 0));
  const [bookings, mostTaken] = await Promise.all([
    bookingsByRoomType(db, conferenceId),
    mostTakenByRoomType(
      db,
      rooms.map((r) => r.id),
    ),
  ]);
  return hotels.map(({ hotel, rooms }) => ({
    ...toHotelFields(hotel),
    roomTypes: rooms
      .filter((r) => r.isDeleted === 0)
      .map((r) => ({
        ...toRoomTypeFields(r),
        used: bookings.get(r.id) ?? 0,
        mostTaken: mostTaken.get(r.id) ?? 0,
      })),
  }));
}

/** getMeetingDetail: the conference, everything it is configured with, and what its registrations use. */
export async function conferenceEditorView(db: Db, conferenceId: number): Promise<ConferenceEditorView> {
  const conference = await requireConference(db, conferenceId);
  const [
    registrations,
    types,
    byType,
    workshops,
    byWorkshop,
    feeRows,
    hotels,
    codes,
    byCode,
    items,
    answers,
  ] = await Promise.all([
    countLiveRegistrations(db, conferenceId),
    listParticipantTypes(db, conferenceId),
    registrationsByType(db, conferenceId),
    listWorkshops(db, conferenceId),
    registrationsByWorkshop(db, conferenceId),
    listFeeRows(db, conferenceId),
    hotelsWithUse(db, conferenceId),
    listLiveInvitations(db, conferenceId),
    registrationsByCode(db, conferenceId),
    listExtraItems(db, conferenceId),
    answersByItem(db, conferenceId),
  ]);
  const liveTypes = new Set(types.map((t) => t.id));
  return {
    conference,
    registrations,
    participantTypes: types.map((row) => ({ ...toParticipantType(row), used: byType.get(row.id) ?? 0 })),
    workshops: workshops.map((row) => {
      const { remaining: _remaining, ...workshop } = toWorkshop(row);
      return { ...workshop, taken: row.takenCount, used: byWorkshop.get(row.id) ?? 0 };
    }),
    feeRows: feeRows
      .filter((row) => liveTypes.has(row.participantTypeId))
      .map(toFeeRow)
      .sort((a, b) => a.participantTypeId - b.participantTypeId || a.paperNum - b.paperNum),
    hotels,
    invitationCodes: codes.map((row) => ({
      ...toInvitation(row),
      used: byCode.get(row.code.toUpperCase()) ?? 0,
    })),
    extraItems: items.map((row) => ({
      ...toExtraItem(row),
      answers: answers.totals.get(row.id) ?? 0,
      optionAnswers: Object.fromEntries(answers.byValue.get(row.id) ?? []),
    })),
    checkinPoints: await countOf(db, "checkinPoints", conferenceId),
    badgeTemplates: await countOf(db, "badgeTemplates", conferenceId),
  };
}
