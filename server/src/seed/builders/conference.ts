import { conferenceSettings, type extraItemOption } from "@confreg/shared";
import type { Kysely } from "kysely";
import type { z } from "zod";
import type { Database } from "#db/schema";
import type { NewAcceptedPaper } from "#db/tables/accepted-papers";
import type { ConferenceRow, NewConference } from "#db/tables/conferences";
import type { NewExtraItem } from "#db/tables/extra-items";
import type { NewFeeRow } from "#db/tables/fee-rows";
import type { NewGroupScheme } from "#db/tables/group-schemes";
import type { NewHotel } from "#db/tables/hotels";
import type { NewInvitationCode } from "#db/tables/invitation-codes";
import type { NewParticipantType } from "#db/tables/participant-types";
import type { NewRoomType } from "#db/tables/room-types";
import type { NewWorkshop } from "#db/tables/workshops";
import { insertCheckinPoint } from "./checkin";

/**
 * Builders for a conference and what it is configured with: sensible defaults, any field overridable.
 * Tests and the demo seed use them; they write rows, they do not apply business rules.
 */
type Db = Kysely<Database>;
const day = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

export type ConferenceOverrides = Omit<Partial<NewConference>, "settings"> & {
  /** Validated (and defaulted) by the shared `conferenceSettings` schema. */
  settings?: z.input<typeof conferenceSettings>;
};

/** A conference open for registration from yesterday for 30 days, early-bird for 10, with its main check-in point. */
export async function insertConference(db: Db, overrides: ConferenceOverrides = {}): Promise<ConferenceRow> {
  const { settings, ...fields } = overrides;
  const at = fields.createTime ?? new Date().toISOString();
  const now = Date.parse(at);
  const row = await db
    .insertInto("conferences")
    .values({
      titleZh: "测试会议",
      titleEn: "Test Conference",
      systemCode: "TEST",
      beginTime: iso(now - day),
      discountTime: iso(now + 10 * day),
      endTime: iso(now + 30 * day),
      createTime: at,
      updateTime: at,
      ...fields,
      settings: JSON.stringify(conferenceSettings.parse(settings ?? {})),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await insertCheckinPoint(db, { conferenceId: row.id, isMain: 1, createTime: at });
  return row;
}

export async function insertParticipantType(
  db: Db,
  fields: Partial<NewParticipantType> & { conferenceId: number },
) {
  const at = fields.createTime ?? new Date().toISOString();
  return db
    .insertInto("participantTypes")
    .values({
      titleZh: "正式代表",
      titleEn: "Delegate",
      fee: 200_000,
      discountFee: 160_000,
      createTime: at,
      updateTime: at,
      ...fields,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function insertFeeRow(db: Db, fields: NewFeeRow) {
  return db.insertInto("feeRows").values(fields).returningAll().executeTakeFirstOrThrow();
}

export async function insertWorkshop(db: Db, fields: Partial<NewWorkshop> & { conferenceId: number }) {
  const at = fields.createTime ?? new Date().toISOString();
  return db
    .insertInto("workshops")
    .values({ titleZh: "工作坊", titleEn: "Workshop", createTime: at, updateTime: at, ...fields })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** An invitation code, with the hidden participant types it unlocks. */
export async function insertInvitationCode(
  db: Db,
  fields: Partial<NewInvitationCode> & { conferenceId: number; unlocksParticipantTypeIds?: number[] },
) {
  const { unlocksParticipantTypeIds = [], ...values } = fields;
  const row = await db
    .insertInto("invitationCodes")
    .values({ code: "INVITE", createTime: new Date().toISOString(), ...values })
    .returningAll()
    .executeTakeFirstOrThrow();
  if (unlocksParticipantTypeIds.length > 0) {
    await db
      .insertInto("invitationCodeTypes")
      .values(
        unlocksParticipantTypeIds.map((participantTypeId) => ({
          invitationCodeId: row.id,
          participantTypeId,
        })),
      )
      .execute();
  }
  return row;
}

/** An extra question; `options` are the shared `extraItemOption` objects, stored as JSON. */
export async function insertExtraItem(
  db: Db,
  fields: Omit<Partial<NewExtraItem>, "options"> & {
    conferenceId: number;
    options?: z.input<typeof extraItemOption>[];
  },
) {
  const { options = [], ...values } = fields;
  return db
    .insertInto("extraItems")
    .values({ titleZh: "问题", titleEn: "Question", type: 1, ...values, options: JSON.stringify(options) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function insertHotel(db: Db, fields: Partial<NewHotel> & { conferenceId: number }) {
  return db
    .insertInto("hotels")
    .values({
      nameZh: "会议酒店",
      nameEn: "Conference Hotel",
      createTime: new Date().toISOString(),
      ...fields,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function insertRoomType(db: Db, fields: Partial<NewRoomType> & { hotelId: number }) {
  return db
    .insertInto("roomTypes")
    .values({ nameZh: "大床房", nameEn: "King room", pricePerNight: 45_000, stock: 20, ...fields })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A group discount scheme; `discountBp` is the factor in basis points (9000 = 0.9). */
export async function insertGroupScheme(db: Db, fields: Partial<NewGroupScheme> & { conferenceId: number }) {
  return db
    .insertInto("groupSchemes")
    .values({ minNumber: 5, discountBp: 9000, createTime: new Date().toISOString(), ...fields })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** An accepted paper as the paper system exports it: final (a final version's path) and unclaimed by default. */
export async function insertAcceptedPaper(
  db: Db,
  fields: Partial<NewAcceptedPaper> & { conferenceId: number; paperId: string },
) {
  return db
    .insertInto("acceptedPapers")
    .values({
      title: `Paper ${fields.paperId}`,
      submitUserName: "张三",
      submitUserEnName: "Zhang San",
      finalPaper: `papers/${fields.paperId}-final.pdf`,
      registrationId: null,
      createTime: new Date().toISOString(),
      ...fields,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
