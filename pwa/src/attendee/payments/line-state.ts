import {
  Actor,
  type AttendeePayLine,
  canFire,
  hasVoucher,
  type InvoiceStatus,
  isOnlinePayType,
  type PaymentPanel,
  PayStatus,
  PayType,
  paymentMachine,
  payStatusTraits,
  refundBlockedByInvoice,
} from "@confreg/shared";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { OnlinePayType } from "./use-pay-flow";

/**
 * What a payment line offers and says on registerDetail, from its state and the actions the server allows
 * (the shared payment machine, `line.actions`) — the pay sheet, the line's buttons and its notices.
 */

/** Inside WeChat (its browser or a mini-program) the only provider that works is WeChat Pay (DOMAIN.md §4). */
export const payableHere = (payType: OnlinePayType, inWeChat: boolean) =>
  !inWeChat || payType === PayType.wechat;

/** The pay sheet's choices for a line. */
export type PayMethods = {
  /** The online types the server offers this browser (DOMAIN.md §4: inside WeChat, WeChat Pay only). */
  online: OnlinePayType[];
  /** Bank transfer: offered, and the line takes a voucher now. */
  transfer: boolean;
  /** Whether one of the online types is the server's demo cashier (the sheet says so). */
  demo: boolean;
};

export function payMethods(panel: PaymentPanel, line: AttendeePayLine): PayMethods {
  const online = panel.offered.filter(isOnlinePayType);
  return {
    online,
    transfer: panel.offered.includes(PayType.bankTransfer) && line.actions.includes("uploadVoucher"),
    demo: online.some((type) => panel.demoPayTypes.includes(type)),
  };
}

/** Whether the line shows the refund's steps (applied, reviewed, refunded). */
export const showsRefundSteps = (line: AttendeePayLine) => payStatusTraits[line.payStatus].refundAsked;

export type LineButton = "pay" | "payAgain" | "continue" | "voucher" | "refund" | "viewRefund" | "refundInfo";

/** The buttons a line shows, in page order. */
export function lineButtons(line: AttendeePayLine): LineButton[] {
  const s = line.payStatus;
  const canPay = line.actions.includes("startOnlinePayment") || line.actions.includes("uploadVoucher");
  const inRefund = payStatusTraits[s].refundAsked || s === PayStatus.refundRejected;
  const shown: [LineButton, boolean][] = [
    ["pay", canPay && s !== PayStatus.refunded],
    // A refunded line is paid again under a new trade number (DOMAIN.md §4).
    ["payAgain", canPay && s === PayStatus.refunded],
    // An online order left open may be resumed; a voucher under review may be replaced.
    ["continue", s === PayStatus.reviewing && isOnlinePayType(line.payType)],
    ["voucher", s === PayStatus.reviewing && hasVoucher(line.payType)],
    ["refund", line.actions.includes("requestRefund")],
    ["viewRefund", line.refund !== null && inRefund],
    ["refundInfo", inRefund],
  ];
  return shown.filter(([, show]) => show).map(([button]) => button);
}

export type LineNotice = {
  /** Also the notice's test id. */
  kind:
    | "pay-in-progress"
    | "voucher-reviewing"
    | "voucher-returned"
    | "pay-onsite"
    | "pay-group-wait"
    | "refund-rejected"
    | "refund-blocked";
  /** An alert in its colour, or a plain note. */
  tone: "info" | "warning" | "success" | "note";
  message: MessageDescriptor;
};

type NoticeFacts = {
  invoiceStatus: InvoiceStatus;
  supportEmail: string;
  /** The page is checking this line's payment and says so: "in progress" would repeat it. */
  checking: boolean;
};

/**
 * What the line's state means for the attendee, in words: an online payment still open, a voucher under
 * review or sent back, a wait for the group, a refund declined, or why no refund can be asked for now.
 */
export function lineNotices(line: AttendeePayLine, facts: NoticeFacts): LineNotice[] {
  const s = line.payStatus;
  const returned = s === PayStatus.unpaid ? line.returnReason : "";
  const rejected = s === PayStatus.refundRejected ? (line.refund?.rejectReason ?? "") : "";
  const refundable = canFire(paymentMachine, s, "requestRefund", Actor.attendee);
  const { supportEmail } = facts;
  const notices: (LineNotice & { shown: boolean })[] = [
    {
      kind: "pay-in-progress",
      tone: "info",
      shown: s === PayStatus.reviewing && isOnlinePayType(line.payType) && !facts.checking,
      message: msg`Payment in progress. If you have not finished paying, continue below.`,
    },
    {
      kind: "voucher-reviewing",
      tone: "info",
      shown: s === PayStatus.reviewing && hasVoucher(line.payType),
      message: msg`Your transfer voucher is under review. The payment is confirmed once the money has arrived.`,
    },
    {
      kind: "voucher-returned",
      tone: "warning",
      shown: returned !== "",
      message: msg`Your transfer voucher was returned: ${returned}`,
    },
    {
      kind: "pay-onsite",
      tone: "note",
      shown: s === PayStatus.unpaid && line.payType === PayType.onsite,
      message: msg`You chose to pay on site, at the registration desk. You may also pay online now.`,
    },
    {
      kind: "pay-group-wait",
      tone: "success",
      shown: s === PayStatus.paidPending,
      message: msg`Paid. The group discount is confirmed once the group has enough paid members.`,
    },
    {
      kind: "refund-rejected",
      tone: "warning",
      shown: rejected !== "",
      message: msg`Your refund request was declined: ${rejected}`,
    },
    {
      kind: "refund-blocked",
      tone: "note",
      shown:
        refundable && !line.actions.includes("requestRefund") && refundBlockedByInvoice(facts.invoiceStatus),
      message: msg`A refund can be requested only after the invoice is voided. Please write to ${supportEmail} to void it first.`,
    },
  ];
  return notices.filter((notice) => notice.shown).map(({ shown: _, ...notice }) => notice);
}
