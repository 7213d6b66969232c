import type { Kysely } from "kysely";
import type { Database } from "#db/schema";
import {
  type ConferenceOverrides,
  insertAcceptedPaper,
  insertConference,
  insertHotel,
  insertParticipantType,
  insertRoomType,
  insertWorkshop,
} from "#seed/builders/conference";

const day = 86_400_000;

/** The edit fixture's hotel window. */
export const editHotelWindow = { from: "2027-06-01", to: "2027-06-06" };

/**
 * A conference for editing registrations: open now, early-bird for ten days, ID numbers asked,
 * charged workshops (one with a single place), papers (a delegate's fee by paper count comes from the
 * type's fee here), and a hotel whose room types serve one test each. `recalculate` switches on
 * `recalculateFeeWhileUnpaid`; `closesInMs` ends registration sooner than in 30 days; `settings` adds others.
 */
export async function editFixture(
  db: Kysely<Database>,
  now: Date,
  options: {
    recalculate?: boolean;
    closesInMs?: number;
    settings?: NonNullable<ConferenceOverrides["settings"]>;
  } = {},
) {
  const iso = (ms: number) => new Date(ms).toISOString();
  const conference = await insertConference(db, {
    titleZh: "修改测试会议",
    titleEn: "Edit Test Meeting",
    systemCode: "EDT",
    beginTime: iso(now.getTime() - day),
    discountTime: iso(now.getTime() + 10 * day),
    endTime: iso(now.getTime() + (options.closesInMs ?? 30 * day)),
    createTime: now.toISOString(),
    settings: {
      isIdcard: true,
      isWorkshop: true,
      isWorkshopFee: true,
      workshopLow: 0,
      workshopHigh: 2,
      isPaper: true,
      paperLimit: 2,
      pageLimit: 8,
      isHotel: true,
      hotelWindow: editHotelWindow,
      recalculateFeeWhileUnpaid: options.recalculate ?? false,
      ...options.settings,
    },
  });
  const conferenceId = conference.id;
  const types = {
    delegate: await insertParticipantType(db, {
      conferenceId,
      fee: 2_000_00,
      discountFee: 1_600_00,
      allowsPapers: 1,
    }),
    student: await insertParticipantType(db, {
      conferenceId,
      titleEn: "Student",
      fee: 1_000_00,
      discountFee: 800_00,
      allowsPapers: 1,
    }),
  };
  const workshops = {
    open: await insertWorkshop(db, {
      conferenceId,
      titleEn: "Open workshop",
      fee: 300_00,
      numberLimit: null,
    }),
    last: await insertWorkshop(db, {
      conferenceId,
      titleEn: "Last-place workshop",
      fee: 500_00,
      numberLimit: 1,
    }),
    spare: await insertWorkshop(db, {
      conferenceId,
      titleEn: "Spare workshop",
      fee: 500_00,
      numberLimit: 50,
    }),
  };
  const paper = (paperId: string) => insertAcceptedPaper(db, { conferenceId, paperId });
  const papers = {
    first: await paper("2001"),
    second: await paper("2002"),
    third: await paper("2003"),
    fourth: await paper("2004"),
  };
  const hotel = await insertHotel(db, { conferenceId, nameEn: "Riverside Hotel" });
  const room = (nameEn: string, stock: number) =>
    insertRoomType(db, { hotelId: hotel.id, nameEn, pricePerNight: 300_00, stock });
  const rooms = { roomy: await room("Roomy", 50), scarce: await room("Scarce", 1) };
  return { conference, types, workshops, papers, rooms };
}

export type EditFixture = Awaited<ReturnType<typeof editFixture>>;
