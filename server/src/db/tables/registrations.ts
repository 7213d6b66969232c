import type {
  CheckInReason,
  Currency,
  Dinner,
  HotelPayType,
  InvoiceStatus,
  InvoiceType,
  MealType,
  PayStatus,
  PayType,
  PersonLevel,
  PrintType,
  RegistrationChannel,
  ResidentType,
} from "@confreg/shared";
import type { Generated, Insertable, Selectable, Updateable } from "kysely";
import type { RegistrantDetails } from "./registrant-details";

/** A registration: every field of spec 000 §3 and 002 §3. Soft-deleted (isDeleted), never removed. */
export interface RegistrationsTable extends RegistrantDetails {
  id: Generated<number>;
  conferenceId: number;
  /** null for registrations imported by an administrator. */
  accountId: number | null;
  participantTypeId: number;
  groupId: number | null;
  /** The keyed look-up hash of the ID number (Pii.idNumberHash). */
  idNumberHash: string | null;
  contactPhone: Generated<string>;
  cardNumber: Generated<string>;
  wechatNickname: Generated<string>;
  /** PersonLevel; printType is the badge's print type. */
  level: PersonLevel | null;
  printType: PrintType | null;
  remark: Generated<string>;
  isManager: Generated<number>;
  isRemoved: Generated<number>;
  /** 1 recommended, 2 loaded (spec 000 §3). */
  isRecommend: Generated<number>;
  invcode: Generated<string>;
  userPin: Generated<string>;
  /** Free-text paper ids where the conference asks for them (fields.paperIds); 'Non' means none. */
  paperIds: Generated<string>;
  /** Mirrors the check-in at the conference's main point (checkins). */
  isSignIn: Generated<number>;
  signInTime: string | null;
  startRegisterTime: string | null;
  stopRegisterTime: string | null;
  /** Seconds spent on the form. */
  registerDuration: number | null;
  /** 1: books lodging. hotelId/roomTypeId are the spec's hotelType/roomType; dates are YYYY-MM-DD. */
  isHotel: Generated<number>;
  hotelId: number | null;
  roomTypeId: number | null;
  hotelNumber: Generated<number>;
  hotelPayType: HotelPayType | null;
  hotelStartDate: string | null;
  hotelEndDate: string | null;
  hotelNights: Generated<number>;
  residentType: ResidentType | null;
  roommateName: Generated<string>;
  /** Dinner 0/1; mealType regular or halal (the spec's dinnerType). */
  dinner: Dinner | null;
  mealType: MealType | null;
  travelArriveNumber: Generated<string>;
  travelArriveTime: string | null;
  travelArrivePlace: Generated<string>;
  travelDepartNumber: Generated<string>;
  travelDepartTime: string | null;
  travelDepartPlace: Generated<string>;
  liveDistrict: Generated<string>;
  liveAddress: Generated<string>;
  workDistrict: Generated<string>;
  workAddress: Generated<string>;
  isVisit: number | null;
  social: Generated<string>;
  allergens: Generated<string>;
  awardTitle: Generated<string>;
  awardFirstName: Generated<string>;
  awardReceiveName: Generated<string>;
  awardReceiveUnit: Generated<string>;
  awardReceiveEmail: Generated<string>;
  awardReceivePhone: Generated<string>;
  /**
   * The kiosk's slow look-up hash of the ID number (kiosk/README.md); null until the background job
   * (features/kiosk-sync/kiosk-hash-job.ts) fills it, '' for a document no kiosk scans.
   */
  kioskIdHash: string | null;
  /** The signed QR code (crypto/checkin-qr.ts), kept for kiosk sync; null until written. */
  checkinQr: Generated<string | null>;
  /**
   * The registration's standing (shared registrationStanding over its pay lines and invoice), rewritten in
   * every transaction that changes them (server/src/db/transact.ts): what lists filter on and kiosks read.
   */
  payStatus: Generated<PayStatus>;
  payType: Generated<PayType>;
  totalFee: Generated<number>;
  receivedFee: Generated<number>;
  currency: Generated<Currency>;
  invoiceStatus: Generated<InvoiceStatus>;
  invoiceType: InvoiceType | null;
  checkinEligible: Generated<number>;
  checkinReason: Generated<CheckInReason>;
  /** From nextChangeSeq() on every write of the registration or what it shows (kiosk sync cursor); unique. */
  changeSeq: number;
  isDeleted: Generated<number>;
  deletedTime: string | null;
  createTime: string;
  updateTime: string;
  /** Where it came from: the attendee's form, the back office, or a spreadsheet import (migration 0030). */
  channel: Generated<RegistrationChannel>;
}

export type RegistrationRow = Selectable<RegistrationsTable>;
export type NewRegistration = Insertable<RegistrationsTable>;
export type RegistrationUpdate = Updateable<RegistrationsTable>;
