import {
  type InvoiceStatus,
  invoiceStatusTraits,
  type OfflinePayType,
  type OnlinePayType,
  PayType,
  type PayTypeOffer,
  type PayTypeTraits,
  payTypeTraits,
  payTypeValues,
  RefundType,
} from "../enums";
import { AppError } from "../errors";
import type { ConferenceSettings } from "../schemas/conference";

export function isOnlinePayType(payType: PayType): payType is OnlinePayType {
  return payTypeTraits[payType].online;
}

/** Types paid through a provider's checkout (the startOnlinePayment event), in enum order. */
export const onlinePayTypes = payTypeValues.filter(isOnlinePayType) as [OnlinePayType, ...OnlinePayType[]];

/** Types paid without a provider, by transfer or in cash, which the finance office confirms by hand. */
export const offlinePayTypes = payTypeValues.filter((payType) => !isOnlinePayType(payType)) as [
  OfflinePayType,
  ...OfflinePayType[],
];

/** Whether a line of this type is paid with a voucher, which the finance office may send back. */
export function hasVoucher(payType: PayType): boolean {
  return payTypeTraits[payType].hasVoucher;
}

/** The ways a refund of a line paid by `payType` can go, the one to offer first leading. */
export function refundRoutesOf(payType: PayType): readonly [RefundType, ...RefundType[]] {
  return payTypeTraits[payType].refundRoutes;
}

/** Whether a refund of a line paid by `payType` can go by `refundType`; a bank transfer always can. */
export function canRefundBy(refundType: RefundType, payType: PayType): boolean {
  return refundRoutesOf(payType).includes(refundType);
}

export function assertRefundRoute(refundType: RefundType, payType: PayType): void {
  if (!canRefundBy(refundType, payType)) {
    throw new AppError("REFUND_ROUTE_NOT_SUPPORTED", { refundType, payType });
  }
}

/**
 * Whether the refund request must carry the attendee's bank details (account name, ID number, bank and
 * account number): every line that cannot go back by the original route is refunded by bank transfer.
 */
export function refundNeedsBankDetails(payType: PayType): boolean {
  return !canRefundBy(RefundType.originalRoute, payType);
}

/** An issued invoice, or one being issued, must be voided before money goes back. */
export function refundBlockedByInvoice(invoiceStatus: InvoiceStatus): boolean {
  return invoiceStatusTraits[invoiceStatus].blocksRefund;
}

export function assertRefundNotBlocked(invoiceStatus: InvoiceStatus): void {
  if (refundBlockedByInvoice(invoiceStatus)) {
    throw new AppError("REFUND_BLOCKED_BY_INVOICE", { invoiceStatus });
  }
}

export type PayTypeSettings = Pick<ConferenceSettings, "isOnsite" | "isDollar">;

const offeredBy: Record<PayTypeOffer, (settings: PayTypeSettings) => boolean> = {
  always: () => true,
  onsite: (settings) => settings.isOnsite,
  yuan: (settings) => !settings.isDollar,
  dollar: (settings) => settings.isDollar,
};

/**
 * The payment types a registration may choose, in enum order (DOMAIN.md §4; each type's `offered` and
 * `inWeChat` in payTypeTraits). Dollar conferences charge in dollars, so they offer no yuan provider.
 */
export function offeredPayTypes(settings: PayTypeSettings, client: { inWeChat: boolean }): PayType[] {
  return payTypeValues.filter((payType) => {
    const traits: PayTypeTraits = payTypeTraits[payType];
    return offeredBy[traits.offered](settings) && (traits.inWeChat || !client.inWeChat);
  });
}

/**
 * The payment type a new registration starts with until the attendee chooses (spec 000 §9: Alipay; PayPal
 * for dollar conferences). Client and server price with it, so their totals agree.
 */
export function defaultPayType(settings: Pick<PayTypeSettings, "isDollar">): PayType {
  return settings.isDollar ? PayType.paypal : PayType.alipay;
}
