import type { Kysely, Selectable } from "kysely";
import type { Database } from "#db/schema";

type Db = Kysely<Database>;

/** Tables of things a conference is configured with, soft-deleted and ordered by the administrator. */
type OrderedChild = "participantTypes" | "workshops" | "extraItems" | "hotels";

/** A conference's rows of such a table that are not deleted, in the administrator's order. */
function liveRowsOf<T extends OrderedChild>(db: Db, table: T, conferenceId: number) {
  return db
    .selectFrom(table as OrderedChild)
    .selectAll()
    .where("conferenceId", "=", conferenceId)
    .where("isDeleted", "=", 0)
    .orderBy("sortOrder")
    .orderBy("id")
    .execute() as Promise<Selectable<Database[T]>[]>;
}

export function findConference(db: Db, id: number) {
  return db
    .selectFrom("conferences")
    .selectAll()
    .where("id", "=", id)
    .where("isDeleted", "=", 0)
    .executeTakeFirst();
}

/** Conferences whose registration has not ended, soonest first. */
export function listOpenConferences(db: Db, now: Date) {
  return db
    .selectFrom("conferences")
    .selectAll()
    .where("isDeleted", "=", 0)
    .where("endTime", ">=", now.toISOString())
    .orderBy("beginTime")
    .execute();
}

export function listParticipantTypes(db: Db, conferenceId: number) {
  return liveRowsOf(db, "participantTypes", conferenceId);
}

export function listWorkshops(db: Db, conferenceId: number) {
  return liveRowsOf(db, "workshops", conferenceId);
}

export function listFeeRows(db: Db, conferenceId: number) {
  return db
    .selectFrom("feeRows")
    .innerJoin("participantTypes", "participantTypes.id", "feeRows.participantTypeId")
    .selectAll("feeRows")
    .where("participantTypes.conferenceId", "=", conferenceId)
    .execute();
}

export async function listHotels(db: Db, conferenceId: number) {
  const hotels = await liveRowsOf(db, "hotels", conferenceId);
  const rooms = hotels.length
    ? await db
        .selectFrom("roomTypes")
        .selectAll()
        .where(
          "hotelId",
          "in",
          hotels.map((h) => h.id),
        )
        .orderBy("id")
        .execute()
    : [];
  return hotels.map((h) => ({ hotel: h, rooms: rooms.filter((r) => r.hotelId === h.id) }));
}

export function listExtraItems(db: Db, conferenceId: number) {
  return liveRowsOf(db, "extraItems", conferenceId);
}

/** An invitation code of the conference (codes compare case-insensitively) and the types it unlocks. */
export async function findInvitation(db: Db, conferenceId: number, code: string) {
  const invitation = await db
    .selectFrom("invitationCodes")
    .selectAll()
    .where("conferenceId", "=", conferenceId)
    .where("isDeleted", "=", 0)
    .where((eb) => eb(eb.fn("upper", ["code"]), "=", code.toUpperCase()))
    .executeTakeFirst();
  if (!invitation) return null;
  const unlocks = await db
    .selectFrom("invitationCodeTypes")
    .select("participantTypeId")
    .where("invitationCodeId", "=", invitation.id)
    .execute();
  return { ...invitation, unlocksParticipantTypeIds: unlocks.map((u) => u.participantTypeId) };
}

/** The conference's invitation codes that are not deleted, with the hidden types each unlocks. */
export async function listLiveInvitations(db: Db, conferenceId: number) {
  const codes = await db
    .selectFrom("invitationCodes")
    .selectAll()
    .where("conferenceId", "=", conferenceId)
    .where("isDeleted", "=", 0)
    .orderBy("id")
    .execute();
  const unlocks = codes.length
    ? await db
        .selectFrom("invitationCodeTypes")
        .select(["invitationCodeId", "participantTypeId"])
        .where(
          "invitationCodeId",
          "in",
          codes.map((c) => c.id),
        )
        .orderBy("participantTypeId")
        .execute()
    : [];
  return codes.map((row) => ({
    ...row,
    unlocksParticipantTypeIds: unlocks
      .filter((u) => u.invitationCodeId === row.id)
      .map((u) => u.participantTypeId),
  }));
}
