import type { Kysely, Transaction } from "kysely";
import type { Database } from "#db/schema";

/**
 * What a conference's live registrations use of its configuration: the editor shows it beside each item,
 * and the rules refuse deleting (or shrinking) what is used. Read inside the unit of work that changes it.
 */
type Db = Kysely<Database> | Transaction<Database>;

const liveRegistrations = (db: Db, conferenceId: number) =>
  db
    .selectFrom("registrations")
    .where("registrations.conferenceId", "=", conferenceId)
    .where("registrations.isDeleted", "=", 0);

const countMap = (rows: { key: number | string | null; n: number | string | bigint }[]) =>
  new Map(rows.map((row) => [row.key, Number(row.n)]));

export async function countLiveRegistrations(db: Db, conferenceId: number): Promise<number> {
  const row = await liveRegistrations(db, conferenceId)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Live registrations per participant type. */
export async function registrationsByType(db: Db, conferenceId: number) {
  const rows = await liveRegistrations(db, conferenceId)
    .select((eb) => ["participantTypeId as key", eb.fn.countAll<number>().as("n")])
    .groupBy("participantTypeId")
    .execute();
  return countMap(rows);
}

/** Live registrations per chosen workshop. */
export async function registrationsByWorkshop(db: Db, conferenceId: number) {
  const rows = await liveRegistrations(db, conferenceId)
    .innerJoin("registrationWorkshops", "registrationWorkshops.registrationId", "registrations.id")
    .select((eb) => ["registrationWorkshops.workshopId as key", eb.fn.countAll<number>().as("n")])
    .groupBy("registrationWorkshops.workshopId")
    .execute();
  return countMap(rows);
}

/** Live hotel bookings per room type. */
export async function bookingsByRoomType(db: Db, conferenceId: number) {
  const rows = await liveRegistrations(db, conferenceId)
    .where("registrations.isHotel", "=", 1)
    .where("registrations.roomTypeId", "is not", null)
    .select((eb) => ["registrations.roomTypeId as key", eb.fn.countAll<number>().as("n")])
    .groupBy("registrations.roomTypeId")
    .execute();
  return countMap(rows);
}

/** The most rooms of each type taken on any one night (room_nights, migration 0021). */
export async function mostTakenByRoomType(db: Db, roomTypeIds: number[]) {
  if (roomTypeIds.length === 0) return new Map<number | string | null, number>();
  const rows = await db
    .selectFrom("roomNights")
    .select((eb) => ["roomTypeId as key", eb.fn.max<number>("takenCount").as("n")])
    .where("roomTypeId", "in", roomTypeIds)
    .groupBy("roomTypeId")
    .execute();
  return countMap(rows);
}

/** The busiest night of a room type above a stock: its date and the rooms taken, or null when none is. */
export function nightAbove(db: Db, roomTypeId: number, stock: number) {
  return db
    .selectFrom("roomNights")
    .select(["night", "takenCount"])
    .where("roomTypeId", "=", roomTypeId)
    .where("takenCount", ">", stock)
    .orderBy("takenCount", "desc")
    .orderBy("night")
    .executeTakeFirst();
}

/** Live registrations per invitation code they were made with (codes compare case-insensitively). */
export async function registrationsByCode(db: Db, conferenceId: number) {
  const rows = await liveRegistrations(db, conferenceId)
    .where("registrations.invcode", "!=", "")
    .select((eb) => [
      eb.fn<string>("upper", ["registrations.invcode"]).as("key"),
      eb.fn.countAll<number>().as("n"),
    ])
    .groupBy((eb) => eb.fn("upper", ["registrations.invcode"]))
    .execute();
  return countMap(rows);
}

const choiceTypes = [2, 3, 4] as const;

/**
 * Live registrations' answers per extra question, and for choice questions per option value (a multiple
 * choice's values are joined with ';'): choices are counted by distinct stored value, then split, so the
 * rows read stay few; free-text answers are only counted.
 */
export async function answersByItem(db: Db, conferenceId: number) {
  const answered = () =>
    liveRegistrations(db, conferenceId)
      .innerJoin("extraAnswers", "extraAnswers.registrationId", "registrations.id")
      .where("extraAnswers.value", "!=", "");
  const [totals, choices] = await Promise.all([
    answered()
      .select((eb) => ["extraAnswers.extraItemId as key", eb.fn.countAll<number>().as("n")])
      .groupBy("extraAnswers.extraItemId")
      .execute(),
    answered()
      .innerJoin("extraItems", "extraItems.id", "extraAnswers.extraItemId")
      .where("extraItems.type", "in", choiceTypes)
      .select((eb) => ["extraAnswers.extraItemId", "extraAnswers.value", eb.fn.countAll<number>().as("n")])
      .groupBy(["extraAnswers.extraItemId", "extraAnswers.value"])
      .execute(),
  ]);
  const byValue = new Map<number, Map<string, number>>();
  for (const row of choices) {
    const values = byValue.get(row.extraItemId) ?? new Map<string, number>();
    for (const value of row.value.split(";")) {
      if (value) values.set(value, (values.get(value) ?? 0) + Number(row.n));
    }
    byValue.set(row.extraItemId, values);
  }
  return { totals: countMap(totals), byValue };
}
