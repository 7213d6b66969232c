import {
  type Conference,
  conferenceSettings,
  type ExtraItem,
  type FeeRow,
  type ParticipantType,
  type Workshop,
} from "@confreg/shared";
import type { Selectable } from "kysely";
import type { Database } from "#db/schema";

type Row<T extends keyof Database> = Selectable<Database[T]>;

const bool = (n: number) => n === 1;
const text = (zh: string | null, en: string | null) => ({ zh: zh ?? "", en: en ?? "" });
const label = (zh: string | null, en: string | null) => (zh || en ? text(zh, en) : null);

/** Stored settings are re-read through the schema, so a setting added later gets its default. */
export const settingsOf = (row: Pick<Row<"conferences">, "settings">) =>
  conferenceSettings.parse(JSON.parse(row.settings));

export function toConference(row: Row<"conferences">): Conference {
  return {
    id: row.id,
    title: text(row.titleZh, row.titleEn),
    systemCode: row.systemCode,
    hostUnit: row.hostUnit,
    timezone: row.timezone,
    beginTime: row.beginTime,
    discountTime: row.discountTime,
    endTime: row.endTime,
    paperDatabase: row.paperDatabase,
    paperConferenceId: row.paperConferenceId,
    settings: settingsOf(row),
    createTime: row.createTime,
  };
}

export function toParticipantType(row: Row<"participantTypes">): ParticipantType {
  return {
    id: row.id,
    conferenceId: row.conferenceId,
    title: text(row.titleZh, row.titleEn),
    fee: row.fee,
    discountFee: row.discountFee,
    dollar: row.dollar,
    dollarDiscount: row.dollarDiscount,
    sortOrder: row.sortOrder,
    isHidden: bool(row.isHidden),
    isDeleted: bool(row.isDeleted),
    isStudent: bool(row.isStudent),
    isMember: bool(row.isMember),
    isCommittee: bool(row.isCommittee),
    needsOtherMemberNo: bool(row.needsOtherMemberNo),
    otherMemberNoLabel: label(row.otherMemberNoLabelZh, row.otherMemberNoLabelEn),
    needsOtherMemberCard: bool(row.needsOtherMemberCard),
    allowsPapers: bool(row.allowsPapers),
    maxPapers: row.maxPapers,
    paperAuthorMustMatch: bool(row.paperAuthorMustMatch),
    needsAward: bool(row.needsAward),
    workshopOnly: bool(row.workshopOnly),
  };
}

export function toWorkshop(row: Row<"workshops">): Workshop & { remaining: number | null } {
  return {
    id: row.id,
    conferenceId: row.conferenceId,
    title: text(row.titleZh, row.titleEn),
    fee: row.fee,
    dollar: row.dollar,
    feeOnly: row.feeOnly,
    dollarOnly: row.dollarOnly,
    numberLimit: row.numberLimit,
    isNoneOption: bool(row.isNoneOption),
    isVisible: bool(row.isVisible),
    isDeleted: bool(row.isDeleted),
    sortOrder: row.sortOrder,
    remaining: row.numberLimit === null ? null : Math.max(0, row.numberLimit - row.takenCount),
  };
}

export function toFeeRow(row: Row<"feeRows">): FeeRow {
  return {
    participantTypeId: row.participantTypeId,
    paperNum: row.paperNum,
    fee: row.fee,
    discountFee: row.discountFee,
    pageLimit: row.pageLimit,
    overPageFee: row.overPageFee,
  };
}

export function toExtraItem(row: Row<"extraItems">): ExtraItem {
  return {
    id: row.id,
    conferenceId: row.conferenceId,
    title: text(row.titleZh, row.titleEn),
    type: row.type as ExtraItem["type"],
    options: JSON.parse(row.options) as ExtraItem["options"],
    required: bool(row.required),
    sortOrder: row.sortOrder,
  };
}

/** A hotel's own fields (its room types come separately). */
export function toHotelFields(row: Row<"hotels">) {
  return {
    id: row.id,
    conferenceId: row.conferenceId,
    name: text(row.nameZh, row.nameEn),
    address: row.address,
    sortOrder: row.sortOrder,
  };
}

export function toRoomTypeFields(row: Row<"roomTypes">) {
  return {
    id: row.id,
    hotelId: row.hotelId,
    name: text(row.nameZh, row.nameEn),
    pricePerNight: row.pricePerNight,
    stock: row.stock,
  };
}
