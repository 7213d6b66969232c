import { insertCheckinPoint } from "#seed/builders/checkin";
import {
  insertConference,
  insertGroupScheme,
  insertHotel,
  insertInvitationCode,
  insertRoomType,
} from "#seed/builders/conference";
import { day, iso, type SeedContext } from "#seed/context";
import { demoSociety } from "#seed/society";
import { seedCongressTypes, seedCongressWorkshops } from "./congress-pricing";
import { type ConferenceKit, kitSettings, yuan } from "./kit";
import { mainPointOf, seedExtraItems } from "./shared";

/**
 * The society's annual congress in yuan: open since 30 days, early-bird for 20 more days, closing in 60.
 * Papers, paid workshops with capacities, hotels, groups, invitation codes, two check-in points.
 */
export async function seedCongress(ctx: SeedContext, year: number): Promise<ConferenceKit> {
  const now = ctx.now.getTime();
  const created = iso(now - 45 * day);
  const conference = await insertConference(ctx.db, {
    titleZh: `${year}中国智能自动化大会`,
    titleEn: `${year} China Intelligent Automation Congress (CIAC ${year})`,
    systemCode: `CIAC${year}`,
    hostUnit: demoSociety.name.zh,
    beginTime: iso(now - 30 * day),
    discountTime: iso(now + 20 * day),
    endTime: iso(now + 60 * day),
    paperDatabase: "csia_papers",
    paperConferenceId: `CIAC${year}`,
    createTime: created,
    settings: {
      isPaper: true,
      isPapermd: true,
      isWorkshop: true,
      isWorkshopFee: true,
      workshopLow: 1,
      workshopHigh: 2,
      workshopTitle: { zh: "专题工作坊", en: "Workshops" },
      isHotel: true,
      isGroup: true,
      isIdcard: true,
      isOnsite: true,
      isPosition: true,
      isCard: true,
      isPost: true,
      isHalal: true,
      isAllinvoice: true,
      isInvoiceremark: true,
      quickRegist: true,
      lodgingEnabled: true,
      paperLimit: 2,
      pageLimit: 8,
      pageFeeLimit: 6,
      invoiceContents: ["registrationFee", "conferenceFee", "meetingFee", "trainingFee"],
      refundUrl: "",
    },
  });
  const { types, feeRows } = await seedCongressTypes(ctx, conference);
  const workshops = await seedCongressWorkshops(ctx, conference);

  const rooms = [];
  for (const [hotelFields, roomList] of [
    [
      { nameZh: "北京友谊宾馆", nameEn: "Beijing Friendship Hotel", address: "北京市海淀区中关村南大街1号" },
      [
        ["高级大床房", "Superior king room", 450, 30],
        ["高级双床房", "Superior twin room", 420, 40],
      ],
    ],
    [
      { nameZh: "国家会议中心大酒店", nameEn: "CNCC Grand Hotel", address: "北京市朝阳区天辰东路8号" },
      [
        ["行政大床房", "Executive king room", 850, 3],
        ["标准双床房", "Standard twin room", 520, 20],
      ],
    ],
  ] as const) {
    const hotel = await insertHotel(ctx.db, {
      ...hotelFields,
      conferenceId: conference.id,
      createTime: created,
    });
    for (const [nameZh, nameEn, price, stock] of roomList) {
      const room = await insertRoomType(ctx.db, {
        hotelId: hotel.id,
        nameZh,
        nameEn,
        pricePerNight: yuan(price),
        stock,
      });
      rooms.push({ hotel, room });
    }
  }

  const schemes = [
    await insertGroupScheme(ctx.db, {
      conferenceId: conference.id,
      minNumber: 5,
      discountBp: 9000,
      createTime: created,
    }),
    await insertGroupScheme(ctx.db, {
      conferenceId: conference.id,
      minNumber: 10,
      discountBp: 8500,
      createTime: created,
    }),
  ];
  const codes = [
    await insertInvitationCode(ctx.db, {
      conferenceId: conference.id,
      code: `VIP${year}`,
      title: "特邀嘉宾邀请码",
      showsHotel: 1,
      showsWorkshop: 1,
      unlocksParticipantTypeIds: [types.guest.id],
      createTime: created,
    }),
    await insertInvitationCode(ctx.db, {
      conferenceId: conference.id,
      code: "EXPO88",
      title: "参展企业",
      hidesExtraInfo: 1,
      createTime: created,
    }),
  ];
  const dinner = await insertCheckinPoint(ctx.db, {
    conferenceId: conference.id,
    nameZh: "欢迎晚宴",
    nameEn: "Welcome dinner",
    sortOrder: 1,
    createTime: created,
  });
  return {
    conference,
    settings: kitSettings(conference),
    types,
    workshops,
    feeRows,
    rooms,
    schemes,
    extraItems: await seedExtraItems(ctx, conference.id),
    codes,
    mainPointId: await mainPointOf(ctx, conference.id),
    extraPointIds: [dinner.id],
    eventStart: now + 70 * day,
  };
}
