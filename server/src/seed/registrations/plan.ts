import type { InvoiceStatus, InvoiceType, PayStatus, PayType, PersonLevel, PrintType } from "@confreg/shared";
import type { AcceptedPaperRow } from "#db/tables/accepted-papers";
import type { ConferenceKit } from "../conferences/kit";
import type { DemoPerson } from "../people";

/**
 * What a demo registrant does, decided before anything is written: what they register for, and how far
 * their story goes (paying, asking for an invoice, asking for their money back, deleting). The story is
 * acted out through the product's services (steps.ts); where the product refuses a step (a refund while
 * the invoice is issued, a check-in before paying), the registrant's story simply stops there.
 */
export type RegistrationPlan = {
  kit: ConferenceKit;
  person: DemoPerson;
  /** null: imported by an administrator (no attendee account). */
  accountId: number | null;
  typeKey: string;
  createTime: number;
  workshopIds: number[];
  papers: { accepted: AcceptedPaperRow; pages: number }[];
  room: { hotelId: number; roomTypeId: number; nights: number; roommate: string | null } | null;
  payType: PayType;
  /** How far the payment story goes, named by the state it aims for (DOMAIN.md §4). */
  status: PayStatus;
  /** Paid again after the refund (under a new trade number). */
  repaid: boolean;
  invoiceType: InvoiceType;
  /** How far the invoice story goes. */
  invoiceStatus: InvoiceStatus;
  deleted: boolean;
  /** A group of colleagues: `key` names the group among the plans; the leader starts it. */
  group: { key: string; schemeId: number; leader: boolean; leaves: boolean } | null;
  invcode: string;
  memberNo: string;
  otherMemberNo: string;
  level: PersonLevel | null;
  printType: PrintType | null;
  checkIn: boolean;
  /** Invoice-only conferences: the amount the customer entered. */
  invoiceAmount: number | null;
  answersExtras: boolean;
};

export function basePlan(
  kit: ConferenceKit,
  person: DemoPerson,
  fields: Partial<RegistrationPlan>,
): RegistrationPlan {
  return {
    kit,
    person,
    accountId: null,
    typeKey: Object.keys(kit.types)[0] ?? "",
    createTime: kit.eventStart,
    workshopIds: [],
    papers: [],
    room: null,
    payType: 2,
    status: 0,
    repaid: false,
    invoiceType: 5,
    invoiceStatus: 0,
    deleted: false,
    group: null,
    invcode: "",
    memberNo: "",
    otherMemberNo: "",
    level: 7,
    printType: 1,
    checkIn: false,
    invoiceAmount: null,
    answersExtras: false,
    ...fields,
  };
}
