import { insertConference, insertParticipantType } from "#seed/builders/conference";
import { day, iso, type SeedContext } from "#seed/context";
import { demoSociety } from "#seed/society";
import { type ConferenceKit, kitSettings } from "./kit";
import { mainPointOf } from "./shared";

/**
 * An invoice-only "conference": organisations pay their membership dues by bank transfer, entering the
 * amount and uploading the voucher, and ask for an invoice (lists speak of customers).
 */
export async function seedDues(ctx: SeedContext, year: number): Promise<ConferenceKit> {
  const now = ctx.now.getTime();
  const created = iso(now - 25 * day);
  const conference = await insertConference(ctx.db, {
    titleZh: `${year}年度单位会员会费缴纳`,
    titleEn: `${year} Institutional Membership Dues`,
    systemCode: `DUES${year}`,
    hostUnit: demoSociety.name.zh,
    beginTime: iso(now - 20 * day),
    discountTime: iso(now - 20 * day),
    endTime: iso(now + 40 * day),
    createTime: created,
    settings: {
      isOnlyinvoice: true,
      isAllinvoice: true,
      isInvoiceremark: true,
      invoiceContents: ["affairsFee", "conferenceFee"],
      memberCheck: false,
    },
  });
  const dues = await insertParticipantType(ctx.db, {
    conferenceId: conference.id,
    titleZh: "单位会费",
    titleEn: "Institutional dues",
    fee: 0,
    discountFee: 0,
    createTime: created,
    updateTime: created,
  });
  return {
    conference,
    settings: kitSettings(conference),
    types: { dues },
    workshops: [],
    feeRows: [],
    rooms: [],
    schemes: [],
    extraItems: [],
    codes: [],
    mainPointId: await mainPointOf(ctx, conference.id),
    extraPointIds: [],
    eventStart: now + 40 * day,
  };
}
