import {
  computeFee,
  type FeeResult,
  type InvoiceStatus,
  type InvoiceType,
  type PayStatus,
  type PayType,
  type PersonLevel,
  type PrintType,
} from "@confreg/shared";
import { type ConferenceKit, typeOf } from "#db/seed/conferences/kit";
import type { DemoPerson } from "#db/seed/people";
import type { AcceptedPaperRow } from "#db/tables/accepted-papers";

/** Everything decided about one demo registration before it is written. */
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
  status: PayStatus;
  /** Paid again after a refund (a new trade number, isRepay). */
  repaid: boolean;
  invoiceType: InvoiceType;
  invoiceStatus: InvoiceStatus;
  deleted: boolean;
  group: { id: number; discountBp: number; isManager: boolean; isRemoved: boolean } | null;
  invcode: string;
  memberNo: string;
  otherMemberNo: string;
  level: PersonLevel | null;
  printType: PrintType | null;
  /** Checked in at the main point, if eligible once written. */
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

/** The fee with the shared fee function, as the server computes it at submit (DOMAIN.md §3). */
export function planFee(plan: RegistrationPlan, options: { withGroupDiscount: boolean }): FeeResult {
  const { kit } = plan;
  const type = typeOf(kit, plan.typeKey);
  const discount = plan.group && options.withGroupDiscount ? plan.group.discountBp / 10_000 : null;
  return computeFee({
    discountTime: kit.conference.discountTime,
    settings: kit.settings,
    participantType: { ...type, workshopOnly: type.workshopOnly === 1 },
    workshops: kit.workshops
      .filter((w) => plan.workshopIds.includes(w.id))
      .map((w) => ({ ...w, isNoneOption: w.isNoneOption === 1 })),
    feeRows: kit.feeRows,
    paperPages: plan.papers.map((p) => p.pages),
    payType: plan.payType,
    now: new Date(plan.createTime),
    groupDiscount: discount,
    invoiceAmount: plan.invoiceAmount,
  });
}

const paid: readonly PayStatus[] = [2, 3];
const refundStates: readonly PayStatus[] = [-1, -3, -2, -4];

/**
 * Makes a randomly drawn plan consistent with DOMAIN.md: nothing to pay means unpaid and no invoice;
 * onsite payment is never "under review"; "paid, waiting for the group" only inside a group; invoices move
 * only once paid and never block a refund; deletion only while unpaid or refunded.
 */
export function settle(plan: RegistrationPlan, total: number): RegistrationPlan {
  const p = { ...plan };
  if (total === 0) {
    Object.assign(p, { status: 0, repaid: false, invoiceType: 7, invoiceStatus: 0 });
  }
  if (p.status === 1 && p.payType === 5) p.status = 0;
  if (p.status === 3 && !p.group) p.status = 2;
  if (p.status !== 2) p.repaid = false;
  if (p.invoiceType === 7 || !paid.concat(refundStates).includes(p.status)) p.invoiceStatus = 0;
  if (p.status === 3) p.invoiceStatus = 0;
  if (refundStates.includes(p.status) && p.invoiceStatus !== -2) p.invoiceStatus = 0;
  if (p.deleted && !(p.status === 0 || p.status === -2)) p.deleted = false;
  if (p.deleted) p.checkIn = false;
  return p;
}

/** Eligible for check-in (DOMAIN.md §8): not deleted, and paid (2), refund rejected (-4) or nothing to pay. */
export function isEligible(plan: RegistrationPlan, total: number): boolean {
  return !plan.deleted && (plan.status === 2 || plan.status === -4 || total === 0);
}
