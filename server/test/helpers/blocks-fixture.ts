import type { Kysely } from "kysely";
import { putAppSetting } from "#db/app-settings";
import type { Database } from "#db/schema";
import {
  insertAcceptedPaper,
  insertConference,
  insertExtraItem,
  insertFeeRow,
  insertGroupScheme,
  insertHotel,
  insertInvitationCode,
  insertParticipantType,
  insertRoomType,
} from "#seed/builders/conference";

const day = 86_400_000;
const opt = (value: string) => ({ value, label: { zh: value, en: value } });

/**
 * A conference with every optional block switched on, for the block route tests: papers (limit 2, 8 pages,
 * a fee table by paper count), two hotels' room types (one with 3 rooms), extra questions, group schemes,
 * digital special and posted paper invoices, and the society's identity in the system settings. Early-bird
 * prices apply (discountTime in ten days).
 */
export async function blocksFixture(db: Kysely<Database>, now: Date) {
  const iso = (ms: number) => new Date(ms).toISOString();
  const conference = await insertConference(db, {
    titleZh: "区块测试会议",
    titleEn: "Blocks Test Meeting",
    systemCode: "BLK",
    beginTime: iso(now.getTime() - day),
    discountTime: iso(now.getTime() + 10 * day),
    endTime: iso(now.getTime() + 30 * day),
    createTime: now.toISOString(),
    settings: {
      isPaper: true,
      paperLimit: 2,
      pageLimit: 8,
      isHotel: true,
      isGroup: true,
      isAllinvoice: true,
      isPost: true,
      invoiceContents: ["registrationFee", "meetingFee"],
    },
  });
  const conferenceId = conference.id;
  const type = (fields: Parameters<typeof insertParticipantType>[1]) => insertParticipantType(db, fields);
  const types = {
    delegate: await type({ conferenceId, fee: 2_000_00, discountFee: 1_600_00, allowsPapers: 1 }),
    author: await type({
      conferenceId,
      titleEn: "Author",
      fee: 1_500_00,
      discountFee: 1_200_00,
      allowsPapers: 1,
      maxPapers: 1,
      paperAuthorMustMatch: 1,
    }),
    listener: await type({ conferenceId, titleEn: "Listener", fee: 800_00, discountFee: 600_00 }),
    industry: await type({ conferenceId, titleEn: "Industry", fee: 12_000_00, discountFee: 12_000_00 }),
  };
  const feeRow = (paperNum: number, fee: number, discountFee: number) =>
    insertFeeRow(db, {
      participantTypeId: types.delegate.id,
      paperNum,
      fee,
      discountFee,
      pageLimit: 6,
      overPageFee: 300_00,
    });
  await feeRow(1, 2_500_00, 2_200_00);
  await feeRow(2, 3_000_00, 2_700_00);

  const paper = (paperId: string, fields: Partial<Parameters<typeof insertAcceptedPaper>[1]> = {}) =>
    insertAcceptedPaper(db, { conferenceId, paperId, ...fields });
  const papers = {
    zhang: await paper("1001"),
    li: await paper("1002", { submitUserName: "李四", submitUserEnName: "Li Si" }),
    draft: await paper("1003", { finalPaper: "" }),
    zeros: await paper("0001005"),
    contested: await paper("1006"),
    returned: await paper("1007"),
  };

  const hotel = await insertHotel(db, { conferenceId, nameEn: "Lakeside Hotel" });
  const rooms = {
    king: await insertRoomType(db, {
      hotelId: hotel.id,
      nameEn: "King room",
      pricePerNight: 450_00,
      stock: 3,
    }),
    twin: await insertRoomType(db, {
      hotelId: hotel.id,
      nameEn: "Twin room",
      pricePerNight: 380_00,
      stock: 20,
    }),
  };
  const other = await insertConference(db, { titleEn: "Elsewhere", systemCode: "ELS" });
  const otherHotel = await insertHotel(db, { conferenceId: other.id });
  const foreignRoom = await insertRoomType(db, { hotelId: otherHotel.id, stock: 20 });

  const items = {
    diet: await insertExtraItem(db, { conferenceId, titleEn: "Diet", type: 1, required: 1, sortOrder: 1 }),
    dinner: await insertExtraItem(db, {
      conferenceId,
      titleEn: "Dinner",
      type: 2,
      options: [opt("yes"), opt("no")],
      sortOrder: 2,
    }),
    topics: await insertExtraItem(db, {
      conferenceId,
      titleEn: "Topics",
      type: 3,
      options: [opt("ai"), opt("control"), opt("robotics")],
      sortOrder: 3,
    }),
  };
  await insertInvitationCode(db, { conferenceId, code: "NOEXTRA", hidesExtraInfo: 1 });

  const schemes = {
    trio: await insertGroupScheme(db, { conferenceId, minNumber: 3, maxNumber: 3, discountBp: 9000 }),
    large: await insertGroupScheme(db, { conferenceId, minNumber: 5, maxNumber: 50, discountBp: 8500 }),
  };
  await putAppSetting(
    db,
    "society",
    {
      name: { zh: "中国自动化学会", en: "Chinese Association of Automation" },
      shortName: "CAA",
      taxpayerNumber: "51100000500010993L",
      address: { zh: "北京", en: "Beijing" },
      phone: "010-00000000",
    },
    now.toISOString(),
  );
  return { conference, types, papers, rooms, foreignRoom, items, schemes };
}

export type BlocksFixture = Awaited<ReturnType<typeof blocksFixture>>;
