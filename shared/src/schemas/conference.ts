import { z } from "zod";
import { kioskLookupCostValues } from "../checkin/lookup-cost";
import { extraItemTypeValues, invoiceContentValues } from "../enums";
import { bilingual, cents, id, int, isoDateTime, plainText, requiredText } from "./common";
import { hotelWindow } from "./hotel-window";

const flag = z.boolean().default(false);
const on = z.boolean().default(true);
const label = bilingual.nullable().default(null);

/**
 * Everything that makes one conference behave differently from another. The spec's flags keep their names;
 * the rules the old system tied to conference ids are named settings here (DOMAIN.md §2).
 */
export const conferenceSettings = z.object({
  // Spec 000 §1, 001 §1, 002 §3.
  isOnlyinvoice: flag,
  isPay: on,
  isPaper: flag,
  isPapermd: flag,
  isPapermdccc: flag,
  isPaperitsc: flag,
  isPinpaper: flag,
  mustPaper: flag,
  isWorkshop: flag,
  isWorkshopFee: flag,
  isHotel: flag,
  isEn: flag,
  isIdcard: flag,
  isPersonaddress: flag,
  isHalal: flag,
  isDollar: flag,
  isAllinvoice: flag,
  isPaperinvoice: flag,
  isInvoiceremark: flag,
  isPost: flag,
  isOnsite: flag,
  quickRegist: flag,
  isPosition: flag,
  isGroup: flag,
  isCard: flag,
  openInform: flag,
  workshopTitle: bilingual.default({ zh: "工作坊", en: "Workshop" }),
  workshopLow: int().min(0).default(0),
  /** 0 means no upper limit. */
  workshopHigh: int().min(0).default(0),
  paperLimit: int().min(0).default(2),
  pageLimit: int().min(1).default(8),
  pageFeeLimit: int().min(1).default(6),
  invoiceContents: z.array(z.enum(invoiceContentValues)).default([]),
  refundUrl: plainText(500).default(""),
  informUrl: plainText(500).default(""),
  // DOMAIN.md §2: rules the old system tied to conference ids.
  englishNameFields: flag,
  protocolEnabled: flag,
  fields: z
    .object({ social: flag, allergens: flag, paperIds: flag, isVisit: flag, award: flag })
    .default({ social: false, allergens: false, paperIds: false, isVisit: false, award: false }),
  hotelAlwaysShown: flag,
  /** The nights the hotels take bookings for (schemas/hotel-window.ts); null: no window. */
  hotelWindow: hotelWindow.nullable().default(null),
  memberCheck: on,
  studentCardLabel: label,
  paperCodeLabel: label,
  /** Papers are added (and registrations with papers submitted) until this moment; null: no deadline. */
  paperDeadline: isoDateTime.nullable().default(null),
  recalculateFeeWhileUnpaid: flag,
  /** Live registrations an account may hold unpaid at once in this conference (protects limited places). */
  maxUnpaidPerAccount: int().min(1).max(100).default(5),
  miniProgramBackUrl: plainText(500).default(""),
  lodgingEnabled: flag,
  /** The scrypt cost of the kiosks' ID look-up hashes (checkin/lookup-cost.ts). */
  kioskLookupCost: z.enum(kioskLookupCostValues).default("strong"),
  badge: z
    .object({
      widthMm: int().min(40).max(300).default(100),
      heightMm: int().min(30).max(300).default(140),
      showUnit: on,
      showType: on,
      showQr: on,
    })
    .default({ widthMm: 100, heightMm: 140, showUnit: true, showType: true, showQr: true }),
});
export type ConferenceSettings = z.infer<typeof conferenceSettings>;
export const defaultConferenceSettings: ConferenceSettings = conferenceSettings.parse({});

export const conference = z.object({
  id,
  title: bilingual,
  systemCode: plainText(40),
  hostUnit: plainText(100),
  timezone: plainText(60).default("Asia/Shanghai"),
  beginTime: isoDateTime,
  discountTime: isoDateTime,
  endTime: isoDateTime,
  paperDatabase: plainText(100).default(""),
  paperConferenceId: plainText(40).default(""),
  settings: conferenceSettings,
  createTime: isoDateTime,
});
export type Conference = z.infer<typeof conference>;

export const participantType = z.object({
  id,
  conferenceId: id,
  title: bilingual,
  fee: cents,
  /** Early-bird fee, charged while now <= the conference's discountTime. */
  discountFee: cents,
  dollar: cents,
  dollarDiscount: cents,
  sortOrder: int().default(0),
  /** Hidden types are offered only to holders of an invitation code that unlocks them. */
  isHidden: flag,
  isDeleted: flag,
  isStudent: flag,
  isMember: flag,
  isCommittee: flag,
  needsOtherMemberNo: flag,
  otherMemberNoLabel: label,
  needsOtherMemberCard: flag,
  allowsPapers: flag,
  /** null: the conference's paperLimit. */
  maxPapers: int().min(0).nullable().default(null),
  paperAuthorMustMatch: flag,
  needsAward: flag,
  /** Workshop-only types pay each workshop's feeOnly/dollarOnly and no base fee. */
  workshopOnly: flag,
});
export type ParticipantType = z.infer<typeof participantType>;

export const workshop = z.object({
  id,
  conferenceId: id,
  title: bilingual,
  fee: cents,
  dollar: cents,
  feeOnly: cents,
  dollarOnly: cents,
  /** null: no limit. */
  numberLimit: int().min(0).nullable(),
  /** A "not attending" choice that others replace (spec 001 §5). */
  isNoneOption: flag,
  isVisible: on,
  isDeleted: flag,
  sortOrder: int().default(0),
});
export type Workshop = z.infer<typeof workshop>;

/** A fee-table row: overrides the base fee by number of papers, plus a fee per page over the limit. */
export const feeRow = z.object({
  participantTypeId: id,
  paperNum: int().min(0),
  fee: cents,
  discountFee: cents,
  pageLimit: int().min(0),
  overPageFee: cents,
});
export type FeeRow = z.infer<typeof feeRow>;

export const roomType = z.object({
  id,
  hotelId: id,
  name: bilingual,
  pricePerNight: cents,
  stock: int().min(0),
});
export type RoomType = z.infer<typeof roomType>;

export const hotel = z.object({
  id,
  conferenceId: id,
  name: bilingual,
  address: plainText(200).default(""),
  sortOrder: int().default(0),
  roomTypes: z.array(roomType),
});
export type Hotel = z.infer<typeof hotel>;

export const extraItemOption = z.object({ value: plainText(40), label: bilingual });
/** An extra question the conference asks (registerItemList). */
export const extraItem = z.object({
  id,
  conferenceId: id,
  title: bilingual,
  type: z.literal(extraItemTypeValues),
  options: z.array(extraItemOption).default([]),
  required: flag,
  sortOrder: int().default(0),
});
export type ExtraItem = z.infer<typeof extraItem>;

/** Invitation codes carry options instead of the old hard-coded code 0053 (DOMAIN.md §2). */
export const invitationCode = z.object({
  id,
  conferenceId: id,
  code: requiredText(40),
  title: plainText(100).default(""),
  showsHotel: flag,
  showsWorkshop: flag,
  hidesExtraInfo: flag,
  unlocksParticipantTypeIds: z.array(id).default([]),
});
export type InvitationCode = z.infer<typeof invitationCode>;

export const groupScheme = z.object({
  id,
  conferenceId: id,
  groupType: int().min(0).max(1),
  minNumber: int().min(1),
  maxNumber: int().min(1).default(10000),
  /** 0 < discount <= 1; 1 means no discount. */
  discount: z.number().gt(0).max(1),
});
export type GroupScheme = z.infer<typeof groupScheme>;
