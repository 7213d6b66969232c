import { enumValues, type Labels, type ValueOf } from "./define";

/** How a payment line is paid (spec 000 §3). */
export const PayType = { bankTransfer: 1, alipay: 2, wechat: 3, unionpay: 4, onsite: 5, paypal: 6 } as const;
export type PayType = ValueOf<typeof PayType>;
export const payTypeValues = enumValues(PayType);
export const payTypeLabels: Labels<PayType> = {
  1: /*i18n*/ { id: "payType.bankTransfer", message: "Bank transfer" },
  2: /*i18n*/ { id: "payType.alipay", message: "Alipay" },
  3: /*i18n*/ { id: "payType.wechat", message: "WeChat Pay" },
  4: /*i18n*/ { id: "payType.unionpay", message: "UnionPay" },
  5: /*i18n*/ { id: "payType.onsite", message: "Pay on site" },
  6: /*i18n*/ { id: "payType.paypal", message: "PayPal (USD)" },
};

/** payStatus of a payment line (DOMAIN.md §4; -2 is "refunded" and unpaid-like, §10). */
export const PayStatus = {
  unpaid: 0,
  reviewing: 1,
  paid: 2,
  paidPending: 3,
  refundReviewing: -1,
  refundProcessing: -3,
  refunded: -2,
  refundRejected: -4,
} as const;
export type PayStatus = ValueOf<typeof PayStatus>;
export const payStatusValues = enumValues(PayStatus);
export const payStatusLabels: Labels<PayStatus> = {
  0: /*i18n*/ { id: "payStatus.unpaid", message: "Unpaid" },
  1: /*i18n*/ { id: "payStatus.reviewing", message: "Payment under review" },
  2: /*i18n*/ { id: "payStatus.paid", message: "Paid" },
  3: /*i18n*/ { id: "payStatus.paidPending", message: "Paid, waiting for the group" },
  [-1]: /*i18n*/ { id: "payStatus.refundReviewing", message: "Refund under review" },
  [-3]: /*i18n*/ { id: "payStatus.refundProcessing", message: "Refund in progress" },
  [-2]: /*i18n*/ { id: "payStatus.refunded", message: "Refunded" },
  [-4]: /*i18n*/ { id: "payStatus.refundRejected", message: "Refund rejected" },
};

/** What a payment line's state means for its money, one row per state: subsets are derived from it. */
export type PayStatusTraits = {
  /** The society holds money received on the line (a refund may be under way). */
  readonly holdsMoney: boolean;
  /** Money held that no refund is moving: what the payment receipt lists. */
  readonly onReceipt: boolean;
  /** The line asks nothing more of the person: its money is in and stays. */
  readonly settles: boolean;
  /** A refund request is open on the line: under review, or approved and being paid out. */
  readonly refundOpen: boolean;
};

const no = { holdsMoney: false, onReceipt: false, settles: false, refundOpen: false } as const;
const refunding = { holdsMoney: true, onReceipt: false, settles: false, refundOpen: true } as const;

export const payStatusTraits: Record<PayStatus, PayStatusTraits> = {
  0: no,
  1: no,
  2: { holdsMoney: true, onReceipt: true, settles: true, refundOpen: false },
  3: { holdsMoney: true, onReceipt: true, settles: false, refundOpen: false },
  [-1]: refunding,
  [-3]: refunding,
  [-2]: no,
  [-4]: { holdsMoney: true, onReceipt: true, settles: true, refundOpen: false },
};

/**
 * What the back office shows as a payment (a line, or a registration's): its payStatus, or "nothing to
 * pay" for a line that charges nothing and asks nothing (an imported registration, a free participant
 * type). Never stored on a line; decided by `payStateOf` (rules/pay-state.ts) alone.
 */
export const PayState = { ...PayStatus, nothingToPay: 9 } as const;
export type PayState = ValueOf<typeof PayState>;
export const payStateValues = enumValues(PayState);
export const payStateLabels: Labels<PayState> = {
  ...payStatusLabels,
  9: /*i18n*/ { id: "payState.nothingToPay", message: "Nothing to pay" },
};

/** How a refund is paid back (spec 002 §3). */
export const RefundType = { originalRoute: 1, transfer: 2 } as const;
export type RefundType = ValueOf<typeof RefundType>;
export const refundTypeValues = enumValues(RefundType);
export const refundTypeLabels: Labels<RefundType> = {
  1: /*i18n*/ { id: "refundType.originalRoute", message: "Original payment route" },
  2: /*i18n*/ { id: "refundType.transfer", message: "Bank transfer" },
};

/** What a payment type can do, one row per type: every subset of pay types is derived from this table. */
export type PayTypeTraits = {
  /** Paid through a provider's checkout, with an order (the startOnlinePayment event). */
  readonly online: boolean;
  /** Paid by a transfer whose voucher the attendee uploads and the finance office reviews. */
  readonly hasVoucher: boolean;
  /**
   * How its money can go back, the default first: by the original route for Alipay and WeChat Pay (DOMAIN.md
   * §4), by bank transfer always.
   */
  readonly refundRoutes: readonly [RefundType, ...RefundType[]];
};

const throughProvider = [RefundType.originalRoute, RefundType.transfer] as const;
const byTransferOnly = [RefundType.transfer] as const;

export const payTypeTraits = {
  1: { online: false, hasVoucher: true, refundRoutes: byTransferOnly },
  2: { online: true, hasVoucher: false, refundRoutes: throughProvider },
  3: { online: true, hasVoucher: false, refundRoutes: throughProvider },
  4: { online: true, hasVoucher: false, refundRoutes: byTransferOnly },
  5: { online: false, hasVoucher: false, refundRoutes: byTransferOnly },
  6: { online: true, hasVoucher: false, refundRoutes: byTransferOnly },
} as const satisfies Record<PayType, PayTypeTraits>;

/** The pay types paid through a provider's checkout (the table's `online` column). */
export type OnlinePayType = {
  [K in PayType]: (typeof payTypeTraits)[K]["online"] extends true ? K : never;
}[PayType];

/** The pay types paid without a provider: by transfer or in cash. */
export type OfflinePayType = Exclude<PayType, OnlinePayType>;

export const Currency = { cny: "CNY", usd: "USD" } as const;
export type Currency = ValueOf<typeof Currency>;
export const currencyValues = enumValues(Currency);
export const currencyLabels: Labels<Currency> = {
  CNY: /*i18n*/ { id: "currency.cny", message: "CNY" },
  USD: /*i18n*/ { id: "currency.usd", message: "USD" },
};
