import {
  Currency,
  InvoiceStatus,
  InvoiceType,
  type Labels,
  PayState,
  PayStatus,
  PayType,
  payStatusTraits,
  payStatusValues,
  RegistrationState,
} from "../enums";
import { type InvoiceEvent, invoiceMachine } from "../state/invoice";
import { Actor, allowedEvents } from "../state/machine";
import { type PaymentEvent, paymentMachine } from "../state/payment";
import { type RegistrationEvent, registrationMachine } from "../state/registration";
import { isNothingToPay, payStateOf } from "./pay-state";

/** A payment line as the read model sees it. */
export type StandingLine = {
  seq: number;
  payType: PayType;
  payStatus: PayStatus;
  totalFee: number;
  receivedFee: number;
  currency: Currency;
  /**
   * The line's open refund gives back only part of its money (the back office lowered a paid fee,
   * DOMAIN.md §3): the rest stays paid, so the person still may check in while it is reviewed and paid out.
   */
  partialRefund?: boolean;
};

export type StandingInput = {
  isDeleted: boolean;
  lines: readonly StandingLine[];
  invoice: { invoiceStatus: InvoiceStatus; invoiceType: InvoiceType } | null;
};

/** Why a person may or may not check in: what a kiosk or the check-in list says. */
export const CheckInReason = {
  paid: "paid",
  free: "free",
  refundRejected: "refundRejected",
  unpaid: "unpaid",
  underReview: "underReview",
  waitingForGroup: "waitingForGroup",
  owesDifference: "owesDifference",
  refunding: "refunding",
  refunded: "refunded",
  deleted: "deleted",
} as const;
export type CheckInReason = (typeof CheckInReason)[keyof typeof CheckInReason];
export const checkInReasonValues = Object.values(CheckInReason) as [CheckInReason, ...CheckInReason[]];
export const checkInReasonLabels: Labels<CheckInReason> = {
  paid: /*i18n*/ { id: "checkInReason.paid", message: "Paid" },
  free: /*i18n*/ { id: "checkInReason.free", message: "Nothing to pay" },
  refundRejected: /*i18n*/ { id: "checkInReason.refundRejected", message: "Paid (refund rejected)" },
  unpaid: /*i18n*/ { id: "checkInReason.unpaid", message: "Not paid yet" },
  underReview: /*i18n*/ { id: "checkInReason.underReview", message: "Payment under review" },
  waitingForGroup: /*i18n*/ {
    id: "checkInReason.waitingForGroup",
    message: "Paid, waiting for the group to complete",
  },
  owesDifference: /*i18n*/ { id: "checkInReason.owesDifference", message: "A further payment is due" },
  refunding: /*i18n*/ { id: "checkInReason.refunding", message: "Refund in progress" },
  refunded: /*i18n*/ { id: "checkInReason.refunded", message: "Refunded" },
  deleted: /*i18n*/ { id: "checkInReason.deleted", message: "Registration deleted" },
};

export type LineActions = StandingLine & { attendee: PaymentEvent[]; admin: PaymentEvent[] };

export type Standing = {
  currency: Currency;
  /**
   * The headline line's status: the first line that still needs something, else the first that holds
   * money, else the first line.
   */
  payStatus: PayStatus;
  /** What lists show as the payment (the headline and the fee through `payStateOf`). */
  payState: PayState;
  payType: PayType;
  /** Everything charged, over all lines, in cents. */
  fee: number;
  /** Charged and not paid (lines at 0). */
  owed: number;
  /** Waiting for a provider or a voucher review (lines at 1). */
  pending: number;
  /** Received and held by the society. */
  paid: number;
  /** Received and sent back. */
  refunded: number;
  /** Held and open to a refund request now. */
  refundable: number;
  invoiceStatus: InvoiceStatus;
  invoiceType: InvoiceType | null;
  checkIn: { eligible: boolean; reason: CheckInReason };
  /** What each party may do to each line, to the invoice and to the registration (buttons follow these). */
  lines: LineActions[];
  invoiceActions: { attendee: InvoiceEvent[]; admin: InvoiceEvent[] };
  registrationActions: { attendee: RegistrationEvent[]; admin: RegistrationEvent[] };
};

const S = PayStatus;
const traits = (line: StandingLine) => payStatusTraits[line.payStatus];
/** Lines the payment receipt lists (receiptUrl): money held that no refund is moving. */
export const receiptPayStatuses: readonly PayStatus[] = payStatusValues.filter(
  (status) => payStatusTraits[status].onReceipt,
);

/** A line that asks nothing more of the person: paid, refund rejected, nothing to pay, or a partial refund. */
function settled(line: StandingLine): boolean {
  const partlyRefunding = line.partialRefund === true && traits(line).refundOpen;
  return traits(line).settles || isNothingToPay(line) || partlyRefunding;
}

/**
 * A line still to be paid: charged, unpaid. What a registration owes is the sum of these, and a kiosk's
 * onsite payment settles exactly these (DOMAIN.md §9).
 */
export const isOwedLine = (line: Pick<StandingLine, "payStatus" | "totalFee">): boolean =>
  line.payStatus === S.unpaid && line.totalFee > 0;

const sum = <L extends StandingLine>(lines: readonly L[], pick: (line: L) => number) =>
  lines.reduce((total, line) => total + pick(line), 0);

function unsettledReason(line: StandingLine, first: boolean): CheckInReason {
  switch (line.payStatus) {
    case S.unpaid:
      return first ? CheckInReason.unpaid : CheckInReason.owesDifference;
    case S.reviewing:
      return CheckInReason.underReview;
    case S.paidPending:
      return CheckInReason.waitingForGroup;
    case S.refunded:
      return CheckInReason.refunded;
    default:
      return CheckInReason.refunding;
  }
}

/** Check-in eligibility (DOMAIN.md §8): not deleted, and every line paid, refund-rejected or free. */
function checkInOf(
  input: StandingInput,
  lines: readonly StandingLine[],
  payState: PayState,
): Standing["checkIn"] {
  if (input.isDeleted) return { eligible: false, reason: CheckInReason.deleted };
  const open = lines.find((line) => !settled(line));
  // The fee's line is the first that charges something; an unpaid line after it is a difference owed.
  const feeLine = lines.find((line) => !isNothingToPay(line));
  if (open) return { eligible: false, reason: unsettledReason(open, open === feeLine) };
  if (lines.some((line) => line.payStatus === S.refundRejected))
    return { eligible: true, reason: CheckInReason.refundRejected };
  const free = payState === PayState.nothingToPay;
  return { eligible: true, reason: free ? CheckInReason.free : CheckInReason.paid };
}

function lineActions(line: StandingLine, invoiceStatus: InvoiceStatus): LineActions {
  const contexts = {
    startOnlinePayment: line,
    uploadVoucher: line,
    // Whether the group is complete decides where a confirmation leads, not whether it is allowed.
    confirmPayment: { groupIncomplete: false, totalFee: line.totalFee },
    returnToReview: line,
    requestRefund: { invoiceStatus },
    refundDifference: { invoiceStatus },
    confirmRefund: { invoiceStatus, partial: false },
  };
  return {
    ...line,
    attendee: allowedEvents(paymentMachine, line.payStatus, Actor.attendee, contexts),
    admin: allowedEvents(paymentMachine, line.payStatus, Actor.admin, contexts),
  };
}

/**
 * A registration's money, what everyone may do about it, and whether the person may check in: the one
 * read model that lists, kiosks, exports and rules all read (DOMAIN.md §4 "Lines", §8). The first line
 * carries the registration fee, later ones differences; nothing else may single out a line.
 */
export function registrationStanding(input: StandingInput): Standing {
  const lines = [...input.lines].sort((a, b) => a.seq - b.seq);
  const first = lines[0];
  // A settled registration reads as the line that holds its money, "nothing to pay" only when all do.
  const headline =
    lines.find((line) => !settled(line)) ?? lines.find((line) => !isNothingToPay(line)) ?? first;
  const invoiceStatus = input.invoice?.invoiceStatus ?? InvoiceStatus.none;
  const invoiceType = input.invoice?.invoiceType ?? null;
  const paid = sum(lines, (line) => (traits(line).holdsMoney ? line.receivedFee : 0));
  const withActions = lines.map((line) => lineActions(line, invoiceStatus));
  const refundable = sum(withActions, (line) =>
    line.attendee.includes("requestRefund") ? line.receivedFee : 0,
  );
  const apply = {
    payStatus: first?.payStatus ?? S.unpaid,
    totalFee: paid,
    invoiceType: invoiceType ?? InvoiceType.none,
  };
  const deletion = {
    payStatuses: lines.map((line) => line.payStatus),
    invoiceStatuses: input.invoice ? [invoiceStatus] : [],
  };
  const state = input.isDeleted ? RegistrationState.deleted : RegistrationState.live;
  const payStatus = headline?.payStatus ?? S.unpaid;
  const fee = sum(lines, (line) => line.totalFee);
  const payState = payStateOf({ payStatus, totalFee: fee });
  return {
    currency: first?.currency ?? Currency.cny,
    payStatus,
    payState,
    payType: headline?.payType ?? PayType.bankTransfer,
    fee,
    owed: sum(lines, (line) => (isOwedLine(line) ? line.totalFee : 0)),
    pending: sum(lines, (line) => (line.payStatus === S.reviewing ? line.totalFee : 0)),
    paid,
    refunded: sum(lines, (line) => (line.payStatus === S.refunded ? line.receivedFee : 0)),
    refundable,
    invoiceStatus,
    invoiceType,
    checkIn: checkInOf(input, lines, payState),
    lines: withActions,
    invoiceActions: input.invoice
      ? {
          attendee: allowedEvents(invoiceMachine, invoiceStatus, Actor.attendee, { apply }),
          admin: allowedEvents(invoiceMachine, invoiceStatus, Actor.admin, { issue: apply, reissue: apply }),
        }
      : { attendee: [], admin: [] },
    registrationActions: {
      attendee: allowedEvents(registrationMachine, state, Actor.attendee, { delete: deletion }),
      admin: allowedEvents(registrationMachine, state, Actor.admin, { delete: deletion }),
    },
  };
}
