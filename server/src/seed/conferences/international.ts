import { insertConference, insertParticipantType } from "#seed/builders/conference";
import { day, iso, type SeedContext } from "#seed/context";
import { demoSociety } from "#seed/society";
import { type ConferenceKit, kitSettings, yuan } from "./kit";
import { mainPointOf } from "./shared";

/**
 * An English-only international conference charged in US dollars (PayPal or bank transfer), with an
 * agreement page; the early-bird deadline has passed.
 */
export async function seedInternational(ctx: SeedContext, year: number): Promise<ConferenceKit> {
  const now = ctx.now.getTime();
  const created = iso(now - 75 * day);
  const title = `The 12th International Conference on Control and Robotics (ICCR ${year})`;
  const conference = await insertConference(ctx.db, {
    titleZh: title,
    titleEn: title,
    systemCode: `ICCR${year}`,
    hostUnit: demoSociety.name.en,
    beginTime: iso(now - 60 * day),
    discountTime: iso(now - 10 * day),
    endTime: iso(now + 20 * day),
    createTime: created,
    // Held in Tokyo: its times show in its own zone, named where the viewer's differs (DOMAIN.md §11).
    timezone: "Asia/Tokyo",
    settings: {
      isEn: true,
      isDollar: true,
      // Venue security asks every attendee for an identity document: passports for visitors from abroad.
      isIdcard: true,
      protocolEnabled: true,
      fields: { social: true, allergens: true, paperIds: false, isVisit: false, award: false },
      invoiceContents: ["registrationFee"],
      memberCheck: false,
    },
  });
  const c = { conferenceId: conference.id, createTime: created, updateTime: created };
  const types = {
    regular: await insertParticipantType(ctx.db, {
      ...c,
      sortOrder: 1,
      titleZh: "Regular",
      titleEn: "Regular",
      fee: yuan(4300),
      discountFee: yuan(3600),
      dollar: yuan(600),
      dollarDiscount: yuan(500),
    }),
    ieee: await insertParticipantType(ctx.db, {
      ...c,
      sortOrder: 2,
      titleZh: "IEEE Member",
      titleEn: "IEEE Member",
      fee: yuan(3600),
      discountFee: yuan(3000),
      dollar: yuan(500),
      dollarDiscount: yuan(420),
      needsOtherMemberNo: 1,
      otherMemberNoLabelZh: "IEEE会员号",
      otherMemberNoLabelEn: "IEEE member number",
    }),
    student: await insertParticipantType(ctx.db, {
      ...c,
      sortOrder: 3,
      titleZh: "Student",
      titleEn: "Student",
      fee: yuan(2500),
      discountFee: yuan(2100),
      dollar: yuan(350),
      dollarDiscount: yuan(300),
      isStudent: 1,
    }),
    companion: await insertParticipantType(ctx.db, {
      ...c,
      sortOrder: 4,
      titleZh: "Accompanying person",
      titleEn: "Accompanying person",
      fee: yuan(1400),
      discountFee: yuan(1400),
      dollar: yuan(200),
      dollarDiscount: yuan(200),
    }),
  };
  return {
    conference,
    settings: kitSettings(conference),
    types,
    workshops: [],
    feeRows: [],
    rooms: [],
    schemes: [],
    extraItems: [],
    codes: [],
    mainPointId: await mainPointOf(ctx, conference.id),
    extraPointIds: [],
    eventStart: now + 30 * day,
  };
}
